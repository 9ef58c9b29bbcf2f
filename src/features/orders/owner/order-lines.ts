import type { OrderItem } from '@contract/order';
import { ALERT_TEXTS } from './owner-orders.texts';

/** 'Margherita x 2': a line's name and how many, as every list of lines writes it. */
export const quantityText = (name: string, quantity: number) => `${name} x ${quantity}`;

/** 'Margherita x 2', or with its choices' names 'Margherita (Large, Olives) x 2'. */
export const lineText = ({ name, quantity, choices }: OrderItem) =>
  choices.length === 0
    ? quantityText(name, quantity)
    : quantityText(`${name} (${choices.map((choice) => choice.name).join(', ')})`, quantity);

/**
 * 'Margherita x 2, Tiramisu x 1, and 2 more': the first lines of an order and how many it leaves
 * out. Pure, so the page's notification and the service worker's say it the same way.
 */
export const firstLinesText = (lines: string[], more: number) =>
  [...lines, ...(more > 0 ? [ALERT_TEXTS.moreLines(more)] : [])].join(', ');
