import { screen } from '@testing-library/react';
import type { AnyMachineSnapshot } from 'xstate';
import { formatPrice } from '@/lib/money';
import {
  MARGHERITA,
  RESTAURANT,
  readLines,
  storedCart,
  TIRAMISU,
  totalText,
} from '../../src/features/cart/cart-test-kit';
import { cartLinesAt, type CartLines, type Dish } from '../models/cart.model';
import { cartLine } from '../../cart-line';

const MENU = { Margherita: MARGHERITA, Tiramisu: TIRAMISU } as const;
const EMPTY_NOTE = 'Your cart is empty. Pick something from the menu.';

const linesOf = (lines: CartLines) =>
  (Object.keys(MENU) as Dish[])
    .filter((dish) => lines[dish] > 0)
    .map((dish) => cartLine(MENU[dish], lines[dish]));

/** The order card and this tab's storage, both holding exactly the model's lines. */
function expectCart(snapshot: AnyMachineSnapshot) {
  const lines = linesOf(cartLinesAt(snapshot));
  expect(readLines()).toEqual(
    lines.map((line) => [`${line.quantity} ×`, line.name, formatPrice(line.price * line.quantity)]),
  );
  const subtotal = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  expect(totalText()).toBe(formatPrice(subtotal + RESTAURANT.deliveryPrice));
  expect(storedCart()).toEqual(lines.length ? lines : null);
  const checkout = screen.getByRole('button', { name: 'Log in to check out' });
  if (lines.length) expect(checkout).toBeEnabled();
  else expect(checkout).toBeDisabled();
}

/** What the customer should see in each state of the cart model. */
export function cartSights() {
  return {
    closed: async () => {
      expect(screen.queryByRole('region', { name: 'Your Order' })).not.toBeInTheDocument();
    },
    empty: async (snapshot: AnyMachineSnapshot) => {
      expect(screen.getByText(EMPTY_NOTE)).toBeVisible();
      expectCart(snapshot);
    },
    filled: async (snapshot: AnyMachineSnapshot) => {
      expect(screen.queryByText(EMPTY_NOTE)).not.toBeInTheDocument();
      expectCart(snapshot);
    },
  };
}
