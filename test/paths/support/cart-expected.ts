import type { AnyMachineSnapshot } from 'xstate';
import type { MenuItem } from '@contract/restaurant';
import { SOLD_OUT_REASON } from '@/features/checkout/checkout-refusal';
import { formatPrice } from '@/lib/money';
import { cartAt, SAVED_LINES, type Dish, type StoredCart } from '../models/cart.model';
import { cartLine } from '../../cart-line';

const EMPTY_NOTE = 'Your cart is empty. Pick something from the menu.';

/**
 * What the customer sees of the cart, as both runners read it from their page: the jsdom paths
 * and the browser paths hold the page to the same expectation, worked out from the model.
 */
export interface CartSight {
  /** Whether the order card is on the page. */
  shown: boolean;
  /** The empty cart's note, when it shows. */
  note: string | null;
  /** Each line's quantity, name and price ('Sold out' for a sold-out dish). */
  rows: string[][];
  total: string | null;
  /** The cart's lines as this tab's session storage keeps them (null: nothing kept, or storage
   * refused). */
  stored: ReturnType<typeof cartLine>[] | null;
  tiramisuDisabled: boolean;
  /** The checkout button: usable, or not, and the reason it gives when held. */
  checkout: { enabled: boolean; reason: string | null };
}

/** The restaurant's two dishes as the page shows them, Tiramisu sold out or not. */
export type PathMenu = Record<Dish, MenuItem>;

/** The cart model's states, each of which both runners hold to `expectedCartSight`. */
export const CART_SIGHT_STATES = ['closed', 'empty', 'filled.orderable', 'filled.blocked'] as const;

/**
 * What an earlier visit in this tab left in session storage, as both runners put it there
 * before the page opens (undefined: nothing).
 */
export function earlierVisitStorage(stored: StoredCart, menu: PathMenu): string | undefined {
  if (stored === 'corrupt') return '{"_id": "a0000000-0000-4000-8000-000000000001", "quantity": ';
  if (stored !== 'saved' && stored !== 'soldOut') return undefined;
  return JSON.stringify([
    cartLine(menu.Margherita, SAVED_LINES.Margherita),
    cartLine(menu.Tiramisu, SAVED_LINES.Tiramisu),
    // A line of another restaurant's menu, which the cart leaves out.
    { _id: 'f0000000-0000-4000-8000-000000000009', name: 'Pad Thai', price: 900, quantity: 1 },
  ]);
}

/** What the cart should show in a state of the cart model, for a restaurant's menu. */
export function expectedCartSight(
  snapshot: AnyMachineSnapshot,
  menu: PathMenu,
  deliveryPrice: number,
): CartSight {
  if (snapshot.matches('closed')) return CLOSED_CART;
  const { lines: counts, tiramisuSoldOut, opened } = cartAt(snapshot);
  const dishes: PathMenu = {
    ...menu,
    Tiramisu: { ...menu.Tiramisu, available: !tiramisuSoldOut },
  };
  const lines = (Object.keys(dishes) as Dish[])
    .filter((dish) => counts[dish] > 0)
    .map((dish) => cartLine(dishes[dish], counts[dish]));
  const orderable = lines.filter((line) => line.available);
  const subtotal = orderable.reduce((sum, line) => sum + line.price * line.quantity, 0);
  const held = orderable.length < lines.length;
  return {
    shown: true,
    note: lines.length === 0 ? EMPTY_NOTE : null,
    rows: lines.map((line) => [
      `${line.quantity} ×`,
      line.name,
      line.available ? formatPrice(line.price * line.quantity) : 'Sold out',
    ]),
    total: formatPrice(subtotal + deliveryPrice),
    // A browser that refuses storage keeps nothing, yet the page keeps the cart.
    stored: lines.length && opened !== 'refused' ? lines : null,
    tiramisuDisabled: tiramisuSoldOut,
    checkout: { enabled: lines.length > 0 && !held, reason: held ? SOLD_OUT_REASON : null },
  };
}

/** The cart before the page shows its order card: nothing of it to see. */
export const CLOSED_CART: CartSight = {
  shown: false,
  note: null,
  rows: [],
  total: null,
  stored: null,
  tiramisuDisabled: false,
  checkout: { enabled: false, reason: null },
};

export { EMPTY_NOTE };
