import { http } from 'msw';
import type { BusyPayload } from '@contract/kitchen';
import { getMyRestaurantOrders } from '../../src/msw/handlers/order';
import { answering } from '../../src/msw/answer';
import { apiUrl, sentRequests, server } from '../../src/msw/server';
import { busyFor, savedRestaurant } from '../../src/features/restaurant/restaurant-fixtures';
import {
  pausedRestaurant,
  servePausableRestaurant,
} from '../../src/features/orders/owner/pause-server';
import { createHeldWriteSlot, untilAnswered } from './held-write';
import type { PauseWrite } from './orders-pause-expected';

/** The server's switch that fails each kind of write. */
const FAILS = { PUT: 'failPause', DELETE: 'failResume' } as const;

/**
 * The owner's API on the test network, for a restaurant that takes orders and has none yet. A
 * pause or a resume waits until the test has the server answer it, so the page can be looked at
 * while the request is out. Busy mode starts at once, answering the restaurant with its pause,
 * as another device may have changed it.
 */
export function fakePauseServer() {
  const api = servePausableRestaurant(savedRestaurant());
  const writes = createHeldWriteSlot<PauseWrite>();
  server.use(
    getMyRestaurantOrders({ status: 200, body: [] }),
    http.put(
      apiUrl('/api/my/restaurant/busy'),
      answering(({ body }) => {
        const { minutes, forMinutes } = body as BusyPayload;
        api.restaurant = { ...api.restaurant, ...busyFor(Number(minutes), forMinutes) };
        return { status: 200, body: api.restaurant };
      }),
    ),
  );
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
    /** Another device pauses new orders until resumed: the page is not told. */
    pauseElsewhere: () => {
      api.restaurant = pausedRestaurant(api.restaurant, null);
    },
    /** Another device resumes: the page is not told. */
    resumeElsewhere: () => {
      const resumed = { isPaused: false, pausedUntil: null, isOpen: true, opensAt: null };
      api.restaurant = { ...api.restaurant, ...resumed };
    },
  };
}
