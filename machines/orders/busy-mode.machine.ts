import { assign, fromPromise, setup } from 'xstate';
import { BUSY_CLOCK_TICK_MS } from './order-timing';

/** Busy mode as the API answers it: minutes added now (0: not busy), and until when. */
export interface BusyFacts {
  busyMinutes: number;
  busyUntil: string | null;
}

export interface BusyModeInput {
  busy: BusyFacts;
}

export interface BusyModeContext {
  /** Busy mode as the page shows it. */
  busy: BusyFacts;
  /** The clock when the time left was last worked out. */
  now: number;
  /**
   * While the page's own end is out: the latest busy mode it was told of, which holds if that
   * end fails. Kept apart so that the page goes on showing busy mode as it was until the answer.
   */
  noted: BusyFacts;
}

export type BusyModeEvent =
  /** The restaurant in the cache: the first copy, a refetch's, or a saved busy mode. */
  | { type: 'restaurant.updated'; busy: BusyFacts }
  /** '+10 min', '+20 min' or '+30 min'. */
  | { type: 'busy.start'; minutes: number }
  /** 'End busy'. */
  | { type: 'busy.end' };

const NOT_BUSY: BusyFacts = { busyMinutes: 0, busyUntil: null };

const msLeft = ({ busyUntil }: BusyFacts, now: number) =>
  busyUntil === null ? 0 : Date.parse(busyUntil) - now;

const isBusyAt = (busy: BusyFacts, now: number) => busy.busyMinutes > 0 && msLeft(busy, now) > 0;

/** Whole minutes left of busy mode (0 when not busy). */
export function selectMinutesLeft({ context }: { context: BusyModeContext }): number {
  return Math.max(0, Math.ceil(msLeft(context.busy, context.now) / BUSY_CLOCK_TICK_MS));
}

/** The minutes busy mode adds to the delivery time. */
export function selectBusyMinutes({ context }: { context: BusyModeContext }): number {
  return context.busy.busyMinutes;
}

// The call answers the whole restaurant; its busy mode is what counts here.
const savedBusy = ({ busyMinutes, busyUntil }: BusyFacts) => ({
  busy: { busyMinutes, busyUntil },
  now: Date.now(),
});

/**
 * Busy mode from the owner's Orders tab: the usual delivery time, or busy (its time left counted
 * down each minute, and over when it runs out, as the API ends it by the clock too). The view
 * feeds it the cached restaurant and provides the calls (`startBusy`, `endBusy`, both answering
 * the restaurant) and the failure toasts; by default the calls fail and the toasts do nothing.
 * It follows machines/orders/orders-pause.machine.ts, the pause beside it on the tab.
 */
export const busyModeMachine = setup({
  types: {
    input: {} as BusyModeInput,
    context: {} as BusyModeContext,
    events: {} as BusyModeEvent,
  },
  actors: {
    startBusy: fromPromise<BusyFacts, { minutes: number }>(async () => {
      throw new Error('startBusy is not provided');
    }),
    endBusy: fromPromise<BusyFacts>(async () => {
      throw new Error('endBusy is not provided');
    }),
  },
  actions: {
    notifyStartFailed: () => undefined,
    notifyEndFailed: () => undefined,
    noteBusy: assign(({ event }) => ({
      busy: event.type === 'restaurant.updated' ? event.busy : NOT_BUSY,
      now: Date.now(),
    })),
    tick: assign({ now: () => Date.now() }),
    noteAside: assign({
      noted: ({ context, event }) =>
        event.type === 'restaurant.updated' ? event.busy : context.noted,
    }),
    keepAside: assign({ noted: ({ context }) => context.busy }),
    takeNoted: assign(({ context }) => ({ busy: context.noted, now: Date.now() })),
  },
  guards: {
    isBusy: ({ context }) => isBusyAt(context.busy, Date.now()),
  },
  delays: {
    // To the moment the minutes left go down by one.
    clockTick: ({ context }) =>
      msLeft(context.busy, Date.now()) % BUSY_CLOCK_TICK_MS || BUSY_CLOCK_TICK_MS,
  },
}).createMachine({
  id: 'busyMode',
  context: ({ input }) => ({ busy: input.busy, now: Date.now(), noted: input.busy }),
  initial: 'checking',
  states: {
    // Whether busy mode holds now: on opening, on every change and as each minute passes.
    checking: {
      always: [{ guard: 'isBusy', target: 'busy' }, { target: 'usual' }],
    },
    usual: {
      on: {
        'busy.start': 'starting',
        'restaurant.updated': { target: 'checking', actions: 'noteBusy' },
      },
    },
    starting: {
      tags: 'saving',
      invoke: {
        src: 'startBusy',
        input: ({ event }) => ({ minutes: event.type === 'busy.start' ? event.minutes : 0 }),
        onDone: { target: 'checking', actions: assign(({ event }) => savedBusy(event.output)) },
        // Failed, the latest busy mode noted decides: another device may have started it since.
        onError: { target: 'checking', actions: 'notifyStartFailed' },
      },
      on: {
        // Another device's change, noted while the start is out; the start's answer still ends
        // the wait, and if it fails, what was noted is what holds.
        'restaurant.updated': { actions: 'noteBusy' },
      },
    },
    busy: {
      tags: 'busy',
      entry: 'tick',
      after: { clockTick: 'checking' },
      on: {
        'busy.end': 'ending',
        'restaurant.updated': { target: 'checking', actions: 'noteBusy' },
      },
    },
    ending: {
      tags: ['busy', 'saving'],
      entry: 'keepAside',
      invoke: {
        src: 'endBusy',
        onDone: { target: 'checking', actions: assign(({ event }) => savedBusy(event.output)) },
        // Failed, the latest busy mode noted decides: another device may have ended it since.
        onError: { target: 'checking', actions: ['takeNoted', 'notifyEndFailed'] },
      },
      on: {
        // As in starting, noted while the end is out, which only its answer ends; but aside, as
        // busy mode is on the screen here: another device's end would show 'Busy: +0 min, 0 min
        // left' until then. (While starting, the choices show no figures.)
        'restaurant.updated': { actions: 'noteAside' },
      },
    },
  },
});
