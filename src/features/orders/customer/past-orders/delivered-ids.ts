import type { Order } from '@contract/order';

/**
 * The ids of the delivered orders in the live list, as one comparable text (undefined until
 * the list has loaded), so that a component re-renders only when that set changes.
 */
export function deliveredIdsOf(orders: readonly Order[] | undefined): string | undefined {
  if (!orders) return undefined;
  return orders
    .filter((order) => order.status === 'delivered')
    .map((order) => order._id)
    .sort()
    .join(' ');
}

/** Whether `now` holds a delivered order `before` did not; never on the first sight of the list. */
export function hasNewlyDelivered(before: string | undefined, now: string | undefined): boolean {
  if (before === undefined || !now) return false;
  const seen = new Set(before.split(' '));
  return now.split(' ').some((id) => !seen.has(id));
}
