import { getMyRestaurantOrders } from '../../src/msw/handlers/order';
import { sentRequests, server } from '../../src/msw/server';
import { savedRestaurant } from '../../src/features/restaurant/restaurant-fixtures';
import { servePausableRestaurant } from '../../src/features/orders/owner/pause-server';
import { createHeldWriteSlot, untilAnswered } from './held-write';
import type { PauseWrite } from './orders-pause-expected';

/** The server's switch that fails each kind of write. */
const FAILS = { PUT: 'failPause', DELETE: 'failResume' } as const;

/**
 * The owner's API on the test network, for a restaurant that takes orders and has none yet. A
 * pause or a resume waits until the test has the server answer it, so the page can be looked at
 * while the request is out.
 */
export function fakePauseServer() {
  const api = servePausableRestaurant(savedRestaurant());
  const writes = createHeldWriteSlot<PauseWrite>();
  server.use(getMyRestaurantOrders({ status: 200, body: [] }));
  api.beforeWrite = async (method) => {
    api[FAILS[method]] = !(await untilAnswered(writes, method));
  };

  return {
    /** How many requests of this kind the page has sent. */
    sentCount: (method: PauseWrite) =>
      sentRequests().filter(
        (request) => request.method === method && request.path.endsWith('/pause'),
      ).length,
    heldWrite: writes.heldWrite,
    answer: writes.answer,
  };
}
