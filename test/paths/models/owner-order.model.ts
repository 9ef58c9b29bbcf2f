import { assign, setup, type AnyMachineSnapshot } from 'xstate';
import { orderStateLabel, type OrderState, type OrderStatus } from '@contract/order-status';
import type { PathModel } from '../path-model';

/** The status the order has on the server when the owner opens the Orders tab. */
export const START_STATUS: OrderStatus = 'paid';

/** The order's lines: a partial cancel refunds the last one. */
export const ORDER_LINES = 2;

/** The toasts about one order. */
export type OwnerOrderToast =
  | 'Order updated'
  | 'Failed to update order'
  | 'Order removed successfully'
  | 'Unable to remove order'
  | 'Order accepted'
  | 'Unable to accept order'
  | 'New time sent to the customer'
  | 'Unable to change the time'
  | 'Order rejected and refunded'
  | 'Unable to reject order'
  | 'Refund sent'
  | 'Unable to cancel order';

/** What the kitchen has done on this path: each answer is tried a set number of times. */
export interface KitchenSteps {
  accepts: number;
  lates: number;
  rejectOpens: number;
  rejects: number;
  cancelOpens: number;
  cancels: number;
}

export interface OwnerOrderModelContext {
  /** The status the server has. */
  saved: OrderState;
  /** The status being saved, while the server has not answered. */
  choice?: OrderState;
  kitchen: KitchenSteps;
  /** The lines refunded so far; the cancel being sent refunds one line (`some`) or every one. */
  refundedLines: number;
  cancelling?: 'some' | 'all';
  /** New statuses chosen so far: one request each. */
  statusChanges: number;
  /** Times the owner chose the status the order already has: no request, no toast. */
  unchangedChoices: number;
  /** The toast the last step raised, if any. */
  toast?: OwnerOrderToast;
}

export type OwnerOrderModelEvent =
  /** The owner picks a status in the card's dropdown. */
  | { type: 'status.choose'; status: OrderStatus }
  | { type: 'server.statusSaved' }
  | { type: 'server.statusSaveFailed' }
  /** The kitchen's controls: Accept (with its minutes), +10 min, Reject and Cancel, their forms. */
  | { type: 'order.accept' }
  | { type: 'server.accepted' }
  | { type: 'server.acceptFailed' }
  /** While Accept is out, the order is marked delivered elsewhere; the page's next poll shows it. */
  | { type: 'elsewhere.delivered' }
  | { type: 'order.late' }
  | { type: 'server.lateSaved' }
  | { type: 'server.lateFailed' }
  | { type: 'reject.open' }
  | { type: 'cancel.open' }
  | { type: 'form.close' }
  /** 'Item unavailable', then 'Reject order'. */
  | { type: 'order.reject' }
  | { type: 'server.rejected' }
  | { type: 'server.rejectFailed' }
  /** 'Too busy', the last line unticked, then 'Refund 1 item'; or every line, 'Cancel order'. */
  | { type: 'order.cancelSome' }
  | { type: 'order.cancelAll' }
  | { type: 'server.cancelled' }
  | { type: 'server.cancelFailed' }
  /** Seven seconds pass, the time 'Removing soon...' would show, where no countdown runs. */
  | { type: 'time.pass7s' }
  /** While 'Removing soon...' shows, its seven seconds in two: six, then the last one. */
  | { type: 'time.pass6s' }
  | { type: 'time.pass1s' }
  /** The owner presses the red X. */
  | { type: 'order.remove' }
  | { type: 'server.orderRemoved' }
  | { type: 'server.orderRemoveFailed' };

type ChosenStatus = { status: OrderStatus };

const NO_KITCHEN: KitchenSteps = {
  accepts: 0,
  lates: 0,
  rejectOpens: 0,
  rejects: 0,
  cancelOpens: 0,
  cancels: 0,
};
/** The kitchen's controls have not been used: the dropdown's stories stay as they were. */
const untouched = (c: OwnerOrderModelContext) =>
  Object.values(c.kitchen).every((count) => count === 0);
const dropdownUnused = (c: OwnerOrderModelContext) =>
  c.statusChanges === 0 && c.unchangedChoices === 0;
const isPaid = (c: OwnerOrderModelContext) => c.saved === 'paid';
const isAccepted = (c: OwnerOrderModelContext) =>
  c.saved === 'inProgress' || c.saved === 'outForDelivery';
/** One more of a kitchen step, the toast of the last step gone. */
const counted = (context: OwnerOrderModelContext, step: keyof KitchenSteps) => ({
  kitchen: { ...context.kitchen, [step]: context.kitchen[step] + 1 },
  toast: undefined,
});
const chosen = ({ event }: { event: ChosenStatus }): ChosenStatus => ({ status: event.status });

// The same in each removal state whose dropdown can be used. Choosing the current status ends
// the path: nothing was sent, so nothing follows from it.
const chooseStatus = [
  {
    guard: { type: 'isUnchanged', params: chosen },
    actions: 'noteUnchangedChoice',
    meta: { requirements: ['SPEC-4-order-status-same-does-nothing'] },
  },
  {
    guard: { type: 'isNewStatus', params: chosen },
    target: 'saving',
    actions: 'noteChoice',
    meta: { requirements: ['SPEC-4-order-status-change'] },
  },
] as const;

// Saving a status while the order is delivered: the new status ends the countdown (the order is
// no longer delivered), a failure keeps it.
const savingStatus = {
  tags: 'saving',
  on: {
    'server.statusSaved': {
      target: '#ownerOrder.notDelivered',
      actions: 'noteSaved',
      meta: {
        requirements: ['SPEC-4-order-status-any-order', 'SPEC-4-order-status-updated-toast'],
      },
    },
    'server.statusSaveFailed': {
      target: 'idle',
      actions: 'noteSaveFailed',
      meta: { requirements: ['SPEC-8-order-status-failed-toast'] },
    },
  },
} as const;

/**
 * What the owner does and sees on one order card of the Orders tab. The states are the product
 * machine's (machines/orders/owner-order.machine.ts), with its status region (idle, saving) nested
 * in each removal state where the dropdown is in use rather than run in parallel: that way each
 * state offers only what the paths should try there (no countdown or X while a status is being
 * saved), which keeps the paths few. `saved` and `choice` stand for the order in the page's cache,
 * which shows a status being saved at once and puts the saved one back if that fails; the product
 * machine holds no copy of it, only the flow and the countdown.
 */
const ownerOrderModel = setup({
  types: { context: {} as OwnerOrderModelContext, events: {} as OwnerOrderModelEvent },
  guards: {
    isUnchanged: ({ context }, { status }: ChosenStatus) =>
      status === context.saved && context.unchangedChoices === 0 && untouched(context),
    isNewStatus: ({ context }, { status }: ChosenStatus) =>
      status !== context.saved && context.unchangedChoices === 0 && untouched(context),
    // The kitchen's stories start from the paid order, with the dropdown left alone.
    canAccept: ({ context: c }) =>
      isPaid(c) && dropdownUnused(c) && c.kitchen.rejectOpens === 0 && c.kitchen.accepts < 2,
    // The first Accept may fail; the second is the retry, which succeeds.
    canFailAccept: ({ context: c }) => c.kitchen.accepts === 1,
    // Only the first Accept sees the order change elsewhere meanwhile.
    canChangeElsewhere: ({ context: c }) => c.kitchen.accepts === 1,
    canOpenReject: ({ context: c }) =>
      isPaid(c) && dropdownUnused(c) && c.kitchen.accepts === 0 && c.kitchen.rejectOpens < 2,
    canCloseReject: ({ context: c }) => c.kitchen.rejects === 0,
    canReject: ({ context: c }) => c.kitchen.rejects < 2 && c.kitchen.rejectOpens === 1,
    canFailReject: ({ context: c }) => c.kitchen.rejects === 1,
    canRunLate: ({ context: c }) =>
      isAccepted(c) && dropdownUnused(c) && c.kitchen.lates === 0 && c.kitchen.cancelOpens === 0,
    canOpenCancel: ({ context: c }) =>
      isAccepted(c) &&
      dropdownUnused(c) &&
      c.kitchen.accepts === 1 &&
      c.kitchen.lates === 0 &&
      c.kitchen.cancelOpens < 2,
    canCloseCancel: ({ context: c }) => c.kitchen.cancels === 0 && c.refundedLines === 0,
    canCancelSome: ({ context: c }) => c.kitchen.cancels === 0 && c.refundedLines === 0,
    canCancelAll: ({ context: c }) => c.kitchen.cancels < 2,
    canFailCancel: ({ context: c }) => c.kitchen.cancels === 1 && c.refundedLines === 0,
    isCancellingSome: ({ context: c }) => c.cancelling === 'some',
    canWaitUntouched: ({ context }) => untouched(context),
    // A cancelled order leaves the list as a delivered one does: the rejected one shows it.
    canLeaveRemovingSoon: ({ context: c }) => c.unchangedChoices === 0 && c.kitchen.cancels === 0,
    isSavingDelivered: ({ context }) => context.choice === 'delivered',
    hasNoUnchangedChoice: ({ context }) => context.unchangedChoices === 0,
  },
  actions: {
    noteUnchangedChoice: assign({ unchangedChoices: 1, toast: undefined }),
    noteChoice: assign({
      choice: ({ event }) => (event.type === 'status.choose' ? event.status : undefined),
      statusChanges: ({ context }) => context.statusChanges + 1,
      toast: undefined,
    }),
    noteSaved: assign({
      saved: ({ context }) => context.choice ?? context.saved,
      choice: undefined,
      toast: 'Order updated',
    }),
    noteSaveFailed: assign({ choice: undefined, toast: 'Failed to update order' }),
    clearToast: assign({ toast: undefined }),
    countAccept: assign(({ context }) => counted(context, 'accepts')),
    countLate: assign(({ context }) => counted(context, 'lates')),
    countRejectOpen: assign(({ context }) => counted(context, 'rejectOpens')),
    countReject: assign(({ context }) => counted(context, 'rejects')),
    countCancelOpen: assign(({ context }) => counted(context, 'cancelOpens')),
    countCancel: assign(({ context }) => counted(context, 'cancels')),
    // The cache shows the order In Progress at once, as a status being saved.
    showAccepted: assign({ choice: 'inProgress' as const }),
    noteAccepted: assign({
      saved: 'inProgress' as const,
      choice: undefined,
      toast: 'Order accepted',
    }),
    noteAcceptFailed: assign({ choice: undefined, toast: 'Unable to accept order' }),
    // The poll's copy is newer than the one the cache shows while the accept is out: it replaces it.
    noteDeliveredElsewhere: assign({
      saved: 'delivered' as const,
      choice: undefined,
      toast: undefined,
    }),
    noteLate: assign({ toast: 'New time sent to the customer' as const }),
    noteLateFailed: assign({ toast: 'Unable to change the time' as const }),
    // A reject refunds the whole order: every line is marked refunded.
    noteRejected: assign({
      saved: 'cancelled' as const,
      refundedLines: ORDER_LINES,
      toast: 'Order rejected and refunded' as const,
    }),
    noteRejectFailed: assign({ toast: 'Unable to reject order' as const }),
    noteCancellingSome: assign({ cancelling: 'some' as const }),
    noteCancellingAll: assign({ cancelling: 'all' as const }),
    noteSomeRefunded: assign(({ context }) => ({
      refundedLines: context.refundedLines + 1,
      cancelling: undefined,
      toast: 'Refund sent' as const,
    })),
    noteCancelled: assign({
      saved: 'cancelled' as const,
      refundedLines: ORDER_LINES,
      cancelling: undefined,
      toast: 'Refund sent' as const,
    }),
    noteCancelFailed: assign({ cancelling: undefined, toast: 'Unable to cancel order' as const }),
  },
}).createMachine({
  id: 'ownerOrder',
  context: {
    saved: START_STATUS,
    statusChanges: 0,
    unchangedChoices: 0,
    kitchen: NO_KITCHEN,
    refundedLines: 0,
  },
  initial: 'notDelivered',
  states: {
    notDelivered: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'status.choose': chooseStatus,
            // No countdown may run here, not even one cancelled by moving the order back.
            'time.pass7s': { guard: 'canWaitUntouched', actions: 'clearToast' },
            'order.accept': {
              guard: 'canAccept',
              target: 'accepting',
              actions: ['countAccept', 'showAccepted'],
            },
            'reject.open': {
              guard: 'canOpenReject',
              target: 'rejectForm',
              actions: 'countRejectOpen',
            },
            'order.late': { guard: 'canRunLate', target: 'runningLate', actions: 'countLate' },
            'cancel.open': {
              guard: 'canOpenCancel',
              target: 'cancelForm',
              actions: 'countCancelOpen',
            },
          },
        },
        accepting: {
          tags: ['saving', 'kitchen'],
          on: {
            'server.accepted': {
              target: 'idle',
              actions: 'noteAccepted',
              meta: { requirements: ['FEAT-kitchen-accept'] },
            },
            'server.acceptFailed': {
              guard: 'canFailAccept',
              target: 'idle',
              actions: 'noteAcceptFailed',
            },
            'elsewhere.delivered': {
              guard: 'canChangeElsewhere',
              target: 'acceptingDeliveredElsewhere',
              actions: 'noteDeliveredElsewhere',
            },
          },
        },
        // The card shows the order delivered, but the countdown waits: only the status the
        // machine knows to hold starts it, and the Accept still out may yet change it. The path
        // ends here.
        acceptingDeliveredElsewhere: {
          tags: ['kitchen', 'kitchenWrite'],
        },
        runningLate: {
          tags: ['kitchen', 'kitchenWrite'],
          on: {
            'server.lateSaved': {
              target: 'idle',
              actions: 'noteLate',
              meta: { requirements: ['FEAT-kitchen-running-late'] },
            },
            'server.lateFailed': { target: 'idle', actions: 'noteLateFailed' },
          },
        },
        rejectForm: {
          tags: ['kitchen', 'form'],
          on: {
            'form.close': { guard: 'canCloseReject', target: 'idle', actions: 'clearToast' },
            'order.reject': { guard: 'canReject', target: 'rejecting', actions: 'countReject' },
          },
        },
        rejecting: {
          tags: ['kitchen', 'form', 'kitchenWrite'],
          on: {
            'server.rejected': {
              target: '#ownerOrder.removingSoon',
              actions: 'noteRejected',
              meta: { requirements: ['FEAT-kitchen-reject-refunds'] },
            },
            'server.rejectFailed': {
              guard: 'canFailReject',
              target: 'rejectForm',
              actions: 'noteRejectFailed',
              meta: { requirements: ['FEAT-kitchen-failure-keeps-form'] },
            },
          },
        },
        cancelForm: {
          tags: ['kitchen', 'form'],
          on: {
            'form.close': { guard: 'canCloseCancel', target: 'idle', actions: 'clearToast' },
            'order.cancelSome': {
              guard: 'canCancelSome',
              target: 'cancelling',
              actions: ['countCancel', 'noteCancellingSome'],
            },
            'order.cancelAll': {
              guard: 'canCancelAll',
              target: 'cancelling',
              actions: ['countCancel', 'noteCancellingAll'],
            },
          },
        },
        cancelling: {
          tags: ['kitchen', 'form', 'kitchenWrite'],
          on: {
            'server.cancelled': [
              {
                guard: 'isCancellingSome',
                target: 'idle',
                actions: 'noteSomeRefunded',
                meta: { requirements: ['FEAT-kitchen-partial-cancel'] },
              },
              {
                target: '#ownerOrder.removingSoon',
                actions: 'noteCancelled',
                meta: { requirements: ['FEAT-kitchen-cancel-all'] },
              },
            ],
            'server.cancelFailed': {
              guard: 'canFailCancel',
              target: 'cancelForm',
              actions: 'noteCancelFailed',
              meta: { requirements: ['FEAT-kitchen-failure-keeps-form'] },
            },
          },
        },
        saving: {
          tags: 'saving',
          on: {
            'server.statusSaved': [
              {
                guard: 'isSavingDelivered',
                target: '#ownerOrder.removingSoon',
                actions: 'noteSaved',
                meta: { requirements: ['SPEC-4-order-status-updated-toast'] },
              },
              {
                target: 'idle',
                actions: 'noteSaved',
                meta: { requirements: ['SPEC-4-order-status-updated-toast'] },
              },
            ],
            'server.statusSaveFailed': {
              target: 'idle',
              actions: 'noteSaveFailed',
              meta: { requirements: ['SPEC-8-order-status-failed-toast'] },
            },
          },
        },
      },
    },
    removingSoon: {
      meta: { requirements: ['SPEC-4-owner-removing-soon'] },
      initial: 'idle',
      states: {
        idle: {
          on: {
            'status.choose': chooseStatus,
            // Six seconds in, it still shows: the X waits for the seventh.
            'time.pass6s': {
              guard: 'canLeaveRemovingSoon',
              target: 'waited6s',
              actions: 'clearToast',
            },
          },
        },
        waited6s: {
          on: {
            'time.pass1s': {
              target: '#ownerOrder.removable',
              meta: { requirements: ['SPEC-4-owner-remove-button'] },
            },
          },
        },
        saving: savingStatus,
      },
    },
    removable: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'status.choose': chooseStatus,
            'order.remove': {
              guard: 'hasNoUnchangedChoice',
              target: '#ownerOrder.removing',
              actions: 'clearToast',
            },
          },
        },
        saving: savingStatus,
      },
    },
    removing: {
      on: {
        'server.orderRemoved': {
          target: 'removed',
          actions: assign({ toast: 'Order removed successfully' }),
          meta: { requirements: ['SPEC-4-owner-remove-order'] },
        },
        'server.orderRemoveFailed': {
          target: 'removable',
          actions: assign({ toast: 'Unable to remove order' }),
          meta: { requirements: ['SPEC-8-order-delete-failed-toast'] },
        },
      },
    },
    removed: { type: 'final' },
  },
});

/**
 * The statuses the paths try in a state where the dropdown is in use: a first change either way
 * from the start, then only moving a delivered order back; the current status at the start,
 * while 'Removing soon...' shows, and wherever nothing else is tried. Each one offered must do
 * something: createTestModel keys a state reached by a change of value with how it was reached,
 * so an event that does nothing there leads to a copy of it, and paths through the copies
 * multiply (the bare 'status.choose' it adds when none is offered would do nothing too).
 */
function choicesIn(snapshot: AnyMachineSnapshot) {
  const context = snapshot.context as OwnerOrderModelContext;
  const { saved, statusChanges } = context;
  // A cancelled order's dropdown cannot be used; the kitchen's stories leave it alone. Six
  // seconds into 'Removing soon...', only the last second is tried.
  if (saved === 'cancelled' || !untouched(context)) return [];
  if (snapshot.matches({ removingSoon: 'waited6s' })) return [];
  const changes: OrderStatus[] =
    statusChanges === 0
      ? ['inProgress', 'delivered']
      : statusChanges === 1 && saved === 'delivered'
        ? ['inProgress']
        : [];
  const triesCurrent =
    changes.length === 0 || statusChanges === 0 || snapshot.matches({ removingSoon: 'idle' });
  const current = saved as OrderStatus;
  return [...(triesCurrent ? [current] : []), ...changes].map((status) => ({
    type: 'status.choose' as const,
    status,
  }));
}

const stepText: Record<Exclude<OwnerOrderModelEvent['type'], 'status.choose'>, string> = {
  'server.statusSaved': 'the server saves the status',
  'server.statusSaveFailed': 'the server fails to save the status',
  'time.pass7s': '7 seconds pass',
  'time.pass6s': '6 seconds pass',
  'time.pass1s': '1 more second passes',
  'order.remove': 'press X',
  'server.orderRemoved': 'the server deletes the order',
  'server.orderRemoveFailed': 'the server fails to delete the order',
  'order.accept': 'press Accept (the minutes it offers)',
  'server.accepted': 'the server accepts the order',
  'server.acceptFailed': 'the server fails to accept the order',
  'elsewhere.delivered':
    'the order is marked delivered elsewhere (the page sees it at its next poll)',
  'order.late': 'press Running late +10 min',
  'server.lateSaved': 'the server moves the time on',
  'server.lateFailed': 'the server fails to move the time on',
  'reject.open': 'press Reject',
  'cancel.open': 'press Cancel',
  'form.close': 'press Back',
  'order.reject': 'choose "Item unavailable" and press Reject order',
  'server.rejected': 'the server rejects and refunds the order',
  'server.rejectFailed': 'the server fails to reject the order',
  'order.cancelSome': 'choose "Too busy", untick the last line and press Refund 1 item',
  'order.cancelAll': 'choose "Too busy", tick every line and press Cancel order',
  'server.cancelled': 'the server refunds what was ticked',
  'server.cancelFailed': 'the server fails to cancel',
};

export const pathModel: PathModel = {
  name: 'owner order',
  machine: ownerOrderModel,
  events: choicesIn,
  describeEvent: (event) => {
    const step = event as OwnerOrderModelEvent;
    return step.type === 'status.choose'
      ? `choose "${orderStateLabel(step.status)}"`
      : stepText[step.type];
  },
};
