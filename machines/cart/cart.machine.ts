import { assign, fromPromise, setup, type ActorRefFrom } from 'xstate';
import type { MenuItem } from '@contract/restaurant';
import {
  addItem,
  canAdd,
  hasSoldOutLines,
  removeItem,
  restoreItems,
  type CartItem,
} from './cart-items';

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
  /**
   * Clicking a dish without options adds one of it; the chooser of a dish with options adds
   * `quantity` (1 unless given) with the ids of the `choices` made (none unless given). The same
   * dish with the same choices raises that line's quantity; other choices make a new line. A dish
   * or choice sold out, or choices that do not meet the dish's groups, are not added.
   */
  | { type: 'item.add'; item: MenuItem; choices?: string[]; quantity?: number }
  /** The remove icon of a line, by its `lineKey`. */
  | { type: 'item.remove'; lineKey: string }
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

interface Addition {
  item: MenuItem;
  choices: string[];
  quantity: number;
}

const additionOf = ({ event }: { event: Extract<CartEvent, { type: 'item.add' }> }) => ({
  item: event.item,
  choices: event.choices ?? [],
  quantity: event.quantity ?? 1,
});

const addFromEvent = { type: 'addItem', params: additionOf } as const;

const availableItem = { type: 'canAdd', params: additionOf } as const;

const lineOfEvent = ({ event }: { event: Extract<CartEvent, { type: 'item.remove' }> }) => ({
  lineKey: event.lineKey,
});

/**
 * The cart of one restaurant: lines of a dish with its choices. It restores what was saved for
 * this restaurant against today's menu, then saves every change. A line whose item or a choice of
 * it has sold out or gone, or whose choices no longer meet the dish's groups, stays, marked
 * unavailable, and holds the cart in `filled.blocked` (no checkout) until it is removed. Storage is provided by the
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
      items: ({ context }, { item, choices, quantity }: Addition) =>
        addItem(context.items, item, choices, quantity),
    }),
    removeItem: assign({
      items: ({ context }, params: { lineKey: string }) =>
        removeItem(context.items, params.lineKey),
    }),
    refreshLines: assign(({ context }, params: { menu: MenuItem[] }) => ({
      menu: params.menu,
      items: restoreItems(context.items, params.menu),
    })),
  },
  guards: {
    hasItems: ({ context }) => context.items.length > 0,
    hasSoldOutLines: ({ context }) => hasSoldOutLines(context.items),
    canAdd: (_, { item, choices, quantity }: Addition) => canAdd(item, choices, quantity),
    isLastLine: ({ context }, params: { lineKey: string }) =>
      context.items.length === 1 && context.items[0].lineKey === params.lineKey,
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
            guard: { type: 'isLastLine', params: lineOfEvent },
            target: 'empty',
            actions: [{ type: 'removeItem', params: lineOfEvent }, persist],
          },
          {
            target: 'checkingContents',
            actions: [{ type: 'removeItem', params: lineOfEvent }, persist],
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
