import type { Order } from '@contract/order';
import type { OrderStatus } from '@contract/order-status';
import { fakeApi, type Answer, type SentRequest } from '../../user/fake-api';

const LIST = '/api/my/restaurant/order';

/**
 * The owner's order routes over a list the test can read and change: PATCH and DELETE change
 * it as the API would, unless the test has made them fail.
 */
export function fakeOwnerOrders(initial: Order[]) {
  const server = {
    orders: [...initial],
    listAnswer: undefined as Answer | undefined,
    failUpdates: false,
    failRemovals: false,
    sent: [] as SentRequest[],
  };
  const routes: Parameters<typeof fakeApi>[0] = {
    [`GET ${LIST}`]: () => server.listAnswer ?? { status: 200, body: server.orders },
  };
  for (const order of initial) {
    routes[`PATCH ${LIST}/${order._id}/status`] = (request) => {
      if (server.failUpdates) return { status: 500, body: { message: 'Internal Server Error' } };
      const { status } = request.body as { status: OrderStatus };
      server.orders = server.orders.map((each) =>
        each._id === order._id ? { ...each, status } : each,
      );
      return { status: 200, body: server.orders.find((each) => each._id === order._id) };
    };
    routes[`DELETE ${LIST}/${order._id}`] = () => {
      if (server.failRemovals) return { status: 500, body: { message: 'Internal Server Error' } };
      server.orders = server.orders.filter((each) => each._id !== order._id);
      return { status: 200, body: { message: 'Order removed' } };
    };
  }
  server.sent = fakeApi(routes);
  return server;
}

/** 'METHOD /path' of each request sent, in order. */
export const routesSent = (sent: SentRequest[]) =>
  sent.map((request) => `${request.method} ${request.path}`);
