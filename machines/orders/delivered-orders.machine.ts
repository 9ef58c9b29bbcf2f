import { assign, enqueueActions, sendParent, setup } from 'xstate';
import { deliveredOrderMachine, type DeliveredOrderInput } from './delivered-order.machine';
import { planWatch, type WatchedOrder } from './watch-plan';

export type { WatchedOrder } from './watch-plan';

export interface DeliveredOrdersInput {
  /** The orders this user has already had hidden (read from storage by the view). */
  hiddenIds: readonly string[];
}

export interface DeliveredOrdersContext {
  hiddenIds: readonly string[];
  watching: readonly string[];
}

/** Facts from the store and from the per-order timers. */
export type DeliveredOrdersEvent =
  /** A fresh copy of the customer's order list arrived (every poll). */
  | { type: 'orders.updated'; orders: readonly WatchedOrder[] }
  /** An order's thank-you is due. */
  | { type: 'delivery.thanked'; orderId: string; restaurantName: string }
  /** An order's time on the page is up. */
  | { type: 'delivery.hidden'; orderId: string }
  /** The last step of an order's timers: the list should be fetched again. */
  | { type: 'delivery.finished'; orderId: string };

const childId = (orderId: string) => `delivered-${orderId}`;

// Each order's timers report to this machine, which owns every effect.
const reportingDeliveredOrder = deliveredOrderMachine.provide({
  actions: {
    thankYou: sendParent((_, params: DeliveredOrderInput) => ({
      type: 'delivery.thanked',
      ...params,
    })),
    hide: sendParent((_, params: DeliveredOrderInput) => ({
      type: 'delivery.hidden',
      orderId: params.orderId,
    })),
    refetch: sendParent((_, params: DeliveredOrderInput) => ({
      type: 'delivery.finished',
      orderId: params.orderId,
    })),
  },
});

/**
 * The customer's delivered orders: each order seen delivered gets its own timers
 * (`deliveredOrderMachine`), so several delivered at once are thanked and hidden independently.
 * Only a delivered order is watched: a cancelled one gets no thank-you and no hiding (its reason
 * and refund are news the customer reads at their own pace), and an order cancelled while its
 * timers run stops them, as any order that is no longer delivered does.
 * Hidden orders are kept in `hiddenIds` and saved through `saveHiddenOrders`; the view provides
 * that, `thankYou` (the toast) and `refetch`. The defaults do nothing.
 */
export const deliveredOrdersMachine = setup({
  types: {
    input: {} as DeliveredOrdersInput,
    context: {} as DeliveredOrdersContext,
    events: {} as DeliveredOrdersEvent,
  },
  actors: { deliveredOrder: reportingDeliveredOrder },
  actions: {
    thankYou: (_, _params: { restaurantName: string }) => undefined,
    saveHiddenOrders: (_, _params: { hiddenIds: readonly string[] }) => undefined,
    refetch: () => undefined,
  },
}).createMachine({
  id: 'deliveredOrders',
  context: ({ input }) => ({ hiddenIds: input.hiddenIds, watching: [] }),
  on: {
    'orders.updated': {
      actions: enqueueActions(({ context, event, enqueue }) => {
        const { start, cancel } = planWatch(context, event.orders);
        cancel.forEach((orderId) => enqueue.stopChild(childId(orderId)));
        start.forEach((order) =>
          enqueue.spawnChild('deliveredOrder', {
            id: childId(order._id),
            input: { orderId: order._id, restaurantName: order.restaurant.restaurantName },
          }),
        );
        enqueue.assign({
          watching: [
            ...context.watching.filter((orderId) => !cancel.includes(orderId)),
            ...start.map((order) => order._id),
          ],
        });
      }),
    },
    'delivery.thanked': {
      actions: {
        type: 'thankYou',
        params: ({ event }) => ({ restaurantName: event.restaurantName }),
      },
    },
    'delivery.hidden': {
      actions: [
        assign({
          hiddenIds: ({ context, event }) =>
            context.hiddenIds.includes(event.orderId)
              ? context.hiddenIds
              : [...context.hiddenIds, event.orderId],
        }),
        { type: 'saveHiddenOrders', params: ({ context }) => ({ hiddenIds: context.hiddenIds }) },
      ],
    },
    'delivery.finished': {
      actions: [
        'refetch',
        enqueueActions(({ context, event, enqueue }) => {
          enqueue.stopChild(childId(event.orderId));
          enqueue.assign({ watching: context.watching.filter((id) => id !== event.orderId) });
        }),
      ],
    },
  },
});

/** The orders to leave off the page. */
export const selectHiddenIds = (snapshot: { context: DeliveredOrdersContext }) =>
  snapshot.context.hiddenIds;
