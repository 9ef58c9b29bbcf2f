import { assign, fromPromise, not, raise, setup } from 'xstate';
import type {
  NewOrderAlertContext,
  NewOrderAlertEvent,
  NewOrderAlertInput,
  NotificationPermissionState,
} from './new-orders';
import { CHIME_REPEAT_MS, CHIME_URGENT_REPEAT_MS } from './order-timing';

type SeenOrders = { orderIds: readonly string[] };
type Permission = { permission: NotificationPermissionState };

const seenIds = (event: NewOrderAlertEvent) => (event.type === 'orders.seen' ? event.orderIds : []);
const seenUrgentIds = (event: NewOrderAlertEvent) =>
  event.type === 'orders.seen' ? (event.urgentIds ?? []) : [];
const newIdsOf = (context: NewOrderAlertContext, event: NewOrderAlertEvent) =>
  seenIds(event).filter((id) => !context.announcedIds.includes(id));
const countOf = ({ context }: { context: NewOrderAlertContext }) => ({
  count: context.waitingIds.length,
});
const checked = ({ event }: { event: NewOrderAlertEvent }): Permission => ({
  permission: event.type === 'permission.checked' ? event.permission : 'default',
});
const answered = ({ event }: { event: { output: NotificationPermissionState } }): Permission => ({
  permission: event.output,
});

/**
 * The new-order alert of the owner's Orders tab. While a new order waits, the tab's title counts
 * them and a chime sounds when one arrives and every 30 s after (every 10 s while one is in its
 * last minutes before the server rejects it), unless muted; once the owner has enabled alerts and
 * the browser allows it, each arrival is also a system notification. The view feeds it the new
 * orders of the cached list and the urgent ones among them (`orders.seen`, sent again as an order
 * becomes urgent: the machine keeps no clock of orders) and provides the effects: the chime, the
 * notification, the title, keeping the mute, and asking for permission. The defaults do nothing,
 * and the default request answers 'default' (asked, not answered).
 */
export const newOrderAlertMachine = setup({
  types: {
    input: {} as NewOrderAlertInput,
    context: {} as NewOrderAlertContext,
    events: {} as NewOrderAlertEvent,
  },
  actors: {
    requestPermission: fromPromise<NotificationPermissionState>(async () => 'default'),
  },
  actions: {
    playChime: () => undefined,
    /** Makes sound possible: browsers allow it once the page has been clicked. */
    unlockSound: () => undefined,
    showNotifications: (_, _params: SeenOrders) => undefined,
    showCount: (_, _params: { count: number }) => undefined,
    clearCount: () => undefined,
    saveMuted: (_, _params: { muted: boolean }) => undefined,
    noteWaiting: assign({
      waitingIds: ({ event }) => seenIds(event),
      urgentIds: ({ event }) => seenUrgentIds(event),
    }),
    noteArrival: assign(({ context, event }) => ({
      waitingIds: seenIds(event),
      urgentIds: seenUrgentIds(event),
      announcedIds: [...context.announcedIds, ...newIdsOf(context, event)],
    })),
  },
  guards: {
    hasWaiting: ({ event }) => seenIds(event).length > 0,
    hasNoneWaiting: ({ event }) => seenIds(event).length === 0,
    hasNewWaiting: ({ context, event }) => newIdsOf(context, event).length > 0,
    isAudible: ({ context }) => !context.muted,
    hasUrgent: ({ context }) => context.urgentIds.length > 0,
    isGranted: (_, { permission }: Permission) => permission === 'granted',
    isDenied: (_, { permission }: Permission) => permission === 'denied',
  },
  delays: { chimeRepeatDelay: CHIME_REPEAT_MS, chimeUrgentDelay: CHIME_URGENT_REPEAT_MS },
}).createMachine({
  id: 'newOrderAlert',
  context: ({ input }) => ({
    muted: input.muted,
    waitingIds: [],
    announcedIds: [],
    urgentIds: [],
  }),
  type: 'parallel',
  on: {
    'chime.due': { guard: 'isAudible', actions: 'playChime' },
    'mute.toggle': {
      actions: [
        assign({ muted: ({ context }) => !context.muted }),
        { type: 'saveMuted', params: ({ context }) => ({ muted: context.muted }) },
      ],
    },
  },
  states: {
    waiting: {
      initial: 'none',
      states: {
        none: {
          on: {
            'orders.seen': [
              {
                guard: 'hasNewWaiting',
                target: 'some',
                actions: [
                  raise({ type: 'chime.due' }),
                  raise(({ context, event }) => ({
                    type: 'orders.arrived',
                    orderIds: newIdsOf(context, event),
                  })),
                  'noteArrival',
                ],
              },
              // Back on the list (an Accept that failed): counted again, not announced again.
              {
                guard: 'hasWaiting',
                target: 'some',
                actions: 'noteWaiting',
              },
            ],
          },
        },
        some: {
          tags: 'waiting',
          initial: 'ringing',
          entry: { type: 'showCount', params: countOf },
          exit: 'clearCount',
          on: {
            'orders.seen': [
              {
                guard: 'hasNoneWaiting',
                target: 'none',
                actions: 'noteWaiting',
              },
              {
                guard: 'hasNewWaiting',
                // The 30 s start again from this chime.
                target: '.ringing',
                actions: [
                  raise({ type: 'chime.due' }),
                  raise(({ context, event }) => ({
                    type: 'orders.arrived',
                    orderIds: newIdsOf(context, event),
                  })),
                  'noteArrival',
                  { type: 'showCount', params: countOf },
                ],
              },
              {
                actions: ['noteWaiting', { type: 'showCount', params: countOf }],
              },
            ],
          },
          states: {
            ringing: {
              // From an order's last minutes on, the next chime comes sooner.
              always: { guard: 'hasUrgent', target: 'hurrying' },
              after: {
                chimeRepeatDelay: {
                  target: 'ringing',
                  reenter: true,
                  actions: raise({ type: 'chime.due' }),
                },
              },
            },
            hurrying: {
              tags: 'urgent',
              always: { guard: not('hasUrgent'), target: 'ringing' },
              after: {
                chimeUrgentDelay: {
                  target: 'hurrying',
                  reenter: true,
                  actions: raise({ type: 'chime.due' }),
                },
              },
            },
          },
        },
      },
    },
    notifications: {
      initial: 'off',
      states: {
        off: {
          on: {
            'alerts.enable': { target: 'asking', actions: 'unlockSound' },
            'permission.checked': [
              { guard: { type: 'isGranted', params: checked }, target: 'on' },
              { guard: { type: 'isDenied', params: checked }, target: 'blocked' },
            ],
          },
        },
        asking: {
          tags: 'asking',
          invoke: {
            src: 'requestPermission',
            onDone: [
              { guard: { type: 'isGranted', params: answered }, target: 'on' },
              { guard: { type: 'isDenied', params: answered }, target: 'blocked' },
              // Dismissed without an answer: the button is offered again.
              { target: 'off' },
            ],
          },
        },
        on: {
          tags: 'notifying',
          on: {
            'orders.arrived': {
              actions: {
                type: 'showNotifications',
                params: ({ event }) => ({ orderIds: event.orderIds }),
              },
            },
            'permission.checked': {
              guard: { type: 'isDenied', params: checked },
              target: 'blocked',
            },
          },
        },
        blocked: {
          tags: 'blocked',
          on: {
            'permission.checked': {
              guard: { type: 'isGranted', params: checked },
              target: 'on',
            },
          },
        },
      },
    },
  },
});
