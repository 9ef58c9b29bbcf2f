import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import type { MenuItem } from '@contract/restaurant';
import type { CartItem } from './cart-items';
import { planOrderAgain, type LeftOutLine, type PastOrderLine } from './order-again';

/** A past order as 'Order again' needs it: where it was from and what was in it. */
export interface PastOrder {
  _id: string;
  restaurantId: string;
  lines: readonly PastOrderLine[];
}

export interface OrderAgainContext {
  /** The order being put back in its cart, while the menu loads. */
  order?: PastOrder;
}

export type OrderAgainEvent =
  /** 'Order again' on a past order; ignored while another one is on its way. */
  { type: 'order.repeat'; order: PastOrder };

/**
 * 'Order again': loads the restaurant's menu as it is today (`loadMenu`), fills that restaurant's
 * cart with the lines still orderable, each with its choices (`fillCart`, replacing what the cart
 * held), names the lines left out and why (`tellLeftOut`: a dish, or a choice of it, unavailable)
 * and opens the restaurant (`openRestaurant`), whose page says if it is closed. When no line is
 * orderable the cart stays as it was and that is told instead (`tellNothingAdded`); the
 * restaurant still opens, to choose something else. A menu that cannot be loaded is told
 * (`tellFailed`) and nothing changes. The view provides every effect; the defaults do nothing.
 */
export const orderAgainMachine = setup({
  types: {
    context: {} as OrderAgainContext,
    events: {} as OrderAgainEvent,
  },
  actors: {
    loadMenu: fromPromise<MenuItem[], { restaurantId: string }>(async () => []),
  },
  actions: {
    fillCart: (_, _params: { restaurantId: string; items: CartItem[] }) => undefined,
    tellLeftOut: (_, _params: { leftOut: LeftOutLine[] }) => undefined,
    tellNothingAdded: (_, _params: { leftOut: LeftOutLine[] }) => undefined,
    openRestaurant: (_, _params: { restaurantId: string }) => undefined,
    tellFailed: (_, _params: { error: unknown }) => undefined,
    forget: assign({ order: undefined }),
  },
}).createMachine({
  id: 'orderAgain',
  context: {},
  initial: 'idle',
  states: {
    idle: {
      on: {
        'order.repeat': {
          target: 'loadingMenu',
          actions: assign({ order: ({ event }) => event.order }),
        },
      },
    },
    loadingMenu: {
      tags: 'busy',
      invoke: {
        src: 'loadMenu',
        input: ({ context }) => ({ restaurantId: context.order!.restaurantId }),
        onDone: {
          target: 'idle',
          actions: [
            enqueueActions(({ context, event, enqueue }) => {
              const { restaurantId, lines } = context.order!;
              const { items, leftOut } = planOrderAgain(lines, event.output);
              if (items.length === 0) {
                enqueue({ type: 'tellNothingAdded', params: { leftOut } });
              } else {
                enqueue({ type: 'fillCart', params: { restaurantId, items } });
                if (leftOut.length > 0) enqueue({ type: 'tellLeftOut', params: { leftOut } });
              }
              enqueue({ type: 'openRestaurant', params: { restaurantId } });
            }),
            'forget',
          ],
        },
        onError: {
          target: 'idle',
          actions: [
            { type: 'tellFailed', params: ({ event }) => ({ error: event.error }) },
            'forget',
          ],
        },
      },
    },
  },
});

/** The past order whose 'Order again' is under way, if any. */
export const selectBusyOrderId = (snapshot: { context: OrderAgainContext }) =>
  snapshot.context.order?._id;
