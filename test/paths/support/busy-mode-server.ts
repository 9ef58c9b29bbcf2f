import { http } from 'msw';
import type { BusyPayload } from '@contract/kitchen';
import type { PausePayload } from '@contract/restaurant';
import { getMyRestaurantOrders } from '../../src/msw/handlers/order';
import { answering } from '../../src/msw/answer';
import { apiUrl, sentRequests, server } from '../../src/msw/server';
import {
  busyFor,
  NOT_BUSY,
  savedRestaurant,
} from '../../src/features/restaurant/restaurant-fixtures';
import { pausedRestaurant } from '../../src/features/orders/owner/pause-server';
import { serveBusyRestaurant } from '../../src/features/orders/owner/busy-mode-server';
import { createHeldWriteSlot, untilAnswered } from './held-write';
import type { BusyWrite } from './busy-mode-expected';

/** The server's switch that fails each kind of write. */
const FAILS = { PUT: 'failStart', DELETE: 'failEnd' } as const;

const BUSY = apiUrl('/api/my/restaurant/busy');

/**
 * The owner's API on the test network, for a restaurant at its usual delivery time with no orders
 * yet. A start or an end of busy mode waits until the test has the server answer it, so the page
 * can be looked at while the request is out. A pause is saved at once, answering the restaurant
 * with its busy mode, as another device may have changed it. A start can also be saved with its
 * answer held back, so that another answer reaches the page first.
 */
export function fakeBusyServer() {
  const api = serveBusyRestaurant(savedRestaurant());
  const writes = createHeldWriteSlot<BusyWrite>();
  /** While a start is saved with its answer held: told once it is saved, waiting to answer. */
  let answerHeld: { saved: () => void; answered: Promise<void> } | undefined;
  server.use(
    getMyRestaurantOrders({ status: 200, body: [] }),
    // The start as serveBusyRestaurant answers it, except that its answer may be held once saved.
    http.put(
      BUSY,
      answering(async ({ body }) => {
        if (!(await untilAnswered(writes, 'PUT'))) {
          return { status: 500, body: { message: 'Internal Server Error' } };
        }
        const { minutes, forMinutes } = body as BusyPayload;
        api.restaurant = { ...api.restaurant, ...busyFor(Number(minutes), forMinutes) };
        const saved = api.restaurant;
        if (answerHeld) {
          const { answered } = answerHeld;
          answerHeld.saved();
          await answered;
        }
        return { status: 200, body: saved };
      }),
    ),
    http.put(
      apiUrl('/api/my/restaurant/pause'),
      answering(({ body }) => {
        api.restaurant = pausedRestaurant(api.restaurant, (body as PausePayload).minutes);
        return { status: 200, body: api.restaurant };
      }),
    ),
  );
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
    /**
     * The server saves the held start, but holds its answer: the page is not told until the
     * returned function lets the answer (the restaurant as the start saved it) go.
     */
    saveStartHoldingAnswer: async (): Promise<() => void> => {
      let answer = () => undefined as void;
      const answered = new Promise<void>((resolve) => {
        answer = resolve;
      });
      const saved = new Promise<void>((resolve) => {
        answerHeld = { saved: resolve, answered };
      });
      writes.answer('PUT', true);
      await saved;
      answerHeld = undefined;
      return answer;
    },
    /** Another device starts busy mode, +`minutes` for an hour: the page is not told. */
    startElsewhere: (minutes: number) => {
      api.restaurant = { ...api.restaurant, ...busyFor(minutes) };
    },
    /** Another device ends busy mode: the page is not told. */
    endElsewhere: () => {
      const { busyMinutes, busyUntil } = NOT_BUSY;
      api.restaurant = { ...api.restaurant, busyMinutes, busyUntil };
    },
  };
}
