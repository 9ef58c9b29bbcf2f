import type { LeftOutLine } from '@machines/cart/order-again';

/** Why a line stayed out, as its parentheses say it; a choice is named as it was bought. */
function reasonOf(line: LeftOutLine): string {
  switch (line.reason) {
    case 'soldOut':
      return 'sold out';
    case 'notOnMenu':
      return 'no longer on the menu';
    case 'choiceUnavailable':
      return `${line.choice || 'a choice'} unavailable`;
    case 'choicesChanged':
      return `${line.group} has changed`;
  }
}

const named = (leftOut: readonly LeftOutLine[]) =>
  leftOut.map((line) => `${line.name} (${reasonOf(line)})`).join(', ');

/**
 * 'Not added: Tiramisu (sold out), Calzone (no longer on the menu), Margherita (Olives
 * unavailable), Pizza (Size has changed)'.
 */
export const leftOutText = (leftOut: readonly LeftOutLine[]) => `Not added: ${named(leftOut)}`;

/** When no line of the order can be had today. */
export const nothingAddedText = (leftOut: readonly LeftOutLine[]) =>
  `Nothing from this order can be ordered now: ${named(leftOut)}`;
