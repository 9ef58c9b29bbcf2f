import { assign, fromPromise, setup, type ActorRefFrom } from 'xstate';
import type { MenuItem } from '@contract/restaurant';
import { addItem, hasSoldOutLines, removeItem, restoreItems, type CartItem } from './cart-items';

export interface CartInput {
  restaurantId: string;
  menu: MenuItem[];
}

export interface CartContext extends CartInput {
  items: CartItem[];
}

/**
 * What the customer does to the cart. A finished payment empties the stored cart on the way back
 * from the payment page (src/features/checkout/payment-return.ts): the page, and this machine with
 * it, is gone while the customer pays.
 */
export type CartEvent =
  /** Clicking a menu item adds one of it; a sold-out item is not added. */
  | { type: 'item.add'; item: MenuItem }
  /** The remove icon of a line. */
  | { type: 'item.remove'; itemId: string }
  /** The restaurant was loaded again: the lines are named, priced and marked available anew. */
  | { type: 'menu.changed'; menu: MenuItem[] };

// Every change is saved as soon as it is made; the params read the already updated context.
const persist = {
  type: 'saveCart',
  params: ({ context }: { context: CartContext }) => ({
    restaurantId: context.restaurantId,
    items: context.items,
  }),
} as const;

const addFromEvent = {
  type: 'addItem',
  params: ({ event }: { event: Extract<CartEvent, { type: 'item.add' }> }) => ({
    item: event.item,
  }),
} as const;

const availableItem = {
  type: 'isAvailable',
  params: ({ event }: { event: Extract<CartEvent, { type: 'item.add' }> }) => ({
    item: event.item,
  }),
} as const;

/**
 * The cart of one restaurant. It restores what was saved for this restaurant against today's
 * menu, then saves every change. A line whose item has sold out stays, marked unavailable, and
 * holds the cart in `filled.blocked` (no checkout) until it is removed. Storage is provided by the
 * view (`loadCart` actor, `saveCart` action); the defaults keep nothing.
 */
export const cartMachine = setup({
  types: {
    input: {} as CartInput,
    context: {} as CartContext,
    events: {} as CartEvent,
  },
  actors: {
    loadCart: fromPromise<unknown, { restaurantId: string }>(async () => undefined),
  },
  actions: {
    saveCart: (_, _params: { restaurantId: string; items: CartItem[] }) => undefined,
    addItem: assign({
      items: ({ context }, params: { item: MenuItem }) => addItem(context.items, params.item),
    }),
    removeItem: assign({
      items: ({ context }, params: { itemId: string }) => removeItem(context.items, params.itemId),
    }),
    refreshLines: assign(({ context }, params: { menu: MenuItem[] }) => ({
      menu: params.menu,
      items: restoreItems(context.items, params.menu),
    })),
  },
  guards: {
    hasItems: ({ context }) => context.items.length > 0,
    hasSoldOutLines: ({ context }) => hasSoldOutLines(context.items),
    isAvailable: (_, params: { item: MenuItem }) => params.item.available,
    isLastLine: ({ context }, params: { itemId: string }) =>
      context.items.length === 1 && context.items[0]._id === params.itemId,
  },
}).createMachine({
  id: 'cart',
  context: ({ input }) => ({ ...input, items: [] }),
  initial: 'restoring',
  states: {
    restoring: {
      invoke: {
        src: 'loadCart',
        input: ({ context }) => ({ restaurantId: context.restaurantId }),
        onDone: {
          target: 'checkingContents',
          // Saved straight back, so that storage holds only what the cart shows.
          actions: [
            assign({
              items: ({ context, event }) => restoreItems(event.output, context.menu),
            }),
            persist,
          ],
        },
        onError: 'empty',
      },
    },
    checkingContents: {
      always: [
        { guard: 'hasSoldOutLines', target: 'filled.blocked' },
        { guard: 'hasItems', target: 'filled' },
        { target: 'empty' },
      ],
    },
    empty: {
      on: {
        'item.add': { guard: availableItem, target: 'filled', actions: [addFromEvent, persist] },
      },
    },
    filled: {
      initial: 'orderable',
      states: {
        orderable: { tags: 'orderable' },
        // A line has sold out: the customer removes it before checking out.
        blocked: { tags: 'soldOut' },
      },
      on: {
        'item.add': { guard: availableItem, actions: [addFromEvent, persist] },
        'item.remove': [
          {
            guard: { type: 'isLastLine', params: ({ event }) => ({ itemId: event.itemId }) },
            target: 'empty',
            actions: [
              { type: 'removeItem', params: ({ event }) => ({ itemId: event.itemId }) },
              persist,
            ],
          },
          {
            target: 'checkingContents',
            actions: [
              { type: 'removeItem', params: ({ event }) => ({ itemId: event.itemId }) },
              persist,
            ],
          },
        ],
        'menu.changed': {
          target: 'checkingContents',
          actions: [
            { type: 'refreshLines', params: ({ event }) => ({ menu: event.menu }) },
            persist,
          ],
        },
      },
    },
  },
});

/** A running cart, whatever storage was provided to it: what the checkout reads. */
export type CartActorRef = ActorRefFrom<typeof cartMachine>;
