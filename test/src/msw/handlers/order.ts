import { http, type RequestHandlerOptions } from 'msw';
import type { Order } from '@contract/order';
import type { OrderStatus } from '@contract/order-status';
import { answering, type Answer, type Reply } from '../answer';
import { apiUrl, server } from '../server';

const OWNER_ORDERS = apiUrl('/api/my/restaurant/order');
const SERVER_ERROR: Answer = { status: 500, body: { message: 'Internal Server Error' } };

/** POST /api/order/checkout/create-checkout-session: places the order, answers the payment page. */
export const createCheckoutSession = (reply: Reply, options?: RequestHandlerOptions) =>
  http.post(apiUrl('/api/order/checkout/create-checkout-session'), answering(reply), options);

/** GET /api/order: the signed-in customer's orders. */
export const getMyOrders = (reply: Reply, options?: RequestHandlerOptions) =>
  http.get(apiUrl('/api/order'), answering(reply), options);

/** GET /api/my/restaurant/order: the orders of the signed-in owner's restaurant. */
export const getMyRestaurantOrders = (reply: Reply, options?: RequestHandlerOptions) =>
  http.get(OWNER_ORDERS, answering(reply), options);

/** PATCH /api/my/restaurant/order/{orderId}/status, whichever the order. */
export const updateOrderStatus = (reply: Reply, options?: RequestHandlerOptions) =>
  http.patch(`${OWNER_ORDERS}/:orderId/status`, answering(reply), options);

/** DELETE /api/my/restaurant/order/{orderId}, whichever the order. */
export const removeOrder = (reply: Reply, options?: RequestHandlerOptions) =>
  http.delete(`${OWNER_ORDERS}/:orderId`, answering(reply), options);

/** The copy of an order the API keeps after a change: its updatedAt one second later. */
export const changed = (order: Order, change: Partial<Order>): Order => ({
  ...order,
  ...change,
  updatedAt: new Date(Date.parse(order.updatedAt) + 1000).toISOString(),
});

/**
 * The owner's order routes over a list the test can read and change: PATCH and DELETE change
 * it as the API would (a changed order gets a newer updatedAt), unless the test has made them
 * fail. `listAnswer`, when set, answers the list instead.
 */
export function serveOwnerOrders(initial: Order[]) {
  const state = {
    orders: [...initial],
    listAnswer: undefined as Answer | undefined,
    failUpdates: false,
    failRemovals: false,
  };
  server.use(
    getMyRestaurantOrders(() => state.listAnswer ?? { status: 200, body: state.orders }),
    updateOrderStatus(({ body }, { orderId }) => {
      const order = state.orders.find((each) => each._id === orderId);
      if (state.failUpdates) return SERVER_ERROR;
      if (!order) return { status: 404, body: { message: 'Order not found' } };
      const saved = changed(order, { status: (body as { status: OrderStatus }).status });
      state.orders = state.orders.map((each) => (each === order ? saved : each));
      return { status: 200, body: saved };
    }),
    removeOrder((_, { orderId }) => {
      if (state.failRemovals) return SERVER_ERROR;
      state.orders = state.orders.filter((each) => each._id !== orderId);
      return { status: 200, body: { message: 'Order removed' } };
    }),
  );
  return state;
}
