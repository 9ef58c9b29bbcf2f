import { http } from 'msw';
import type { BusyPayload } from '@contract/kitchen';
import type { Restaurant } from '@contract/restaurant';
import { answering, type Answer } from '@test/src/msw/answer';
import { getMyRestaurant } from '@test/src/msw/handlers/restaurant';
import { apiUrl, server } from '@test/src/msw/server';
import { busyFor, NOT_BUSY, savedRestaurant } from '../../restaurant/restaurant-fixtures';

const BUSY = apiUrl('/api/my/restaurant/busy');
const SERVER_ERROR: Answer = { status: 500, body: { message: 'Internal Server Error' } };

/**
 * The owner's restaurant and its busy routes (PUT and DELETE /api/my/restaurant/busy) over a
 * restaurant the test can read and change, unless the test has made them fail or holds them.
 */
export function serveBusyRestaurant(initial: Restaurant = savedRestaurant()) {
  const state = {
    restaurant: initial,
    failStart: false,
    failEnd: false,
    /** Awaited before each write is answered: a test can hold the answer back. */
    beforeWrite: undefined as ((method: 'PUT' | 'DELETE') => Promise<void>) | undefined,
  };
  server.use(
    getMyRestaurant(() => ({ status: 200, body: state.restaurant })),
    http.put(
      BUSY,
      answering(async ({ body }) => {
        await state.beforeWrite?.('PUT');
        if (state.failStart) return SERVER_ERROR;
        const { minutes, forMinutes } = body as BusyPayload;
        state.restaurant = { ...state.restaurant, ...busyFor(Number(minutes), forMinutes) };
        return { status: 200, body: state.restaurant };
      }),
    ),
    http.delete(
      BUSY,
      answering(async () => {
        await state.beforeWrite?.('DELETE');
        if (state.failEnd) return SERVER_ERROR;
        const { busyMinutes, busyUntil } = NOT_BUSY;
        state.restaurant = { ...state.restaurant, busyMinutes, busyUntil };
        return { status: 200, body: state.restaurant };
      }),
    ),
  );
  return state;
}
