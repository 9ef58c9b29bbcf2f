import type { Order } from '@contract/order';
import { CANCELLED_STATUS } from '@contract/order-status';

/** The statuses an order ends in, after which the past orders list it. */
const isFinished = (order: Order) =>
  order.status === 'delivered' || order.status === CANCELLED_STATUS;

/**
 * The ids of the finished (delivered or cancelled) orders in the live list, as one comparable
 * text (undefined until the list has loaded), so that a component re-renders only when that set
 * changes.
 */
export function finishedIdsOf(orders: readonly Order[] | undefined): string | undefined {
  if (!orders) return undefined;
  return orders
    .filter(isFinished)
    .map((order) => order._id)
    .sort()
    .join(' ');
}

/** Whether `now` holds a finished order `before` did not; never on the first sight of the list. */
export function hasNewlyFinished(before: string | undefined, now: string | undefined): boolean {
  if (before === undefined || !now) return false;
  const seen = new Set(before.split(' '));
  return now.split(' ').some((id) => !seen.has(id));
}
