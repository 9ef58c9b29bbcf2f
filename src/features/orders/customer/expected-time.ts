import type { Order } from '@contract/order';
import { CANCELLED_STATUS } from '@contract/order-status';
import { expectedBy, formatClockTime } from '@/lib/time';

/** What the expected time is read from; `expectedAt` may be missing from a copy cached before it. */
export type TimedOrder = Pick<Order, '_id' | 'status' | 'createdAt'> & {
  expectedAt?: string;
  restaurant: Pick<Order['restaurant'], 'estimatedDeliveryTime'>;
};

/**
 * When the order should reach the customer: the API's `expectedAt` (the kitchen's time once it
 * accepted), or else the specification's rule, the order time plus the restaurant's delivery time.
 */
export function expectedTimeOf(order: TimedOrder): Date {
  return order.expectedAt
    ? new Date(order.expectedAt)
    : expectedBy(order.createdAt, order.restaurant.estimatedDeliveryTime);
}

/** 'Expected by: H:MM' as the card says it, and the text the moves are compared by. */
export const expectedClockTime = (order: TimedOrder) => formatClockTime(expectedTimeOf(order));

/** The toast that names an open order's new time. */
export const expectedMovedText = (clockTime: string) =>
  `Your order is now expected by ${clockTime}`;

/** An order still on its way: neither delivered nor cancelled. */
export const isOpen = (order: Pick<Order, 'status'>) =>
  order.status !== 'delivered' && order.status !== CANCELLED_STATUS;

/** Each open order's expected clock time, by id. */
export function expectedTimesOf(orders: readonly TimedOrder[]): Map<string, string> {
  return new Map(
    orders.filter(isOpen).map((order) => [order._id, expectedClockTime(order)] as const),
  );
}

/**
 * The open orders whose expected clock time differs from the one seen before, with the new time.
 * An order not seen open before is no move: its first time is news to no one. A change within the
 * same minute reads the same and is not told either.
 */
export function movedExpectedTimes(
  before: ReadonlyMap<string, string>,
  now: ReadonlyMap<string, string>,
): Array<{ orderId: string; clockTime: string }> {
  return [...now]
    .filter(([orderId, clockTime]) => before.has(orderId) && before.get(orderId) !== clockTime)
    .map(([orderId, clockTime]) => ({ orderId, clockTime }));
}
