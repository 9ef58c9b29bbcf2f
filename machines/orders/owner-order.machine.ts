import { and, assertEvent, fromPromise, not, raise, setup, stateIn } from 'xstate';
import type { OrderStatus } from '@contract/order-status';
import { REMOVAL_DELAY_MS } from './order-timing';

export interface OwnerOrderInput {
  orderId: string;
}

/** The server's copy of the order after a status change. */
export interface SavedOrder {
  status: OrderStatus;
}

/**
 * What the owner does with one order card, and the order's status as the view has it from the
 * cache, which owns the order (the status being saved shows there at once).
 */
export type OwnerOrderEvent =
  /** A status picked in the dropdown, which showed `current`. */
  | { type: 'status.choose'; status: OrderStatus; current: OrderStatus }
  /** The status the card now shows: the first one, a poll's, another owner's or a saved one. */
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
    context: {} as OwnerOrderInput,
    events: {} as OwnerOrderEvent,
  },
  actors: {
    updateOrderStatus: fromPromise<SavedOrder, { orderId: string; status: OrderStatus }>(
      async () => {
        throw new Error('updateOrderStatus is not provided');
      },
    ),
    removeOrder: fromPromise<unknown, { orderId: string }>(async () => {
      throw new Error('removeOrder is not provided');
    }),
  },
  actions: {
    notifyStatusSaved: () => undefined,
    notifyStatusFailed: () => undefined,
    notifyRemoved: () => undefined,
    notifyRemoveFailed: () => undefined,
  },
  guards: {
    isNewStatus: (_, { status, current }: Choice) => status !== current,
    isDelivered: ({ event }) => event.type === 'order.updated' && event.status === 'delivered',
    // While a change is out, the status shown is not yet known to hold.
    isSaving: stateIn({ status: 'saving' }),
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
          },
        },
        saving: {
          tags: 'saving',
          invoke: {
            src: 'updateOrderStatus',
            input: ({ context, event }) => {
              assertEvent(event, 'status.choose');
              return { orderId: context.orderId, status: event.status };
            },
            onDone: {
              target: 'idle',
              actions: [
                // The card showed this status while it was out; now the server has it.
                raise(({ event }) => ({ type: 'order.updated', status: event.output.status })),
                'notifyStatusSaved',
              ],
            },
            onError: { target: 'idle', actions: 'notifyStatusFailed' },
          },
        },
      },
    },
    removal: {
      initial: 'notDelivered',
      states: {
        notDelivered: {
          on: {
            'order.updated': {
              guard: and(['isDelivered', not('isSaving')]),
              target: 'removingSoon',
            },
          },
        },
        removingSoon: {
          tags: 'removingSoon',
          on: {
            'order.updated': {
              guard: and([not('isDelivered'), not('isSaving')]),
              target: 'notDelivered',
            },
          },
          after: { removalDelay: 'removable' },
        },
        removable: {
          tags: 'removable',
          on: {
            'order.updated': {
              guard: and([not('isDelivered'), not('isSaving')]),
              target: 'notDelivered',
            },
            'order.remove': 'removing',
          },
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
