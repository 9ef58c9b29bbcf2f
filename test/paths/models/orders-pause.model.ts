import { assign, setup } from 'xstate';
import type { PathModel } from '../path-model';

/** The pauses the paths try: the shortest offered, and one until resumed. */
export type PauseChoice = 15 | null;

export type PauseToast = 'Unable to pause new orders' | 'Unable to resume new orders';

export interface OrdersPauseModelContext {
  /** The pause the server has: none, for 15 minutes, or until resumed. */
  saved: 'none' | PauseChoice;
  /** The pause being asked for, while the server has not answered. */
  choice?: PauseChoice;
  /** Whole minutes left of a 15-minute pause. */
  minutesLeft: number;
  /** Requests sent: pauses (PUT) and resumes (DELETE). */
  pauses: number;
  resumes: number;
  /** Whether a minute has passed while paused (once a path). */
  waited: boolean;
  /**
   * Whether another device has paused or resumed (once a path, brought here by busy mode): while
   * taking orders or paused, or while this page's own pause or resume is out.
   */
  elsewhere: boolean;
  /** The toast the last step raised, if any. */
  toast?: PauseToast;
}

export type OrdersPauseModelEvent =
  /** The owner picks how long in 'Pause for' and presses 'Pause new orders'. */
  | { type: 'pause.choose'; minutes: PauseChoice }
  | { type: 'server.paused' }
  | { type: 'server.pauseFailed' }
  | { type: 'time.pass1min' }
  /** The whole of a 15-minute pause passes. */
  | { type: 'time.pass15min' }
  /** The owner presses 'Resume'. */
  | { type: 'pause.resume' }
  | { type: 'server.resumed' }
  | { type: 'server.resumeFailed' }
  /**
   * Another device pauses new orders until resumed, then the owner presses '+10 min' here: busy
   * mode's answer is the whole restaurant, its pause with it.
   */
  | { type: 'elsewhere.paused' }
  /** Another device resumes, then the owner presses '+10 min' here, as above. */
  | { type: 'elsewhere.resumed' };

type Context = OrdersPauseModelContext;
const PAUSE_MINUTES = 15;

/**
 * Pausing new orders from the Orders tab, with the state names of
 * machines/orders/orders-pause.machine.ts (its `checking` decides at once between `taking` and
 * `paused`, so it is not a state anyone sees). The guards keep the paths few: one pause a path;
 * a minute passing once, on either pause; the 15-minute pause running out, or the pause until
 * resumed resumed, answered either way; another device's pause or resume once, brought by busy
 * mode's answer while taking orders or paused until resumed (the page shows it), or while this
 * page's own pause until resumed or resume is out. Then the page notes it but waits for its own
 * answer, which alone ends the wait: a saved one changes nothing in the restaurant the page has,
 * and a failed one leaves the page with the other device's change (and the failure's toast).
 */
const ordersPauseModel = setup({
  types: { context: {} as Context, events: {} as OrdersPauseModelEvent },
  guards: {
    hasNotPaused: ({ context }) => context.pauses === 0,
    canWait: ({ context }) => !context.waited && context.resumes === 0 && !context.elsewhere,
    isFifteenMinutes: ({ context }) => context.saved === PAUSE_MINUTES && !context.waited,
    canResume: ({ context }) =>
      context.saved === null && !context.waited && context.resumes === 0 && !context.elsewhere,
    canPauseElsewhere: ({ context }) => context.pauses === 0 && !context.elsewhere,
    canPauseElsewhereToo: ({ context }) => context.choice === null && !context.elsewhere,
    canResumeElsewhere: ({ context }) =>
      context.saved === null && !context.waited && context.resumes === 0 && !context.elsewhere,
    wasChangedElsewhere: ({ context }) => context.elsewhere,
    wasNotChangedElsewhere: ({ context }) => !context.elsewhere,
  },
  actions: {
    savePause: assign(({ context }) => ({
      saved: context.choice ?? null,
      choice: undefined,
      minutesLeft: context.choice ?? 0,
      toast: undefined,
    })),
  },
}).createMachine({
  id: 'ordersPause',
  context: {
    saved: 'none',
    minutesLeft: 0,
    pauses: 0,
    resumes: 0,
    waited: false,
    elsewhere: false,
  },
  initial: 'taking',
  states: {
    taking: {
      on: {
        'pause.choose': {
          guard: 'hasNotPaused',
          target: 'pausing',
          actions: assign({
            choice: ({ event }) => event.minutes,
            pauses: ({ context }) => context.pauses + 1,
            toast: undefined,
          }),
        },
        'elsewhere.paused': {
          guard: 'canPauseElsewhere',
          target: 'paused',
          actions: assign({ elsewhere: true, saved: null, minutesLeft: 0, toast: undefined }),
        },
      },
    },
    pausing: {
      on: {
        'server.paused': [
          // After another device's pause, told apart so that some path has the page answered.
          {
            guard: 'wasChangedElsewhere',
            target: 'paused',
            meta: { requirements: ['FEAT-orders-pause-start'] },
            actions: 'savePause',
          },
          {
            target: 'paused',
            meta: { requirements: ['FEAT-orders-pause-start'] },
            actions: 'savePause',
          },
        ],
        // Noted, not shown: the page waits for its own answer, which saved finds the restaurant
        // as the page has it already.
        'elsewhere.paused': {
          guard: 'canPauseElsewhereToo',
          actions: assign({ elsewhere: true, saved: null, minutesLeft: 0, toast: undefined }),
        },
        'server.pauseFailed': [
          // After another device's pause, what the page noted holds: paused until resumed.
          {
            guard: 'wasChangedElsewhere',
            target: 'paused',
            actions: assign({ choice: undefined, toast: 'Unable to pause new orders' }),
          },
          {
            target: 'taking',
            actions: assign({ choice: undefined, toast: 'Unable to pause new orders' }),
          },
        ],
      },
    },
    paused: {
      on: {
        'time.pass1min': {
          guard: 'canWait',
          meta: { requirements: ['FEAT-orders-pause-minutes-left'] },
          actions: assign(({ context }) => ({
            waited: true,
            minutesLeft: context.saved === PAUSE_MINUTES ? context.minutesLeft - 1 : 0,
            toast: undefined,
          })),
        },
        'time.pass15min': {
          guard: 'isFifteenMinutes',
          meta: { requirements: ['FEAT-orders-pause-runs-out'] },
          target: 'taking',
          actions: assign({ saved: 'none', minutesLeft: 0, toast: undefined }),
        },
        'pause.resume': {
          guard: 'canResume',
          target: 'resuming',
          actions: assign({ resumes: ({ context }) => context.resumes + 1, toast: undefined }),
        },
        'elsewhere.resumed': {
          guard: 'canResumeElsewhere',
          target: 'taking',
          actions: assign({ elsewhere: true, saved: 'none', minutesLeft: 0, toast: undefined }),
        },
      },
    },
    resuming: {
      on: {
        // Noted while the resume is out: the pause, without an end, still shows none.
        'elsewhere.resumed': {
          guard: 'wasNotChangedElsewhere',
          actions: assign({ elsewhere: true, saved: 'none', toast: undefined }),
        },
        'server.resumed': [
          // After another device's resume, told apart as above.
          {
            guard: 'wasChangedElsewhere',
            target: 'taking',
            actions: assign({ saved: 'none' }),
            meta: { requirements: ['FEAT-orders-pause-resume'] },
          },
          {
            target: 'taking',
            actions: assign({ saved: 'none' }),
            meta: { requirements: ['FEAT-orders-pause-resume'] },
          },
        ],
        'server.resumeFailed': [
          // After another device's resume, what the page noted holds: taking orders.
          {
            guard: 'wasChangedElsewhere',
            target: 'taking',
            actions: assign({ toast: 'Unable to resume new orders' }),
          },
          { target: 'paused', actions: assign({ toast: 'Unable to resume new orders' }) },
        ],
      },
    },
  },
});

const stepText: Record<Exclude<OrdersPauseModelEvent['type'], 'pause.choose'>, string> = {
  'server.paused': 'the server pauses new orders',
  'server.pauseFailed': 'the server fails to pause them',
  'time.pass1min': 'a minute passes',
  'time.pass15min': '15 minutes pass',
  'pause.resume': 'press Resume',
  'server.resumed': 'the server takes orders again',
  'server.resumeFailed': 'the server fails to resume',
  'elsewhere.paused': "another device pauses until resumed, then press '+10 min'",
  'elsewhere.resumed': "another device resumes, then press '+10 min'",
};

const CHOICES: OrdersPauseModelEvent[] = [
  { type: 'pause.choose', minutes: PAUSE_MINUTES },
  { type: 'pause.choose', minutes: null },
];

export const pathModel: PathModel = {
  name: 'orders pause',
  machine: ordersPauseModel,
  events: CHOICES,
  describeEvent: (event) => {
    const step = event as OrdersPauseModelEvent;
    if (step.type !== 'pause.choose') return stepText[step.type];
    return step.minutes === null
      ? 'pause new orders until resumed'
      : `pause new orders for ${step.minutes} minutes`;
  },
};
