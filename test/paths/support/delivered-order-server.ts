import type { Order } from '@contract/order';
import { CANCEL_REASON } from './delivered-order-expected';
import { anOrder } from '../../src/features/orders/order-fixtures';
import { getMyOrders } from '../../src/msw/handlers/order';
import { getPastOrders, NO_PAST_ORDERS } from '../../src/msw/handlers/past-orders';
import { server } from '../../src/msw/server';

const restaurant = (_id: string, restaurantName: string) => ({
  ...anOrder().restaurant,
  _id,
  restaurantName,
});

/** The customer's two orders, from two restaurants so that each thank-you names its own. */
export const ORDERS: readonly Order[] = [
  anOrder({ _id: 'order-1', restaurant: restaurant('r1', 'Luigi’s Trattoria') }),
  anOrder({ _id: 'order-2', restaurant: restaurant('r2', 'Casa Pepe') }),
];

/** The first order once the kitchen cancelled it: its reason, and all of it refunded. */
const cancelledCopy = (order: Order): Order => ({
  ...order,
  status: 'cancelled',
  cancellation: { reason: CANCEL_REASON, note: null, by: 'restaurant', at: order.createdAt },
  refund: { amount: order.totalAmount, status: 'succeeded' },
});

/**
 * GET /api/order on the test network: the first `deliveredCount` orders are delivered, the rest
 * out for delivery; or the first is cancelled. It notes when it answered (fake clock), so the steps know when the page
 * polls next and the state checks can tell when the list was fetched again.
 */
export function fakeOrderListServer() {
  let deliveredCount = 0;
  let firstCancelled = false;
  const answeredAt: number[] = [];
  server.use(
    getPastOrders({ status: 200, body: NO_PAST_ORDERS }),
    getMyOrders(() => {
      answeredAt.push(Date.now());
      const body = ORDERS.map((order, index): Order => {
        if (firstCancelled && index === 0) return cancelledCopy(order);
        return { ...order, status: index < deliveredCount ? 'delivered' : 'outForDelivery' };
      });
      return { status: 200, body };
    }),
  );
  return {
    /** What owners have done to the orders, as the next answer will say. */
    setDeliveredCount(count: number) {
      deliveredCount = count;
    },
    /** The kitchen cancels the first order, as the next answer will say. */
    cancelFirst() {
      firstCancelled = true;
    },
    /** When the list was last answered, on the fake clock. */
    lastAnsweredAt() {
      const last = answeredAt.at(-1);
      if (last === undefined) throw new Error('The page has not fetched its orders yet');
      return last;
    },
  };
}

export type OrderListServer = ReturnType<typeof fakeOrderListServer>;
