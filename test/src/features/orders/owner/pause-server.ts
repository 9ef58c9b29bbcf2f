import { http } from 'msw';
import type { PausePayload, Restaurant } from '@contract/restaurant';
import { answering, type Answer } from '@test/src/msw/answer';
import { getMyRestaurant } from '@test/src/msw/handlers/restaurant';
import { apiUrl, server } from '@test/src/msw/server';
import { savedRestaurant } from '../../restaurant/restaurant-fixtures';

const PAUSE = apiUrl('/api/my/restaurant/pause');
const SERVER_ERROR: Answer = { status: 500, body: { message: 'Internal Server Error' } };
const MINUTE_MS = 60_000;

/** The restaurant paused as the API pauses it, from now. */
export function pausedRestaurant(restaurant: Restaurant, minutes: number | null): Restaurant {
  const until = minutes === null ? null : new Date(Date.now() + minutes * MINUTE_MS).toISOString();
  return { ...restaurant, isPaused: true, pausedUntil: until, isOpen: false, opensAt: until };
}

/**
 * The owner's restaurant and its pause routes (PUT and DELETE /api/my/restaurant/pause) over a
 * restaurant the test can read and change, unless the test has made them fail or holds them.
 */
export function servePausableRestaurant(initial: Restaurant = savedRestaurant()) {
  const state = {
    restaurant: initial,
    failPause: false,
    failResume: false,
    /** Awaited before each write is answered: a test can hold the answer back. */
    beforeWrite: undefined as ((method: 'PUT' | 'DELETE') => Promise<void>) | undefined,
  };
  server.use(
    getMyRestaurant(() => ({ status: 200, body: state.restaurant })),
    http.put(
      PAUSE,
      answering(async ({ body }) => {
        await state.beforeWrite?.('PUT');
        if (state.failPause) return SERVER_ERROR;
        state.restaurant = pausedRestaurant(state.restaurant, (body as PausePayload).minutes);
        return { status: 200, body: state.restaurant };
      }),
    ),
    http.delete(
      PAUSE,
      answering(async () => {
        await state.beforeWrite?.('DELETE');
        if (state.failResume) return SERVER_ERROR;
        const { restaurant } = state;
        state.restaurant = {
          ...restaurant,
          isPaused: false,
          pausedUntil: null,
          isOpen: true,
          opensAt: null,
        };
        return { status: 200, body: state.restaurant };
      }),
    ),
  );
  return state;
}
