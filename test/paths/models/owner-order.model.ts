import { assign, setup, type AnyMachineSnapshot } from 'xstate';
import { ORDER_STATUS_INFO, type OrderStatus } from '@contract/order-status';
import type { PathModel } from '../path-model';

/** The status the order has on the server when the owner opens the Orders tab. */
export const START_STATUS: OrderStatus = 'paid';

/** The toasts about one order. */
export type OwnerOrderToast =
  | 'Order updated'
  | 'Failed to update order'
  | 'Order removed successfully'
  | 'Unable to remove order';

export interface OwnerOrderModelContext {
  /** The status the server has. */
  saved: OrderStatus;
  /** The status being saved, while the server has not answered. */
  choice?: OrderStatus;
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
  /** Seven seconds pass: the time 'Removing soon...' shows. */
  | { type: 'time.pass7s' }
  /** The owner presses the red X. */
  | { type: 'order.remove' }
  | { type: 'server.orderRemoved' }
  | { type: 'server.orderRemoveFailed' };

type ChosenStatus = { status: OrderStatus };
const chosen = ({ event }: { event: ChosenStatus }): ChosenStatus => ({ status: event.status });

// The same in each removal state whose dropdown can be used. Choosing the current status ends
// the path: nothing was sent, so nothing follows from it.
const chooseStatus = [
  { guard: { type: 'isUnchanged', params: chosen }, actions: 'noteUnchangedChoice' },
  { guard: { type: 'isNewStatus', params: chosen }, target: 'saving', actions: 'noteChoice' },
] as const;

// Saving a status while the order is delivered: the new status ends the countdown (the order is
// no longer delivered), a failure keeps it.
const savingStatus = {
  tags: 'saving',
  on: {
    'server.statusSaved': { target: '#ownerOrder.notDelivered', actions: 'noteSaved' },
    'server.statusSaveFailed': { target: 'idle', actions: 'noteSaveFailed' },
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
      status === context.saved && context.unchangedChoices === 0,
    isNewStatus: ({ context }, { status }: ChosenStatus) =>
      status !== context.saved && context.unchangedChoices === 0,
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
  },
}).createMachine({
  id: 'ownerOrder',
  context: { saved: START_STATUS, statusChanges: 0, unchangedChoices: 0 },
  initial: 'notDelivered',
  states: {
    notDelivered: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'status.choose': chooseStatus,
            // No countdown may run here, not even one cancelled by moving the order back.
            'time.pass7s': { actions: 'clearToast' },
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
              },
              { target: 'idle', actions: 'noteSaved' },
            ],
            'server.statusSaveFailed': { target: 'idle', actions: 'noteSaveFailed' },
          },
        },
      },
    },
    removingSoon: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'status.choose': chooseStatus,
            'time.pass7s': {
              guard: 'hasNoUnchangedChoice',
              target: '#ownerOrder.removable',
              actions: 'clearToast',
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
        },
        'server.orderRemoveFailed': {
          target: 'removable',
          actions: assign({ toast: 'Unable to remove order' }),
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
  const { saved, statusChanges } = snapshot.context as OwnerOrderModelContext;
  const changes: OrderStatus[] =
    statusChanges === 0
      ? ['inProgress', 'delivered']
      : statusChanges === 1 && saved === 'delivered'
        ? ['inProgress']
        : [];
  const triesCurrent =
    changes.length === 0 || statusChanges === 0 || snapshot.matches({ removingSoon: 'idle' });
  return [...(triesCurrent ? [saved] : []), ...changes].map((status) => ({
    type: 'status.choose' as const,
    status,
  }));
}

const stepText: Record<Exclude<OwnerOrderModelEvent['type'], 'status.choose'>, string> = {
  'server.statusSaved': 'the server saves the status',
  'server.statusSaveFailed': 'the server fails to save the status',
  'time.pass7s': '7 seconds pass',
  'order.remove': 'press X',
  'server.orderRemoved': 'the server deletes the order',
  'server.orderRemoveFailed': 'the server fails to delete the order',
};

export const pathModel: PathModel = {
  name: 'owner order',
  machine: ownerOrderModel,
  events: choicesIn,
  describeEvent: (event) => {
    const step = event as OwnerOrderModelEvent;
    return step.type === 'status.choose'
      ? `choose "${ORDER_STATUS_INFO[step.status].label}"`
      : stepText[step.type];
  },
};
