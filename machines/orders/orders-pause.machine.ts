import { assign, fromPromise, setup } from 'xstate';
import { PAUSE_CLOCK_TICK_MS } from './order-timing';

/** The pause of a restaurant as the API answers it (`pausedUntil` null: until resumed). */
export interface PauseFacts {
  isPaused: boolean;
  pausedUntil: string | null;
}

export interface OrdersPauseInput {
  pause: PauseFacts;
}

export interface OrdersPauseContext {
  pause: PauseFacts;
  /** The clock when the time left was last worked out. */
  now: number;
}

export type OrdersPauseEvent =
  /** The restaurant in the cache: the first copy, a refetch's, or a saved pause. */
  | { type: 'restaurant.updated'; pause: PauseFacts }
  /** 'Pause new orders', for a number of minutes or (null) until resumed. */
  | { type: 'pause.choose'; minutes: number | null }
  /** 'Resume'. */
  | { type: 'pause.resume' };

const msLeft = ({ pausedUntil }: PauseFacts, now: number) =>
  pausedUntil === null ? Infinity : Date.parse(pausedUntil) - now;

const isPausedAt = (pause: PauseFacts, now: number) => pause.isPaused && msLeft(pause, now) > 0;

/** Whole minutes left of a pause, or null when it lasts until resumed. */
export function selectMinutesLeft({ context }: { context: OrdersPauseContext }): number | null {
  const left = msLeft(context.pause, context.now);
  return Number.isFinite(left) ? Math.ceil(left / PAUSE_CLOCK_TICK_MS) : null;
}

// The call answers the whole restaurant; its pause is what counts here.
const savedPause = ({ isPaused, pausedUntil }: PauseFacts) => ({
  pause: { isPaused, pausedUntil },
  now: Date.now(),
});

/**
 * Pausing new orders from the owner's Orders tab: taking orders, or paused for a while (its time
 * left counted down each minute, and over when it runs out) or until resumed. The view feeds it
 * the cached restaurant and provides the calls (`pauseOrders`, `resumeOrders`, both answering
 * the restaurant) and the failure toasts; by default the calls fail and the toasts do nothing.
 */
export const ordersPauseMachine = setup({
  types: {
    input: {} as OrdersPauseInput,
    context: {} as OrdersPauseContext,
    events: {} as OrdersPauseEvent,
  },
  actors: {
    pauseOrders: fromPromise<PauseFacts, { minutes: number | null }>(async () => {
      throw new Error('pauseOrders is not provided');
    }),
    resumeOrders: fromPromise<PauseFacts>(async () => {
      throw new Error('resumeOrders is not provided');
    }),
  },
  actions: {
    notifyPauseFailed: () => undefined,
    notifyResumeFailed: () => undefined,
    notePause: assign(({ event }) => ({
      pause:
        event.type === 'restaurant.updated' ? event.pause : { isPaused: false, pausedUntil: null },
      now: Date.now(),
    })),
    tick: assign({ now: () => Date.now() }),
  },
  guards: {
    isPaused: ({ context }) => isPausedAt(context.pause, Date.now()),
  },
  delays: {
    // To the moment the minutes left go down by one.
    clockTick: ({ context }) => {
      const left = msLeft(context.pause, Date.now());
      return Number.isFinite(left)
        ? left % PAUSE_CLOCK_TICK_MS || PAUSE_CLOCK_TICK_MS
        : PAUSE_CLOCK_TICK_MS;
    },
  },
}).createMachine({
  id: 'ordersPause',
  context: ({ input }) => ({ pause: input.pause, now: Date.now() }),
  initial: 'checking',
  states: {
    // Whether the pause holds now: on opening, on every change and as each minute passes.
    checking: {
      always: [{ guard: 'isPaused', target: 'paused' }, { target: 'taking' }],
    },
    taking: {
      on: {
        'pause.choose': 'pausing',
        'restaurant.updated': { target: 'checking', actions: 'notePause' },
      },
    },
    pausing: {
      tags: 'busy',
      invoke: {
        src: 'pauseOrders',
        input: ({ event }) => ({ minutes: event.type === 'pause.choose' ? event.minutes : null }),
        onDone: { target: 'checking', actions: assign(({ event }) => savedPause(event.output)) },
        // Failed, the latest pause noted decides: another device may have paused since.
        onError: { target: 'checking', actions: 'notifyPauseFailed' },
      },
      on: {
        // Another device's change, noted while the pause is out; the pause's answer still ends
        // the wait, and if it fails, what was noted is what holds.
        'restaurant.updated': { actions: 'notePause' },
      },
    },
    paused: {
      tags: 'paused',
      entry: 'tick',
      after: { clockTick: 'checking' },
      on: {
        'pause.resume': 'resuming',
        'restaurant.updated': { target: 'checking', actions: 'notePause' },
      },
    },
    resuming: {
      tags: ['paused', 'busy'],
      invoke: {
        src: 'resumeOrders',
        onDone: { target: 'checking', actions: assign(({ event }) => savedPause(event.output)) },
        // Failed, the latest pause noted decides: another device may have resumed since.
        onError: { target: 'checking', actions: 'notifyResumeFailed' },
      },
      on: {
        // As in pausing: noted while the resume is out, which only its answer ends.
        'restaurant.updated': { actions: 'notePause' },
      },
    },
  },
});
