import { getMyRestaurantOrders } from '../../src/msw/handlers/order';
import { sentRequests, server } from '../../src/msw/server';
import { savedRestaurant } from '../../src/features/restaurant/restaurant-fixtures';
import { servePausableRestaurant } from '../../src/features/orders/owner/pause-server';

type Write = 'PUT' | 'DELETE';

/**
 * The owner's API on the test network, for a restaurant that takes orders and has none yet. A
 * pause or a resume waits until the test has the server answer it, so the page can be looked at
 * while the request is out.
 */
export function fakePauseServer() {
  const api = servePausableRestaurant(savedRestaurant());
  let held: { method: Write; answer: (succeeds: boolean) => void } | undefined;
  const hold = (method: Write, fail: 'failPause' | 'failResume') =>
    new Promise<void>((resolve) => {
      held = {
        method,
        answer: (succeeds) => {
          api[fail] = !succeeds;
          resolve();
        },
      };
    });
  server.use(getMyRestaurantOrders({ status: 200, body: [] }));
  api.beforeWrite = (method) => hold(method, method === 'PUT' ? 'failPause' : 'failResume');

  return {
    /** How many requests of this kind the page has sent. */
    sentCount: (method: Write) =>
      sentRequests().filter(
        (request) => request.method === method && request.path.endsWith('/pause'),
      ).length,
    /** The kind of write waiting for an answer, if any. */
    heldWrite: () => held?.method,
    answer(method: Write, succeeds: boolean) {
      if (held?.method !== method) throw new Error(`No ${method} is waiting for an answer`);
      const { answer } = held;
      held = undefined;
      answer(succeeds);
    },
  };
}
