import { assign, setup, type AnyMachineSnapshot, type EventObject } from 'xstate';
import type { PathModel } from '../path-model';

/** The two dishes of the test restaurant a path orders. */
export type Dish = 'Margherita' | 'Tiramisu';

/**
 * What this tab's session storage holds for the restaurant when the page opens, or 'blocked'
 * when the browser will not let the page read it.
 */
export type StoredCart = 'nothing' | 'saved' | 'corrupt' | 'blocked';

/** How many of each dish are in the cart: what the order card lists and storage keeps. */
export type CartLines = Record<Dish, number>;

export interface CartModelContext {
  lines: CartLines;
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

/** The dish a path adds next: none once it has started removing. */
const nextToAdd = ({ lines, removing }: CartModelContext): Dish | undefined =>
  removing ? undefined : ADDING_ORDER[countOf(lines)];

/** Lines are removed from the full cart on, one by one. */
const canRemove = ({ lines, removing }: CartModelContext) =>
  removing || countOf(lines) === ADDING_ORDER.length;

/** A reload shows what storage kept: a full cart, or one emptied by removing its lines. */
const canReload = ({ lines, removing, reloaded }: CartModelContext) =>
  !reloaded && (removing ? countOf(lines) === 0 : countOf(lines) === ADDING_ORDER.length);

const linesIn = (lines: CartLines) => (Object.keys(lines) as Dish[]).filter((d) => lines[d] > 0);

/**
 * The cart of one restaurant as the customer meets it on /detail/{id}, with the product machine's
 * states (machines/cart/cart.machine.ts): `empty` and `filled`, reached on opening by restoring
 * what storage holds (a corrupt value, or storage that cannot be read, restores nothing). Removing
 * the last line empties the cart; a reload restores it.
 */
const cartModelMachine = setup({
  types: { context: {} as CartModelContext, events: {} as CartModelEvent },
  guards: {
    opensWithSavedCart: ({ event }) => event.type === 'page.open' && event.stored === 'saved',
    isNextToAdd: ({ context, event }) =>
      dishOf(event) !== undefined && nextToAdd(context) === dishOf(event),
    isInCart: ({ context, event }) =>
      canRemove(context) && linesIn(context.lines).some((dish) => dish === dishOf(event)),
    canReload: ({ context }) => canReload(context),
    isLastLine: ({ context, event }) => {
      const lines = linesIn(context.lines);
      return canRemove(context) && lines.length === 1 && lines[0] === dishOf(event);
    },
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
  context: { lines: NO_LINES, removing: false, reloaded: false },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'page.open': [
          {
            guard: 'opensWithSavedCart',
            target: 'filled',
            actions: assign({ lines: SAVED_LINES }),
          },
          { target: 'empty' },
        ],
      },
    },
    empty: {
      on: {
        'item.add': { guard: 'isNextToAdd', target: 'filled', actions: 'add' },
        'page.reload': { guard: 'canReload', target: 'empty', actions: 'noteReload' },
      },
    },
    filled: {
      on: {
        'item.add': { guard: 'isNextToAdd', target: 'filled', actions: 'add' },
        'item.remove': [
          { guard: 'isLastLine', target: 'empty', actions: 'remove' },
          { guard: 'isInCart', target: 'filled', actions: 'remove' },
        ],
        'page.reload': { guard: 'canReload', target: 'filled', actions: 'noteReload' },
      },
    },
  },
});

/** The lines the page should show at a step of a path. */
export const cartLinesAt = (snapshot: AnyMachineSnapshot) =>
  (snapshot.context as CartModelContext).lines;

/**
 * The steps a state offers. Each is one that changes something: an event that does nothing
 * would lead to a copy of the state and multiply the paths (see owner-order.model.ts).
 */
function stepsIn(snapshot: AnyMachineSnapshot): CartModelEvent[] {
  if (snapshot.matches('closed')) {
    return (['nothing', 'saved', 'corrupt', 'blocked'] as const).map((stored) => ({
      type: 'page.open',
      stored,
    }));
  }
  const context = snapshot.context as CartModelContext;
  const { lines } = context;
  const dish = nextToAdd(context);
  return [
    ...(dish ? [{ type: 'item.add' as const, dish }] : []),
    ...(canRemove(context)
      ? linesIn(lines).map((dish) => ({ type: 'item.remove' as const, dish }))
      : []),
    ...(canReload(context) ? [{ type: 'page.reload' as const }] : []),
  ];
}

const STORED_TEXT: Record<StoredCart, string> = {
  nothing: 'open the restaurant page',
  saved: 'open the restaurant page with a cart saved earlier in this tab',
  corrupt: 'open the restaurant page with an unreadable saved cart',
  blocked: 'open the restaurant page with storage the browser will not let it read',
};

function describeEvent(event: EventObject): string {
  const step = event as CartModelEvent;
  if (step.type === 'page.open') return STORED_TEXT[step.stored];
  if (step.type === 'item.add') return `add "${step.dish}"`;
  if (step.type === 'item.remove') return `remove the "${step.dish}" line`;
  return 'reload the page';
}

export const pathModel: PathModel = {
  name: 'cart',
  machine: cartModelMachine,
  events: stepsIn,
  describeEvent,
};
