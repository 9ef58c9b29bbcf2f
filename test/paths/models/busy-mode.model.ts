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
  /** The toast the last step raised, if any. */
  toast?: BusyToast;
}

export type BusyModeModelEvent =
  /** The owner presses '+20 min' (the three choices are one control; the tab tests each). */
  | { type: 'busy.start' }
  | { type: 'server.started' }
  | { type: 'server.startFailed' }
  | { type: 'time.pass1min' }
  /** The whole hour of busy mode passes. */
  | { type: 'time.pass60min' }
  /** The owner presses 'End busy'. */
  | { type: 'busy.end' }
  | { type: 'server.ended' }
  | { type: 'server.endFailed' };

type Context = BusyModeModelContext;
const BUSY_MINUTES = 20;
const BUSY_FOR_MINUTES = 60;

/**
 * Busy mode from the Orders tab, with the state names of machines/orders/busy-mode.machine.ts
 * (its `checking` decides at once between `usual` and `busy`, so it is not a state anyone sees).
 * The guards keep the paths few: one start a path; a minute passing once; the hour running out,
 * or busy mode ended by the owner, answered either way.
 */
const busyModeModel = setup({
  types: { context: {} as Context, events: {} as BusyModeModelEvent },
  guards: {
    hasNotStarted: ({ context }) => context.starts === 0,
    canWait: ({ context }) => !context.waited && context.ends === 0,
    canEnd: ({ context }) => !context.waited && context.ends === 0,
  },
}).createMachine({
  id: 'busyMode',
  context: { saved: 'none', minutesLeft: 0, starts: 0, ends: 0, waited: false },
  initial: 'usual',
  states: {
    usual: {
      on: {
        'busy.start': {
          guard: 'hasNotStarted',
          target: 'starting',
          actions: assign({ starts: ({ context }) => context.starts + 1, toast: undefined }),
        },
      },
    },
    starting: {
      on: {
        'server.started': {
          target: 'busy',
          meta: { requirements: ['FEAT-busy-mode-start'] },
          actions: assign({
            saved: BUSY_MINUTES,
            minutesLeft: BUSY_FOR_MINUTES,
            toast: undefined,
          }),
        },
        'server.startFailed': {
          target: 'usual',
          actions: assign({ toast: 'Unable to start busy mode' }),
        },
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
      },
    },
    ending: {
      on: {
        'server.ended': {
          target: 'usual',
          meta: { requirements: ['FEAT-busy-mode-end'] },
          actions: assign({ saved: 'none', minutesLeft: 0 }),
        },
        'server.endFailed': {
          target: 'busy',
          actions: assign({ toast: 'Unable to end busy mode' }),
        },
      },
    },
  },
});

const stepText: Record<BusyModeModelEvent['type'], string> = {
  'busy.start': `press '+${BUSY_MINUTES} min'`,
  'server.started': 'the server starts busy mode',
  'server.startFailed': 'the server fails to start it',
  'time.pass1min': 'a minute passes',
  'time.pass60min': 'the hour passes',
  'busy.end': "press 'End busy'",
  'server.ended': 'the server ends busy mode',
  'server.endFailed': 'the server fails to end it',
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
