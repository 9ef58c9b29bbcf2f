import { http, type RequestHandlerOptions } from 'msw';
import type { CancelOrderPayload, RejectOrderPayload } from '@contract/kitchen';
import type { Order } from '@contract/order';
import { answering, type Answer, type Reply } from '../answer';
import { apiUrl, server } from '../server';
import { changed } from './order';

const ORDER = apiUrl('/api/my/restaurant/order/:orderId');
const SERVER_ERROR: Answer = { status: 500, body: { message: 'Internal Server Error' } };

/** POST /api/my/restaurant/order/{orderId}/accept, whichever the order. */
export const acceptOrder = (reply: Reply, options?: RequestHandlerOptions) =>
  http.post(`${ORDER}/accept`, answering(reply), options);

/** POST …/late. */
export const lateOrder = (reply: Reply, options?: RequestHandlerOptions) =>
  http.post(`${ORDER}/late`, answering(reply), options);

/** POST …/reject. */
export const rejectOrder = (reply: Reply, options?: RequestHandlerOptions) =>
  http.post(`${ORDER}/reject`, answering(reply), options);

/** POST …/cancel. */
export const cancelOrder = (reply: Reply, options?: RequestHandlerOptions) =>
  http.post(`${ORDER}/cancel`, answering(reply), options);

/** What the order lists' prices come to, in cents: a refund of those lines. */
const linesTotal = (order: Order, lines: number[]) =>
  lines.reduce(
    (sum, index) => sum + order.cartItems[index].price * order.cartItems[index].quantity,
    0,
  );

/** An order after the kitchen's answer, as the API answers it (the refund pending). */
export const kitchenAnswers = {
  accepted: (order: Order, minutes: number, now = Date.now()): Order =>
    changed(order, {
      status: 'inProgress',
      acceptBy: null,
      expectedAt: new Date(now + minutes * 60_000).toISOString(),
    }),
  late: (order: Order, minutes: number): Order =>
    changed(order, {
      expectedAt: new Date(Date.parse(order.expectedAt) + minutes * 60_000).toISOString(),
    }),
  rejected: (order: Order, { reason, note }: RejectOrderPayload): Order =>
    changed(order, {
      status: 'cancelled',
      acceptBy: null,
      cancellation: { reason, note: note ?? null, by: 'restaurant', at: new Date().toISOString() },
      // As the API answers: the whole payment back, every line marked refunded.
      cartItems: order.cartItems.map((item) => ({ ...item, refunded: true })),
      refund: { amount: order.totalAmount, status: 'pending' },
    }),
  cancelled: (order: Order, { reason, note, lines }: CancelOrderPayload): Order => {
    const left = order.cartItems.flatMap((item, index) => (item.refunded ? [] : [index]));
    const refunding = lines ?? left;
    const whole = left.every((index) => refunding.includes(index));
    const before = order.refund?.amount ?? 0;
    const amount = whole ? order.totalAmount : before + linesTotal(order, refunding);
    return changed(order, {
      cartItems: order.cartItems.map((item, index) =>
        refunding.includes(index) ? { ...item, refunded: true } : item,
      ),
      refund: { amount, status: 'pending' },
      ...(whole
        ? {
            status: 'cancelled' as const,
            cancellation: {
              reason,
              note: note ?? null,
              by: 'restaurant' as const,
              at: new Date().toISOString(),
            },
          }
        : {}),
    });
  },
};

/**
 * The kitchen's routes over the list `serveOwnerOrders` keeps (handlers/order.ts): each changes
 * the order as the API would, unless the test has made them fail (`failKitchen`).
 */
export function serveKitchen(state: { orders: Order[]; failKitchen?: boolean }) {
  const apply =
    (change: (order: Order, body: never) => Order): Reply =>
    ({ body }, { orderId }) => {
      if (state.failKitchen) return SERVER_ERROR;
      const order = state.orders.find((each) => each._id === orderId);
      if (!order) return { status: 404, body: { message: 'Order not found' } };
      const saved = change(order, body as never);
      state.orders = state.orders.map((each) => (each === order ? saved : each));
      return { status: 200, body: saved };
    };
  server.use(
    acceptOrder(
      apply((order, { minutes }: { minutes: number }) => kitchenAnswers.accepted(order, minutes)),
    ),
    lateOrder(
      apply((order, { minutes }: { minutes: number }) => kitchenAnswers.late(order, minutes)),
    ),
    rejectOrder(apply((order, body: RejectOrderPayload) => kitchenAnswers.rejected(order, body))),
    cancelOrder(apply((order, body: CancelOrderPayload) => kitchenAnswers.cancelled(order, body))),
  );
}
