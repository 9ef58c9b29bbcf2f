import { and, assign, not, setup, type AnyMachineSnapshot, type EventObject } from 'xstate';
import type { PathModel } from '../path-model';

/**
 * What the customer's page should show, as far as delivered and cancelled orders are concerned.
 * The page lists two orders, both out for delivery at first: owners mark the first delivered, or
 * both at once, or the kitchen cancels the first.
 */
export interface DeliveredOrderModelContext {
  /** How many of the page's orders are delivered: none, the first, or both. */
  deliveredCount: 0 | 1 | 2;
  /** Whether the owner moved the first order back after it was delivered (once a path at most). */
  movedBack: boolean;
  /** Whether the page was reloaded once the delivered orders were hidden. */
  reloaded: boolean;
  /** Whether the kitchen cancelled the first order (refunding it in full). */
  cancelled: boolean;
}

/**
 * What owners do and what time does. An owner's change shows when the page next polls, so the
 * owner events include that wait; the time events then count from that poll.
 */
export type DeliveredOrderModelEvent =
  | { type: 'order.delivered' }
  | { type: 'orders.delivered' }
  | { type: 'order.cancelled' }
  | { type: 'order.movedBack' }
  | { type: 'time.pass3s' }
  | { type: 'time.pass4s' }
  | { type: 'time.pass0.5s' }
  | { type: 'page.reload' };

/**
 * The customer's delivered orders, with the state names of
 * machines/orders/delivered-order.machine.ts: `delivered` when first seen, `thanked` 3 s later,
 * `hidden` at 7 s, `done` once the list is fetched again 0.5 s after that (or the page reloaded,
 * which drops what was still to come). The guards keep the paths few: one move back, only of a
 * single delivered order, and a reload only of a path that has not moved the order back. A cancelled
 * order is neither thanked for nor hidden: `cancelled` waits past the thank-you (3 s), past the
 * hiding (7 s), and through a reload, and the order is listed as Cancelled all along. Generated
 * paths take every event a state listens to, even one its guard refuses (the page would then do
 * what the model ignores), so the guards pick which substate a step leads to and only that substate
 * listens to the guarded event.
 */
const deliveredOrderModel = setup({
  types: { context: {} as DeliveredOrderModelContext, events: {} as DeliveredOrderModelEvent },
  guards: {
    hasMovedBack: ({ context }) => context.movedBack,
    isOnlyFirstDelivered: ({ context }) => context.deliveredCount === 1,
  },
}).createMachine({
  id: 'deliveredOrder',
  context: { deliveredCount: 0, movedBack: false, reloaded: false, cancelled: false },
  initial: 'onTheWay',
  states: {
    onTheWay: {
      initial: 'firstTime',
      states: {
        firstTime: {
          on: {
            'orders.delivered': {
              target: '#deliveredOrder.delivered',
              actions: assign({ deliveredCount: 2 }),
            },
            'order.cancelled': {
              target: '#deliveredOrder.cancelled',
              actions: assign({ cancelled: true }),
            },
          },
        },
        movedBack: {},
      },
      on: { 'order.delivered': { target: 'delivered', actions: assign({ deliveredCount: 1 }) } },
    },
    delivered: {
      on: {
        'time.pass3s': [
          {
            guard: and(['isOnlyFirstDelivered', not('hasMovedBack')]),
            target: 'thanked.movable',
          },
          { target: 'thanked' },
        ],
      },
    },
    thanked: {
      meta: { requirements: ['SPEC-4-delivered-thank-you'] },
      initial: 'staying',
      states: {
        staying: {},
        movable: {
          on: {
            // The page sees it 2 s later, at the poll 5 s after it first saw the order delivered.
            'order.movedBack': {
              target: '#deliveredOrder.onTheWay.movedBack',
              actions: assign({ deliveredCount: 0, movedBack: true }),
            },
          },
        },
      },
      on: {
        'time.pass4s': [
          { guard: 'hasMovedBack', target: 'hidden' },
          { target: 'hidden.reloadable' },
        ],
      },
    },
    hidden: {
      meta: { requirements: ['SPEC-4-delivered-hidden'] },
      initial: 'staying',
      states: {
        staying: {},
        reloadable: {
          on: {
            'page.reload': { target: '#deliveredOrder.done', actions: assign({ reloaded: true }) },
          },
        },
      },
      on: {
        'time.pass0.5s': { target: 'done', meta: { requirements: ['SPEC-4-delivered-refetch'] } },
      },
    },
    done: { type: 'final' },
    cancelled: {
      initial: 'seen',
      states: {
        seen: { on: { 'time.pass3s': 'pastThankYou' } },
        pastThankYou: {
          meta: { requirements: ['FEAT-kitchen-cancelled-no-thank-you'] },
          on: { 'time.pass4s': 'pastHiding' },
        },
        pastHiding: {
          meta: { requirements: ['FEAT-kitchen-cancelled-stays-listed'] },
          on: { 'page.reload': 'reloaded' },
        },
        reloaded: {
          type: 'final',
          meta: { requirements: ['FEAT-kitchen-cancelled-stays-listed'] },
        },
      },
    },
  },
});

/** The model's context as the paths' state checks read it. */
export const contextOf = (snapshot: AnyMachineSnapshot) =>
  snapshot.context as DeliveredOrderModelContext;

const stepText: Record<DeliveredOrderModelEvent['type'], string> = {
  'order.delivered':
    'the owner marks the first order delivered (the page sees it at its next poll)',
  'orders.delivered': 'both orders are marked delivered (the page sees them at its next poll)',
  'order.cancelled':
    'the kitchen cancels the first order, Item unavailable, refunding it (the page sees it at its next poll)',
  'order.movedBack':
    'the owner moves the first order back to Out for Delivery (the page sees it at its next poll)',
  'time.pass3s': '3 seconds pass',
  'time.pass4s': '4 seconds pass',
  'time.pass0.5s': 'half a second passes',
  'page.reload': 'reload the page',
};

export const pathModel: PathModel = {
  name: 'delivered order',
  machine: deliveredOrderModel,
  events: [],
  describeEvent: (event: EventObject) =>
    stepText[event.type as DeliveredOrderModelEvent['type']] ?? event.type,
};
