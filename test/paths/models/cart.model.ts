import { assign, setup, type AnyMachineSnapshot, type EventObject } from 'xstate';
import type { PathModel } from '../path-model';

/** The two dishes of the test restaurant a path orders. */
export type Dish = 'Margherita' | 'Tiramisu';

/**
 * What this tab's session storage holds for the restaurant when the page opens, or 'blocked'
 * when the browser will not let the page read it as it opens, or 'refused' when the browser
 * refuses the page its storage for the whole visit (neither read nor written). 'soldOut' is the
 * saved cart of a restaurant whose Tiramisu has sold out since it was saved.
 */
export type StoredCart = 'nothing' | 'saved' | 'corrupt' | 'blocked' | 'refused' | 'soldOut';

/** How many of each dish are in the cart: what the order card lists and storage keeps. */
export type CartLines = Record<Dish, number>;

export interface CartModelContext {
  /** What storage held when the page opened. */
  opened?: StoredCart;
  lines: CartLines;
  /** Whether the menu says Tiramisu is sold out: its line, if any, cannot be ordered. */
  tiramisuSoldOut: boolean;
  /** Whether a line was removed: a path adds, then removes, so no step undoes another. */
  removing: boolean;
  /** Whether the page was reloaded: once a path at most. */
  reloaded: boolean;
}

export type CartModelEvent =
  /** The restaurant page opens, with the cart storage left by an earlier visit. */
  | { type: 'page.open'; stored: StoredCart }
  /** A click on a menu item. */
  | { type: 'item.add'; dish: Dish }
  /** The red remove icon of a line. */
  | { type: 'item.remove'; dish: Dish }
  /** The page loads the restaurant again (as after a refused checkout): Tiramisu has sold out. */
  | { type: 'menu.tiramisuSellsOut' }
  | { type: 'page.reload' };

/** The saved cart a path may find: two Margheritas and a Tiramisu (plus a line of another menu). */
export const SAVED_LINES: CartLines = { Margherita: 2, Tiramisu: 1 };
const NO_LINES: CartLines = { Margherita: 0, Tiramisu: 0 };

// The order a path adds dishes in: enough to see a line's quantity rise and a second line appear,
// in one order only, so that the generated paths stay a handful.
const ADDING_ORDER: Dish[] = ['Margherita', 'Margherita', 'Tiramisu'];

// createTestModel also sends each event bare (`{ type }`): with no dish it matches no guard.
const dishOf = (event: CartModelEvent): Dish | undefined =>
  'dish' in event ? event.dish : undefined;
const countOf = (lines: CartLines) => lines.Margherita + lines.Tiramisu;
const isFull = ({ lines }: CartModelContext) => countOf(lines) === ADDING_ORDER.length;

/**
 * Without storage the cart lives in the page alone: a path adds one dish and sees it stay, which
 * it would not if the cart were read back from storage. Nothing more there is new.
 */
const isRefused = (context: CartModelContext) => context.opened === 'refused';

/** The dish a path adds next: none once it has started removing. */
const nextToAdd = (context: CartModelContext): Dish | undefined => {
  const { lines, removing } = context;
  if (removing || (isRefused(context) && countOf(lines) > 0)) return undefined;
  return ADDING_ORDER[countOf(lines)];
};

/** Lines are removed from the full cart on, one by one. */
const canRemove = (context: CartModelContext) =>
  !isRefused(context) && (context.removing || isFull(context));

/** A reload shows what storage kept: a full cart, or one emptied by removing its lines. */
const canReload = (context: CartModelContext) =>
  !context.reloaded &&
  !isRefused(context) &&
  (context.removing ? countOf(context.lines) === 0 : isFull(context));

/**
 * Tiramisu sells out under a cart restored in full, before anything else happens to it: a cart
 * filled by adding is the same cart to the machine, and would only multiply the paths.
 */
const canSellOut = (context: CartModelContext) =>
  context.opened === 'saved' &&
  !context.tiramisuSoldOut &&
  !context.removing &&
  !context.reloaded &&
  isFull(context);

// What every removal proves, whichever line it removes.
const removesLine = { requirements: ['SPEC-4-cart-remove-line'] };

const linesIn = (lines: CartLines) => (Object.keys(lines) as Dish[]).filter((d) => lines[d] > 0);

/**
 * The cart of one restaurant as the customer meets it on /detail/{id}, with the product machine's
 * states (machines/cart/cart.machine.ts): `empty` and `filled`, reached on opening by restoring
 * what storage holds (a corrupt value, or storage that cannot be read, restores nothing). A line
 * whose dish has sold out holds the cart in `filled.blocked` until it is removed. Removing the
 * last line empties the cart; a reload restores it.
 */
const cartModelMachine = setup({
  types: { context: {} as CartModelContext, events: {} as CartModelEvent },
  guards: {
    opensWith: ({ event }, stored: StoredCart) =>
      event.type === 'page.open' && event.stored === stored,
    isNextToAdd: ({ context, event }) =>
      dishOf(event) !== undefined && nextToAdd(context) === dishOf(event),
    isInCart: ({ context, event }) =>
      canRemove(context) && linesIn(context.lines).some((dish) => dish === dishOf(event)),
    isLastLine: ({ context, event }) => {
      const lines = linesIn(context.lines);
      return canRemove(context) && lines.length === 1 && lines[0] === dishOf(event);
    },
    isSoldOutLine: ({ context, event }) =>
      canRemove(context) && context.tiramisuSoldOut && dishOf(event) === 'Tiramisu',
    canReload: ({ context }) => canReload(context),
    canSellOut: ({ context }) => canSellOut(context),
  },
  actions: {
    add: assign({
      lines: ({ context, event }) => {
        const dish = dishOf(event)!;
        return { ...context.lines, [dish]: context.lines[dish] + 1 };
      },
    }),
    remove: assign({
      lines: ({ context, event }) => ({ ...context.lines, [dishOf(event)!]: 0 }),
      removing: true,
    }),
    noteReload: assign({ reloaded: true }),
  },
}).createMachine({
  id: 'cartModel',
  context: { lines: NO_LINES, tiramisuSoldOut: false, removing: false, reloaded: false },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'page.open': [
          {
            guard: { type: 'opensWith', params: 'saved' },
            target: 'filled.orderable',
            actions: assign({ lines: SAVED_LINES, opened: 'saved' }),
            meta: { requirements: ['SPEC-4-cart-restore'] },
          },
          {
            guard: { type: 'opensWith', params: 'soldOut' },
            target: 'filled.blocked',
            actions: assign({ lines: SAVED_LINES, tiramisuSoldOut: true }),
            meta: { requirements: ['SPEC-4-cart-restore'] },
          },
          {
            guard: { type: 'opensWith', params: 'refused' },
            target: 'empty',
            actions: assign({ opened: 'refused' }),
          },
          { target: 'empty' },
        ],
      },
    },
    empty: {
      meta: { requirements: ['SPEC-5-cart-checkout-needs-item'] },
      on: {
        'item.add': {
          guard: 'isNextToAdd',
          target: 'filled',
          actions: 'add',
          meta: { requirements: ['SPEC-4-cart-new-item'] },
        },
        'page.reload': {
          guard: 'canReload',
          target: 'empty',
          actions: 'noteReload',
          meta: { requirements: ['SPEC-4-cart-restore'] },
        },
      },
    },
    filled: {
      initial: 'orderable',
      states: {
        orderable: {
          on: {
            // Margherita is added twice first (ADDING_ORDER): the first add here raises its line.
            'item.add': {
              guard: 'isNextToAdd',
              target: 'orderable',
              actions: 'add',
              meta: { requirements: ['SPEC-4-cart-same-item'] },
            },
            'item.remove': [
              {
                guard: 'isLastLine',
                target: '#cartModel.empty',
                actions: 'remove',
                meta: removesLine,
              },
              { guard: 'isInCart', target: 'orderable', actions: 'remove', meta: removesLine },
            ],
            'menu.tiramisuSellsOut': {
              guard: 'canSellOut',
              target: 'blocked',
              actions: assign({ tiramisuSoldOut: true }),
              meta: { requirements: ['FEAT-sold-out-cart-catches-up'] },
            },
            'page.reload': {
              guard: 'canReload',
              target: 'orderable',
              actions: 'noteReload',
              meta: { requirements: ['SPEC-4-cart-restore'] },
            },
          },
        },
        // A sold-out line: shown, not counted, and no checkout until it is removed.
        blocked: {
          meta: { requirements: ['FEAT-sold-out-line-held'] },
          on: {
            'item.remove': [
              {
                guard: 'isLastLine',
                target: '#cartModel.empty',
                actions: 'remove',
                meta: removesLine,
              },
              { guard: 'isSoldOutLine', target: 'orderable', actions: 'remove', meta: removesLine },
              { guard: 'isInCart', target: 'blocked', actions: 'remove', meta: removesLine },
            ],
            'page.reload': {
              guard: 'canReload',
              target: 'blocked',
              actions: 'noteReload',
              meta: { requirements: ['SPEC-4-cart-restore'] },
            },
          },
        },
      },
    },
  },
});

/** The model's state at a step: the lines the page should show, and whether Tiramisu sold out. */
export const cartAt = (snapshot: AnyMachineSnapshot) => snapshot.context as CartModelContext;

/**
 * The steps a state offers. Each is one that changes something: an event that does nothing
 * would lead to a copy of the state and multiply the paths (see owner-order.model.ts).
 */
function stepsIn(snapshot: AnyMachineSnapshot): CartModelEvent[] {
  if (snapshot.matches('closed')) {
    return (['nothing', 'saved', 'corrupt', 'blocked', 'refused', 'soldOut'] as const).map(
      (stored) => ({ type: 'page.open', stored }),
    );
  }
  const context = snapshot.context as CartModelContext;
  const dish = nextToAdd(context);
  return [
    ...(dish ? [{ type: 'item.add' as const, dish }] : []),
    ...(canRemove(context)
      ? linesIn(context.lines).map((dish) => ({ type: 'item.remove' as const, dish }))
      : []),
    ...(canSellOut(context) ? [{ type: 'menu.tiramisuSellsOut' as const }] : []),
    ...(canReload(context) ? [{ type: 'page.reload' as const }] : []),
  ];
}

const STORED_TEXT: Record<StoredCart, string> = {
  nothing: 'open the restaurant page',
  saved: 'open the restaurant page with a cart saved earlier in this tab',
  corrupt: 'open the restaurant page with an unreadable saved cart',
  blocked: 'open the restaurant page with storage the browser will not let it read',
  refused: 'open the restaurant page in a browser that refuses it storage (no reads, no writes)',
  soldOut: 'open the restaurant page with a saved cart whose "Tiramisu" has sold out since',
};

function describeEvent(event: EventObject): string {
  const step = event as CartModelEvent;
  if (step.type === 'page.open') return STORED_TEXT[step.stored];
  if (step.type === 'item.add') return `add "${step.dish}"`;
  if (step.type === 'item.remove') return `remove the "${step.dish}" line`;
  if (step.type === 'menu.tiramisuSellsOut') {
    return 'the page loads the restaurant again: "Tiramisu" has sold out';
  }
  return 'reload the page';
}

export const pathModel: PathModel = {
  name: 'cart',
  machine: cartModelMachine,
  events: stepsIn,
  describeEvent,
};
