import type { LeftOutLine, LeftOutReason } from '@machines/cart/order-again';

const REASONS: Record<LeftOutReason, string> = {
  soldOut: 'sold out',
  notOnMenu: 'no longer on the menu',
};

const named = (leftOut: readonly LeftOutLine[]) =>
  leftOut.map(({ name, reason }) => `${name} (${REASONS[reason]})`).join(', ');

/** 'Not added: Tiramisu (sold out), Calzone (no longer on the menu)'. */
export const leftOutText = (leftOut: readonly LeftOutLine[]) => `Not added: ${named(leftOut)}`;

/** When no line of the order can be had today. */
export const nothingAddedText = (leftOut: readonly LeftOutLine[]) =>
  `Nothing from this order can be ordered now: ${named(leftOut)}`;
