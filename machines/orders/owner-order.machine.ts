import { assertEvent, assign, fromPromise, not, setup } from 'xstate';
import type { OrderStatus } from '@contract/order-status';
import { REMOVAL_DELAY_MS } from './order-timing';

export interface OwnerOrderInput {
  orderId: string;
}

interface OwnerOrderContext extends OwnerOrderInput {
  /** The status the card shows, once it is known to hold: the countdown follows it. */
  status?: OrderStatus;
  /** The status the card showed while a change was out; it holds once the change is saved. */
  unsaved?: OrderStatus;
}

/**
 * What the owner does with one order card, and the order's status as the view has it from the
 * cache, which owns the order (the status being saved shows there at once). `order.updated` is
 * the only way a status reaches the machine; a save's answer only says that it holds.
 */
export type OwnerOrderEvent =
  /** A status picked in the dropdown, which showed `current`. */
  | { type: 'status.choose'; status: OrderStatus; current: OrderStatus }
  /** The status the card now shows: the first one, a poll's, another owner's or one being saved. */
  | { type: 'order.updated'; status: OrderStatus }
  /** The red X of a delivered order. */
  | { type: 'order.remove' };

type Choice = { status: OrderStatus; current: OrderStatus };

/**
 * One order on the owner's Orders tab. Two regions: the status dropdown (a new status is saved; the
 * cache shows it meanwhile and puts the old one back if that fails) and the removal of a delivered
 * order ('Removing soon...' for 7 s, then the X; moving the order away from delivered cancels it).
 * The countdown follows the status the server has: while a change is being saved, what the card
 * shows is not yet known to hold. The view provides the calls (`updateOrderStatus`, `removeOrder`)
 * and the toasts; by default the calls fail and the toasts do nothing.
 */
export const ownerOrderMachine = setup({
  types: {
    input: {} as OwnerOrderInput,
    context: {} as OwnerOrderContext,
    events: {} as OwnerOrderEvent,
  },
  actors: {
    updateOrderStatus: fromPromise<unknown, { orderId: string; status: OrderStatus }>(async () => {
      throw new Error('updateOrderStatus is not provided');
    }),
    removeOrder: fromPromise<unknown, { orderId: string }>(async () => {
      throw new Error('removeOrder is not provided');
    }),
  },
  actions: {
    noteStatus: assign({ status: (_, status: OrderStatus) => status }),
    noteUnsaved: assign({ unsaved: (_, status: OrderStatus) => status }),
    // What showed while the change was out is what the server now has.
    noteSaved: assign({
      status: ({ context }) => context.unsaved ?? context.status,
      unsaved: undefined,
    }),
    // The cache puts the old status back, and the card shows it: only that will hold.
    dropUnsaved: assign({ unsaved: undefined }),
    notifyStatusSaved: () => undefined,
    notifyStatusFailed: () => undefined,
    notifyRemoved: () => undefined,
    notifyRemoveFailed: () => undefined,
  },
  guards: {
    isNewStatus: (_, { status, current }: Choice) => status !== current,
    isDelivered: ({ context }) => context.status === 'delivered',
  },
  delays: { removalDelay: REMOVAL_DELAY_MS },
}).createMachine({
  id: 'ownerOrder',
  context: ({ input }) => ({ orderId: input.orderId }),
  type: 'parallel',
  states: {
    status: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'status.choose': {
              guard: {
                type: 'isNewStatus',
                params: ({ event }) => ({ status: event.status, current: event.current }),
              },
              target: 'saving',
            },
            'order.updated': {
              actions: { type: 'noteStatus', params: ({ event }) => event.status },
            },
          },
        },
        saving: {
          tags: 'saving',
          on: {
            // While a change is out, the status shown is not yet known to hold.
            'order.updated': {
              actions: { type: 'noteUnsaved', params: ({ event }) => event.status },
            },
          },
          invoke: {
            src: 'updateOrderStatus',
            input: ({ context, event }) => {
              assertEvent(event, 'status.choose');
              return { orderId: context.orderId, status: event.status };
            },
            onDone: { target: 'idle', actions: ['noteSaved', 'notifyStatusSaved'] },
            onError: { target: 'idle', actions: ['dropUnsaved', 'notifyStatusFailed'] },
          },
        },
      },
    },
    removal: {
      initial: 'notDelivered',
      states: {
        notDelivered: {
          always: { guard: 'isDelivered', target: 'removingSoon' },
        },
        removingSoon: {
          tags: 'removingSoon',
          always: { guard: not('isDelivered'), target: 'notDelivered' },
          after: { removalDelay: 'removable' },
        },
        removable: {
          tags: 'removable',
          always: { guard: not('isDelivered'), target: 'notDelivered' },
          on: { 'order.remove': 'removing' },
        },
        removing: {
          tags: 'removing',
          invoke: {
            src: 'removeOrder',
            input: ({ context }) => ({ orderId: context.orderId }),
            onDone: { target: 'removed', actions: 'notifyRemoved' },
            onError: { target: 'removable', actions: 'notifyRemoveFailed' },
          },
        },
        removed: { tags: 'removed', type: 'final' },
      },
    },
  },
});
