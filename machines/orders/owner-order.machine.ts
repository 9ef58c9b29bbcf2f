import { assign, fromPromise, not, setup } from 'xstate';
import type { OrderStatus } from '@contract/order-status';
import { REMOVAL_DELAY_MS } from './order-timing';

export interface OwnerOrderInput {
  orderId: string;
  /** The status the server has for the order. */
  status: OrderStatus;
  /** When the server's copy last changed (ISO 8601): an older copy is out of date. */
  updatedAt: string;
}

/** The order as the server answers a status change. */
export interface SavedOrder {
  status: OrderStatus;
  updatedAt: string;
}

export interface OwnerOrderContext extends OwnerOrderInput {
  /** The status being saved, shown in the dropdown until the server answers. */
  pendingStatus?: OrderStatus;
}

/** What the owner does with one order card, and what the polled list says about it. */
export type OwnerOrderEvent =
  /** A status picked in the dropdown. */
  | { type: 'status.choose'; status: OrderStatus }
  /** The polled list brought the order again, as the server had it at `updatedAt`. */
  | { type: 'order.updated'; status: OrderStatus; updatedAt: string }
  /** The red X of a delivered order. */
  | { type: 'order.remove' };

/**
 * One order on the owner's Orders tab (SPEC §4). Two regions: the status dropdown (a new status
 * is saved; a failure puts the saved one back) and the removal of a delivered order
 * ('Removing soon...' for 7 s, then the X; moving the order away from delivered cancels it).
 * The view provides the calls (`updateOrderStatus`, `removeOrder`) and the toasts; by default
 * the calls fail and the toasts do nothing.
 */
export const ownerOrderMachine = setup({
  types: {
    input: {} as OwnerOrderInput,
    context: {} as OwnerOrderContext,
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
    isNewStatus: ({ context }, params: { status: OrderStatus }) => params.status !== context.status,
    // ISO 8601 times of one format compare as text. A poll that left before a save answers
    // after it with the older copy, which must not undo what was saved.
    isNotOlder: ({ context }, params: { updatedAt: string }) =>
      params.updatedAt >= context.updatedAt,
    isDelivered: ({ context }) => context.status === 'delivered',
  },
  delays: { removalDelay: REMOVAL_DELAY_MS },
}).createMachine({
  id: 'ownerOrder',
  context: ({ input }) => ({ ...input }),
  type: 'parallel',
  on: {
    'order.updated': {
      guard: { type: 'isNotOlder', params: ({ event }) => ({ updatedAt: event.updatedAt }) },
      actions: assign({
        status: ({ event }) => event.status,
        updatedAt: ({ event }) => event.updatedAt,
      }),
    },
  },
  states: {
    status: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'status.choose': {
              guard: { type: 'isNewStatus', params: ({ event }) => ({ status: event.status }) },
              target: 'saving',
              actions: assign({ pendingStatus: ({ event }) => event.status }),
            },
          },
        },
        saving: {
          tags: 'saving',
          invoke: {
            src: 'updateOrderStatus',
            input: ({ context }) => ({ orderId: context.orderId, status: context.pendingStatus! }),
            onDone: {
              target: 'idle',
              actions: [
                assign({
                  status: ({ event }) => event.output.status,
                  updatedAt: ({ event }) => event.output.updatedAt,
                  pendingStatus: undefined,
                }),
                'notifyStatusSaved',
              ],
            },
            onError: {
              target: 'idle',
              actions: [assign({ pendingStatus: undefined }), 'notifyStatusFailed'],
            },
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

/** The status the dropdown shows: the one being saved, else the saved one. */
export const selectShownStatus = (snapshot: { context: OwnerOrderContext }) =>
  snapshot.context.pendingStatus ?? snapshot.context.status;
