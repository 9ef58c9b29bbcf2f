import { assertEvent, assign, fromPromise, not, setup } from 'xstate';
import type { CancelReason } from '@contract/kitchen-limits';
import type { OrderState, OrderStatus } from '@contract/order-status';
import { ACCEPTED_STATES, NEW_ORDER_STATUS } from './new-orders';
import { REMOVAL_DELAY_MS } from './order-timing';

export interface OwnerOrderInput {
  orderId: string;
}

interface OwnerOrderContext extends OwnerOrderInput {
  /** The status the card shows, once it is known to hold: the countdown follows it. */
  status?: OrderState;
  /** The status the card showed while a change was out; it holds once the change is saved. */
  unsaved?: OrderState;
}

/** Why the kitchen says no, as the reject and cancel forms send it. */
export interface KitchenReason {
  reason: CancelReason;
  /** Required for `other`; at most MAX_CANCEL_NOTE_LENGTH characters. */
  note?: string;
}

/** What a cancel refunds: the indexes of the order's lines; absent, every line left. */
export interface KitchenCancel extends KitchenReason {
  lines?: number[];
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
  | { type: 'order.updated'; status: OrderState }
  /** 'Accept' on a paid order, with the minutes until it reaches the customer. */
  | { type: 'order.accept'; minutes: number }
  /** 'Running late' on an accepted order: the minutes its time moves on. */
  | { type: 'order.late'; minutes: number }
  /** 'Reject' (a paid order) or 'Cancel' (an accepted one) opens the form asking why. */
  | { type: 'reject.open' }
  | { type: 'cancel.open' }
  /** The form's 'Back'. */
  | { type: 'form.close' }
  /** The forms sent. */
  | ({ type: 'order.reject' } & KitchenReason)
  | ({ type: 'order.cancel' } & KitchenCancel)
  /** The red X of a delivered or cancelled order. */
  | { type: 'order.remove' };

type Choice = { status: OrderStatus; current: OrderStatus };

/** What each kitchen call is given: the order, and what the owner chose. */
export type AcceptInput = { orderId: string; minutes: number };
export type LateInput = { orderId: string; minutes: number };
export type RejectInput = { orderId: string } & KitchenReason;
export type CancelInput = { orderId: string } & KitchenCancel;

const notProvided = (name: string) => async () => {
  throw new Error(`${name} is not provided`);
};

/**
 * One order on the owner's Orders tab. Two regions. `status`: one write about the order at a time,
 * from the status dropdown (a new status is saved; the cache shows it meanwhile and puts the old
 * one back if that fails) or from the kitchen's controls: accept with minutes and reject with a
 * reason while the order is paid, running late and cancel (some lines or all) once it is
 * accepted. A failed write is told in a toast and leaves the owner where they were, the form
 * still filled in, to try again. `removal`: a delivered or cancelled order shows 'Removing
 * soon...' for 7 s, then the X; moving a delivered order away from delivered stops it.
 * The countdown follows the status the server has: while a change is being saved, what the card
 * shows is not yet known to hold. The view provides the calls and the toasts; by default the
 * calls fail and the toasts do nothing.
 */
export const ownerOrderMachine = setup({
  types: {
    input: {} as OwnerOrderInput,
    context: {} as OwnerOrderContext,
    events: {} as OwnerOrderEvent,
  },
  actors: {
    updateOrderStatus: fromPromise<unknown, { orderId: string; status: OrderStatus }>(
      notProvided('updateOrderStatus'),
    ),
    removeOrder: fromPromise<unknown, { orderId: string }>(notProvided('removeOrder')),
    acceptOrder: fromPromise<unknown, AcceptInput>(notProvided('acceptOrder')),
    lateOrder: fromPromise<unknown, LateInput>(notProvided('lateOrder')),
    rejectOrder: fromPromise<unknown, RejectInput>(notProvided('rejectOrder')),
    cancelOrder: fromPromise<unknown, CancelInput>(notProvided('cancelOrder')),
  },
  actions: {
    noteStatus: assign({ status: (_, status: OrderState) => status }),
    noteUnsaved: assign({ unsaved: (_, status: OrderState) => status }),
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
    notifyAccepted: () => undefined,
    notifyAcceptFailed: (_, _params: { error: unknown }) => undefined,
    notifyLate: () => undefined,
    notifyLateFailed: (_, _params: { error: unknown }) => undefined,
    notifyRejected: () => undefined,
    notifyRejectFailed: (_, _params: { error: unknown }) => undefined,
    notifyCancelled: () => undefined,
    notifyCancelFailed: (_, _params: { error: unknown }) => undefined,
  },
  guards: {
    isNewStatus: ({ context }, { status, current }: Choice) =>
      status !== current && context.status !== 'cancelled',
    isNew: ({ context }) => context.status === NEW_ORDER_STATUS,
    isAccepted: ({ context }) => ACCEPTED_STATES.some((status) => status === context.status),
    isFinished: ({ context }) => context.status === 'delivered' || context.status === 'cancelled',
  },
  delays: { removalDelay: REMOVAL_DELAY_MS },
}).createMachine({
  id: 'ownerOrder',
  context: ({ input }) => ({ orderId: input.orderId }),
  type: 'parallel',
  states: {
    status: {
      initial: 'idle',
      on: {
        'order.updated': { actions: { type: 'noteStatus', params: ({ event }) => event.status } },
      },
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
            'order.accept': { guard: 'isNew', target: 'accepting' },
            'reject.open': { guard: 'isNew', target: 'rejectForm' },
            'order.late': { guard: 'isAccepted', target: 'runningLate' },
            'cancel.open': { guard: 'isAccepted', target: 'cancelForm' },
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
        // The cache shows the order In Progress at once, as a status being saved.
        accepting: {
          tags: ['saving', 'kitchen'],
          on: {
            'order.updated': {
              actions: { type: 'noteUnsaved', params: ({ event }) => event.status },
            },
          },
          invoke: {
            src: 'acceptOrder',
            input: ({ context, event }) => {
              assertEvent(event, 'order.accept');
              return { orderId: context.orderId, minutes: event.minutes };
            },
            onDone: { target: 'idle', actions: ['noteSaved', 'notifyAccepted'] },
            onError: {
              target: 'idle',
              actions: [
                'dropUnsaved',
                { type: 'notifyAcceptFailed', params: ({ event }) => ({ error: event.error }) },
              ],
            },
          },
        },
        runningLate: {
          tags: ['kitchen', 'runningLate'],
          invoke: {
            src: 'lateOrder',
            input: ({ context, event }) => {
              assertEvent(event, 'order.late');
              return { orderId: context.orderId, minutes: event.minutes };
            },
            onDone: { target: 'idle', actions: 'notifyLate' },
            onError: {
              target: 'idle',
              actions: {
                type: 'notifyLateFailed',
                params: ({ event }) => ({ error: event.error }),
              },
            },
          },
        },
        rejectForm: {
          tags: ['kitchen', 'rejectForm'],
          on: {
            'form.close': 'idle',
            'order.reject': 'rejecting',
          },
        },
        // The form stays, filled in, until the server answers: a failure leaves it to send again.
        rejecting: {
          tags: ['kitchen', 'rejectForm', 'rejecting'],
          invoke: {
            src: 'rejectOrder',
            input: ({ context, event }) => {
              assertEvent(event, 'order.reject');
              return { orderId: context.orderId, reason: event.reason, note: event.note };
            },
            onDone: { target: 'idle', actions: 'notifyRejected' },
            onError: {
              target: 'rejectForm',
              actions: {
                type: 'notifyRejectFailed',
                params: ({ event }) => ({ error: event.error }),
              },
            },
          },
        },
        cancelForm: {
          tags: ['kitchen', 'cancelForm'],
          on: {
            'form.close': 'idle',
            'order.cancel': 'cancelling',
          },
        },
        cancelling: {
          tags: ['kitchen', 'cancelForm', 'cancelling'],
          invoke: {
            src: 'cancelOrder',
            input: ({ context, event }) => {
              assertEvent(event, 'order.cancel');
              const { reason, note, lines } = event;
              return { orderId: context.orderId, reason, note, lines };
            },
            onDone: { target: 'idle', actions: 'notifyCancelled' },
            onError: {
              target: 'cancelForm',
              actions: {
                type: 'notifyCancelFailed',
                params: ({ event }) => ({ error: event.error }),
              },
            },
          },
        },
      },
    },
    removal: {
      initial: 'notFinished',
      states: {
        notFinished: {
          always: { guard: 'isFinished', target: 'removingSoon' },
        },
        removingSoon: {
          tags: 'removingSoon',
          always: { guard: not('isFinished'), target: 'notFinished' },
          after: { removalDelay: 'removable' },
        },
        removable: {
          tags: 'removable',
          always: { guard: not('isFinished'), target: 'notFinished' },
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
