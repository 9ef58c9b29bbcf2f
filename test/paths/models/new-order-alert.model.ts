import { and, assign, setup } from 'xstate';
import type { PathModel } from '../path-model';

/**
 * The two orders customers pay for, one after the other: Ada's, then Bob's, which arrives in its
 * last minutes before the server rejects it (the restaurant gave it a short window).
 */
export const NEW_ORDERS = ['ada', 'bob'] as const;
export type NewOrder = (typeof NEW_ORDERS)[number];
export const URGENT_ORDER: NewOrder = 'bob';

/** The chimes 30 seconds bring: one, or three while an order waits in its last minutes. */
const CHIMES_IN_30S = { calm: 1, urgent: 3 } as const;

export type AlertToast = 'Order accepted' | 'Unable to accept order';

export interface NewOrderAlertModelContext {
  /** How many orders customers have paid for (the list shows them all, newest first). */
  placed: number;
  /** The new orders the owner sees waiting, newest first. */
  waiting: NewOrder[];
  /** The order whose Accept the server has not answered yet. */
  accepting?: NewOrder;
  /** The order the server has accepted: In Progress. */
  inProgress?: NewOrder;
  /** Accepts pressed: one request each. */
  accepts: number;
  muted: boolean;
  muteToggles: number;
  /** Whether the browser shows notifications now (alerts enabled and allowed). */
  notifying: boolean;
  /** Steps about notifications: the button, the prompt, the site's settings. */
  permissionSteps: number;
  /** Whether the owner's press of Enable alerts has let the page's sound play. */
  soundUnlocked: boolean;
  /** 30-second steps taken. */
  repeats: number;
  /** What the last step did: chimes, notifications, a toast. */
  chimes: number;
  notified: NewOrder[];
  toast?: AlertToast;
}

export type NewOrderAlertModelEvent =
  /** A customer pays for the next order; the tab's next poll brings it. */
  | { type: 'order.placed' }
  /** The owner presses Accept on the newest waiting order. */
  | { type: 'order.accept' }
  | { type: 'server.accepted' }
  | { type: 'server.acceptFailed' }
  | { type: 'time.pass30s' }
  | { type: 'mute.toggle' }
  | { type: 'alerts.enable' }
  /** The owner answers the browser's prompt, or closes it. */
  | { type: 'prompt.allow' }
  | { type: 'prompt.block' }
  | { type: 'prompt.dismiss' }
  /** The owner changes the site's notification setting in the browser. */
  | { type: 'settings.allow' }
  | { type: 'settings.block' };

type Context = NewOrderAlertModelContext;
const quiet = { chimes: 0, notified: [], toast: undefined } satisfies Partial<Context>;
const permissionStep = ({ context }: { context: Context }) => context.permissionSteps + 1;

// The requirements shared by several transitions (see test/paths/requirements/requirements.ts).
const announces = { requirements: ['FEAT-new-order-alert-announce'] };
const repeats = { requirements: ['FEAT-new-order-alert-repeat'] };
const putBackUnannounced = { requirements: ['FEAT-new-order-alert-failed-accept-not-announced'] };
const asksOnEnable = { requirements: ['FEAT-new-order-alert-ask-on-enable'] };
const followsSettings = { requirements: ['FEAT-new-order-alert-follow-settings'] };

/**
 * The new-order alert of the owner's Orders tab as the owner meets it: the product machine's
 * regions (machines/orders/new-order-alert.machine.ts: `waiting`, `notifications`) and the
 * Accept the server has not answered yet, run in parallel. The paths try every event a state
 * listens to; the guards keep them a tree of a few dozen, each telling one story: either the
 * notifications (the browser's question answered, then the site's settings changed once or an
 * order placed, and a second one once they are on; Enable alerts pressed while the first order
 * waits, then blocked, or allowed and a second order; or the settings changed at once), or the
 * orders with alerts left off: Mute before the first one (then a quiet 30 s, or unmuting); one
 * Accept, on the first order or the second, answered either way, and 30 s after an urgent order
 * is accepted; a 30-second step at the end to hear what follows.
 */
const newOrderAlertModel = setup({
  types: { context: {} as Context, events: {} as NewOrderAlertModelEvent },
  guards: {
    canPlace: ({ context: c }) =>
      !c.accepting &&
      (c.permissionSteps === 0
        ? c.placed === 0 ||
          (c.placed === 1 && c.muteToggles === 0 && c.repeats === 0 && c.accepts === 0)
        : // Once notifications are on, a second order is told of while the first still waits.
          c.permissionSteps === 2 && (c.placed === 0 || (c.placed === 1 && c.notifying))),
    canAccept: ({ context: c }) =>
      !c.accepting &&
      c.permissionSteps === 0 &&
      c.waiting.length > 0 &&
      c.accepts === 0 &&
      c.muteToggles === 0 &&
      c.repeats === 0,
    canAcceptLast: ({ context: c }) => c.waiting.length === 1,
    isAccepting: ({ context: c }) => c.accepting !== undefined,
    canWait: ({ context: c }) =>
      !c.accepting && c.permissionSteps === 0 && c.placed > 0 && c.repeats === 0,
    canToggleMute: ({ context: c }) =>
      !c.accepting &&
      c.permissionSteps === 0 &&
      ((c.placed === 0 && c.muteToggles === 0) || (c.muted && c.placed === 1 && c.repeats === 0)),
    isUntouched: ({ context: c }) =>
      c.permissionSteps === 0 && c.placed === 0 && c.muteToggles === 0,
    /** One order waits, and nothing else was done: Enable alerts may be pressed while it does. */
    isFirstOrderWaiting: ({ context: c }) =>
      !c.accepting &&
      c.permissionSteps === 0 &&
      c.placed === 1 &&
      c.waiting.length === 1 &&
      c.muteToggles === 0 &&
      c.repeats === 0 &&
      c.accepts === 0,
    /** No order yet: the question is closed unanswered only then, and answered either way. */
    isNothingPlaced: ({ context: c }) => c.placed === 0,
    /** The server has accepted one order while another still waits. */
    isOneInProgress: ({ context: c }) => c.inProgress !== undefined,
    isAnswered: ({ context: c }) => c.permissionSteps === 2 && c.placed === 0,
  },
  actions: {
    place: assign(({ context }) => {
      const order = NEW_ORDERS[context.placed];
      return {
        ...quiet,
        placed: context.placed + 1,
        waiting: [order, ...context.waiting],
        chimes: context.muted ? 0 : 1,
        notified: context.notifying ? [order] : [],
      };
    }),
    // The order leaves the waiting ones at once: the cache shows it In Progress meanwhile.
    accept: assign(({ context }) => ({
      ...quiet,
      waiting: context.waiting.slice(1),
      accepting: context.waiting[0],
      accepts: context.accepts + 1,
    })),
    noteSaved: assign(({ context }) => ({
      ...quiet,
      accepting: undefined,
      inProgress: context.accepting,
      toast: 'Order accepted' as const,
    })),
    // Back among the waiting ones, in its place, without a chime: it is not new.
    putBack: assign(({ context }) => ({
      ...quiet,
      waiting: NEW_ORDERS.filter(
        (order) => order === context.accepting || context.waiting.includes(order),
      ).reverse(),
      accepting: undefined,
      toast: 'Unable to accept order' as const,
    })),
    repeat: assign(({ context }) => ({
      ...quiet,
      repeats: context.repeats + 1,
      chimes:
        context.waiting.length === 0 || context.muted
          ? 0
          : context.waiting.includes(URGENT_ORDER)
            ? CHIMES_IN_30S.urgent
            : CHIMES_IN_30S.calm,
    })),
    notifyOn: assign({ ...quiet, notifying: true, permissionSteps: permissionStep }),
    notifyOff: assign({ ...quiet, notifying: false, permissionSteps: permissionStep }),
    unlockSound: assign({ soundUnlocked: true }),
  },
}).createMachine({
  id: 'newOrderAlert',
  type: 'parallel',
  context: {
    placed: 0,
    waiting: [],
    accepts: 0,
    muted: false,
    muteToggles: 0,
    notifying: false,
    permissionSteps: 0,
    soundUnlocked: false,
    repeats: 0,
    ...quiet,
  },
  on: {
    'mute.toggle': {
      guard: 'canToggleMute',
      meta: { requirements: ['FEAT-new-order-alert-mute'] },
      actions: assign(({ context }) => ({
        ...quiet,
        muted: !context.muted,
        muteToggles: context.muteToggles + 1,
      })),
    },
  },
  states: {
    waiting: {
      initial: 'none',
      states: {
        none: {
          on: {
            'order.placed': {
              guard: 'canPlace',
              target: 'some',
              actions: 'place',
              meta: announces,
            },
            'server.acceptFailed': {
              guard: 'isAccepting',
              target: 'some',
              actions: 'putBack',
              meta: putBackUnannounced,
            },
            'time.pass30s': { guard: 'canWait', actions: 'repeat', meta: repeats },
          },
        },
        some: {
          on: {
            'order.placed': { guard: 'canPlace', actions: 'place', meta: announces },
            'order.accept': [
              {
                guard: and(['canAccept', 'canAcceptLast']),
                target: 'none',
                actions: 'accept',
              },
              { guard: 'canAccept', actions: 'accept' },
            ],
            'server.acceptFailed': {
              guard: 'isAccepting',
              actions: 'putBack',
              meta: putBackUnannounced,
            },
            'time.pass30s': [
              // The urgent order accepted, the one left waiting is chimed for every 30 s again.
              {
                guard: and(['canWait', 'isOneInProgress']),
                actions: 'repeat',
                meta: repeats,
              },
              { guard: 'canWait', actions: 'repeat', meta: repeats },
            ],
          },
        },
      },
    },
    accept: {
      initial: 'idle',
      states: {
        idle: { on: { 'order.accept': { guard: 'canAccept', target: 'out' } } },
        out: {
          tags: 'accepting',
          on: {
            'server.accepted': {
              target: 'idle',
              actions: 'noteSaved',
              meta: { requirements: ['FEAT-kitchen-accept'] },
            },
            'server.acceptFailed': 'idle',
          },
        },
      },
    },
    notifications: {
      initial: 'off',
      states: {
        off: {
          on: {
            'alerts.enable': [
              {
                guard: 'isUntouched',
                target: 'asking',
                actions: ['notifyOff', 'unlockSound'],
                meta: asksOnEnable,
              },
              // While an order waits: the tab's title goes on counting it.
              {
                guard: 'isFirstOrderWaiting',
                target: 'asking',
                actions: ['notifyOff', 'unlockSound'],
                meta: asksOnEnable,
              },
            ],
            'settings.allow': {
              guard: 'isUntouched',
              target: 'on',
              actions: 'notifyOn',
              meta: followsSettings,
            },
            'settings.block': {
              guard: 'isUntouched',
              target: 'blocked',
              actions: 'notifyOff',
              meta: followsSettings,
            },
          },
        },
        asking: {
          on: {
            'prompt.allow': [
              { guard: 'isNothingPlaced', target: 'on', actions: 'notifyOn', meta: asksOnEnable },
              // While an order waits (the browser tells of the setting before the answer).
              { target: 'on', actions: 'notifyOn', meta: asksOnEnable },
            ],
            'prompt.block': [
              {
                guard: 'isNothingPlaced',
                target: 'blocked',
                actions: 'notifyOff',
                meta: asksOnEnable,
              },
              // While an order waits (the browser tells of the setting after the answer).
              { target: 'blocked', actions: 'notifyOff', meta: asksOnEnable },
            ],
            'prompt.dismiss': {
              guard: 'isNothingPlaced',
              target: 'off',
              actions: 'notifyOff',
              meta: asksOnEnable,
            },
          },
        },
        on: {
          on: {
            // Each order told of by a system notification: the first, then one more.
            'order.placed': [
              { guard: and(['canPlace', 'isNothingPlaced']), meta: announces },
              { guard: 'canPlace', meta: announces },
            ],
            'settings.block': {
              guard: 'isAnswered',
              target: 'blocked',
              actions: 'notifyOff',
              meta: followsSettings,
            },
          },
        },
        blocked: {
          on: {
            'settings.allow': {
              guard: 'isAnswered',
              target: 'on',
              actions: 'notifyOn',
              meta: followsSettings,
            },
          },
        },
      },
    },
  },
});

type EventType = NewOrderAlertModelEvent['type'];

const stepText: Record<EventType, string> = {
  'order.placed': 'a customer pays for a new order',
  'order.accept': 'press Accept on the newest new order',
  'server.accepted': 'the server accepts it: In Progress',
  'server.acceptFailed': 'the server fails to accept it',
  'time.pass30s': '30 seconds pass (the chime every 30 s, every 10 s for an urgent order)',
  'mute.toggle': 'press Mute',
  'alerts.enable': 'press Enable alerts',
  'prompt.allow': 'allow notifications when the browser asks',
  'prompt.block': 'block notifications when the browser asks',
  'prompt.dismiss': 'close the browser’s question',
  'settings.allow': 'allow notifications in the browser’s site settings',
  'settings.block': 'block notifications in the browser’s site settings',
};

export const pathModel: PathModel = {
  name: 'new order alert',
  machine: newOrderAlertModel,
  // None carries data: the paths try every event a state listens to, and the guards choose.
  events: [],
  describeEvent: (event) => stepText[(event as NewOrderAlertModelEvent).type],
};
