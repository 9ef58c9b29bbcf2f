import { getMyRestaurantOrders } from '../../src/msw/handlers/order';
import { sentRequests, server } from '../../src/msw/server';
import { savedRestaurant } from '../../src/features/restaurant/restaurant-fixtures';
import { serveBusyRestaurant } from '../../src/features/orders/owner/busy-mode-server';
import { createHeldWriteSlot, untilAnswered } from './held-write';
import type { BusyWrite } from './busy-mode-expected';

/** The server's switch that fails each kind of write. */
const FAILS = { PUT: 'failStart', DELETE: 'failEnd' } as const;

/**
 * The owner's API on the test network, for a restaurant at its usual delivery time with no orders
 * yet. A start or an end of busy mode waits until the test has the server answer it, so the page
 * can be looked at while the request is out.
 */
export function fakeBusyServer() {
  const api = serveBusyRestaurant(savedRestaurant());
  const writes = createHeldWriteSlot<BusyWrite>();
  server.use(getMyRestaurantOrders({ status: 200, body: [] }));
  api.beforeWrite = async (method) => {
    api[FAILS[method]] = !(await untilAnswered(writes, method));
  };

  return {
    /** How many requests of this kind the page has sent. */
    sentCount: (method: BusyWrite) =>
      sentRequests().filter(
        (request) => request.method === method && request.path.endsWith('/busy'),
      ).length,
    heldWrite: writes.heldWrite,
    answer: writes.answer,
  };
}
