import { assign, setup } from 'xstate';
import type { PathModel } from '../path-model';

export type BusyToast = 'Unable to start busy mode' | 'Unable to end busy mode';

export interface BusyModeModelContext {
  /** The minutes busy mode adds on the server: none, or the 20 the paths choose. */
  saved: 'none' | 20;
  /** Whole minutes left of busy mode. */
  minutesLeft: number;
  /** Requests sent: starts (PUT) and ends (DELETE). */
  starts: number;
  ends: number;
  /** Whether a minute has passed while busy (once a path). */
  waited: boolean;
  /**
   * Whether another device has started or ended busy mode (once a path, told by the pause): at
   * the usual time or while busy, or while this page's own start or end is out.
   */
  elsewhere: boolean;
  /** Whether the pause's answer has overtaken the start's (once a path, which ends there). */
  overtaken: boolean;
  /** The toast the last step raised, if any. */
  toast?: BusyToast;
}

export type BusyModeModelEvent =
  /** The owner presses '+20 min' (the three choices are one control; the tab tests each). */
  | { type: 'busy.start' }
  | { type: 'server.started' }
  /**
   * The server saves the start, but its answer is slow: the owner presses 'Pause new orders',
   * whose answer (the whole restaurant, busy mode on) reaches the page first; then the start's.
   */
  | { type: 'server.startedAnswerLate' }
  | { type: 'server.startFailed' }
  | { type: 'time.pass1min' }
  /** The whole hour of busy mode passes. */
  | { type: 'time.pass60min' }
  /** The owner presses 'End busy'. */
  | { type: 'busy.end' }
  | { type: 'server.ended' }
  | { type: 'server.endFailed' }
  /**
   * Another device starts busy mode (+20 min), then the owner presses 'Pause new orders' here:
   * the pause's answer is the whole restaurant, its busy mode with it.
   */
  | { type: 'elsewhere.started' }
  /** Another device ends busy mode, then the owner presses 'Pause new orders' here, as above. */
  | { type: 'elsewhere.ended' };

type Context = BusyModeModelContext;
const BUSY_MINUTES = 20;
const BUSY_FOR_MINUTES = 60;

/**
 * Busy mode from the Orders tab, with the state names of machines/orders/busy-mode.machine.ts
 * (its `checking` decides at once between `usual` and `busy`, so it is not a state anyone sees).
 * The guards keep the paths few: one start a path; a minute passing once; the hour running out,
 * or busy mode ended by the owner, answered either way; another device's start or end once,
 * brought by the pause's answer at the usual time or while busy (the page shows it), or while
 * this page's own start or end is out. Then the page notes it but waits for its own answer,
 * which alone ends the wait: a saved end changes nothing in the restaurant the page has, and a
 * failed start or end leaves the page with the other device's change (and the failure's toast);
 * after another device's start only the failure is tried. And once, the start saved but its
 * answer overtaken by the pause's, which brings busy mode first, so that the late answer changes
 * nothing in the restaurant the page has (the path ends there).
 */
const busyModeModel = setup({
  types: { context: {} as Context, events: {} as BusyModeModelEvent },
  guards: {
    hasNotStarted: ({ context }) => context.starts === 0,
    canWait: ({ context }) =>
      !context.waited && context.ends === 0 && !context.elsewhere && !context.overtaken,
    canEnd: ({ context }) =>
      !context.waited && context.ends === 0 && !context.elsewhere && !context.overtaken,
    canStartElsewhere: ({ context }) => context.starts === 0 && !context.elsewhere,
    wasChangedElsewhere: ({ context }) => context.elsewhere,
    wasNotChangedElsewhere: ({ context }) => !context.elsewhere,
  },
}).createMachine({
  id: 'busyMode',
  context: {
    saved: 'none',
    minutesLeft: 0,
    starts: 0,
    ends: 0,
    waited: false,
    elsewhere: false,
    overtaken: false,
  },
  initial: 'usual',
  states: {
    usual: {
      on: {
        'busy.start': {
          guard: 'hasNotStarted',
          target: 'starting',
          actions: assign({ starts: ({ context }) => context.starts + 1, toast: undefined }),
        },
        'elsewhere.started': {
          guard: 'canStartElsewhere',
          target: 'busy',
          actions: assign({
            elsewhere: true,
            saved: BUSY_MINUTES,
            minutesLeft: BUSY_FOR_MINUTES,
            toast: undefined,
          }),
        },
      },
    },
    starting: {
      on: {
        // Noted, not shown: the choices wait for the start's own answer.
        'elsewhere.started': {
          guard: 'wasNotChangedElsewhere',
          actions: assign({
            elsewhere: true,
            saved: BUSY_MINUTES,
            minutesLeft: BUSY_FOR_MINUTES,
            toast: undefined,
          }),
        },
        'server.started': {
          guard: 'wasNotChangedElsewhere',
          target: 'busy',
          meta: { requirements: ['FEAT-busy-mode-start'] },
          actions: assign({
            saved: BUSY_MINUTES,
            minutesLeft: BUSY_FOR_MINUTES,
            toast: undefined,
          }),
        },
        // The page has busy mode from the pause's answer, but only its own answer ends the wait.
        'server.startedAnswerLate': {
          guard: 'wasNotChangedElsewhere',
          target: 'busy',
          meta: { requirements: ['FEAT-busy-mode-start'] },
          actions: assign({
            overtaken: true,
            saved: BUSY_MINUTES,
            minutesLeft: BUSY_FOR_MINUTES,
            toast: undefined,
          }),
        },
        'server.startFailed': [
          // After another device's start, what the page noted holds: busy, its hour from then.
          {
            guard: 'wasChangedElsewhere',
            target: 'busy',
            actions: assign({ toast: 'Unable to start busy mode' }),
          },
          { target: 'usual', actions: assign({ toast: 'Unable to start busy mode' }) },
        ],
      },
    },
    busy: {
      on: {
        'time.pass1min': {
          guard: 'canWait',
          actions: assign(({ context }) => ({
            waited: true,
            minutesLeft: context.minutesLeft - 1,
            toast: undefined,
          })),
        },
        'time.pass60min': {
          guard: 'canEnd',
          meta: { requirements: ['FEAT-busy-mode-ends-by-clock'] },
          target: 'usual',
          actions: assign({ saved: 'none', minutesLeft: 0, toast: undefined }),
        },
        'busy.end': {
          guard: 'canEnd',
          target: 'ending',
          actions: assign({ ends: ({ context }) => context.ends + 1, toast: undefined }),
        },
        'elsewhere.ended': {
          guard: 'canEnd',
          target: 'usual',
          actions: assign({ elsewhere: true, saved: 'none', minutesLeft: 0, toast: undefined }),
        },
      },
    },
    ending: {
      on: {
        // Noted while the end is out, not shown: busy mode shows as it was until the answer.
        'elsewhere.ended': {
          guard: 'wasNotChangedElsewhere',
          actions: assign({ elsewhere: true, toast: undefined }),
        },
        'server.ended': [
          // After another device's end, told apart so that some path has the page answered.
          {
            guard: 'wasChangedElsewhere',
            target: 'usual',
            meta: { requirements: ['FEAT-busy-mode-end'] },
            actions: assign({ saved: 'none', minutesLeft: 0 }),
          },
          {
            target: 'usual',
            meta: { requirements: ['FEAT-busy-mode-end'] },
            actions: assign({ saved: 'none', minutesLeft: 0 }),
          },
        ],
        'server.endFailed': [
          // After another device's end, what the page noted holds: not busy.
          {
            guard: 'wasChangedElsewhere',
            target: 'usual',
            actions: assign({ saved: 'none', minutesLeft: 0, toast: 'Unable to end busy mode' }),
          },
          { target: 'busy', actions: assign({ toast: 'Unable to end busy mode' }) },
        ],
      },
    },
  },
});

const stepText: Record<BusyModeModelEvent['type'], string> = {
  'busy.start': `press '+${BUSY_MINUTES} min'`,
  'server.started': 'the server starts busy mode',
  'server.startedAnswerLate':
    "the server starts busy mode, its answer slow; press 'Pause new orders', whose answer comes first, then the start's",
  'server.startFailed': 'the server fails to start it',
  'time.pass1min': 'a minute passes',
  'time.pass60min': 'the hour passes',
  'busy.end': "press 'End busy'",
  'server.ended': 'the server ends busy mode',
  'server.endFailed': 'the server fails to end it',
  'elsewhere.started': "another device starts busy mode, then press 'Pause new orders'",
  'elsewhere.ended': "another device ends busy mode, then press 'Pause new orders'",
};

const EVENTS: BusyModeModelEvent[] = (Object.keys(stepText) as BusyModeModelEvent['type'][]).map(
  (type) => ({ type }) as BusyModeModelEvent,
);

export const pathModel: PathModel = {
  name: 'busy mode',
  machine: busyModeModel,
  events: EVENTS,
  describeEvent: (event) => stepText[(event as BusyModeModelEvent).type],
};
