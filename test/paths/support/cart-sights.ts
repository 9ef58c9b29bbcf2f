import { screen } from '@testing-library/react';
import type { AnyMachineSnapshot } from 'xstate';
import { SOLD_OUT_REASON } from '@/features/checkout/checkout-refusal';
import { formatPrice } from '@/lib/money';
import {
  MARGHERITA,
  RESTAURANT,
  readLines,
  storedCart,
  TIRAMISU,
  totalText,
} from '../../src/features/cart/cart-test-kit';
import { soldOut } from '../../src/features/restaurant/restaurant-fixtures';
import { cartAt, type Dish } from '../models/cart.model';
import { cartLine } from '../../cart-line';

const EMPTY_NOTE = 'Your cart is empty. Pick something from the menu.';

/** The order card and this tab's storage, both holding exactly the model's lines. */
function expectCart(snapshot: AnyMachineSnapshot) {
  const { lines: counts, tiramisuSoldOut } = cartAt(snapshot);
  const menu = { Margherita: MARGHERITA, Tiramisu: tiramisuSoldOut ? soldOut(TIRAMISU) : TIRAMISU };
  const lines = (Object.keys(menu) as Dish[])
    .filter((dish) => counts[dish] > 0)
    .map((dish) => cartLine(menu[dish], counts[dish]));
  expect(readLines()).toEqual(
    lines.map((line) => [
      `${line.quantity} ×`,
      line.name,
      line.available ? formatPrice(line.price * line.quantity) : 'Sold out',
    ]),
  );
  const orderable = lines.filter((line) => line.available);
  const subtotal = orderable.reduce((sum, line) => sum + line.price * line.quantity, 0);
  expect(totalText()).toBe(formatPrice(subtotal + RESTAURANT.deliveryPrice));
  expect(storedCart()).toEqual(lines.length ? lines : null);
  expect(screen.getByRole('button', { name: /^Tiramisu, \$/ })).toHaveProperty(
    'disabled',
    tiramisuSoldOut,
  );
  return { lines, orderable };
}

const checkoutButton = () => screen.getByRole('button', { name: 'Log in to check out' });

/** What the customer should see in each state of the cart model. */
export function cartSights() {
  return {
    closed: async () => {
      expect(screen.queryByRole('region', { name: 'Your Order' })).not.toBeInTheDocument();
    },
    empty: async (snapshot: AnyMachineSnapshot) => {
      expect(screen.getByText(EMPTY_NOTE)).toBeVisible();
      expectCart(snapshot);
      expect(checkoutButton()).toBeDisabled();
    },
    'filled.orderable': async (snapshot: AnyMachineSnapshot) => {
      expect(screen.queryByText(EMPTY_NOTE)).not.toBeInTheDocument();
      expectCart(snapshot);
      expect(checkoutButton()).toBeEnabled();
      expect(screen.queryByText(SOLD_OUT_REASON)).not.toBeInTheDocument();
    },
    // A sold-out line holds the checkout, saying why.
    'filled.blocked': async (snapshot: AnyMachineSnapshot) => {
      expect(screen.queryByText(EMPTY_NOTE)).not.toBeInTheDocument();
      const { lines, orderable } = expectCart(snapshot);
      expect(orderable.length).toBeLessThan(lines.length);
      expect(checkoutButton()).toBeDisabled();
      expect(checkoutButton()).toHaveAccessibleDescription(SOLD_OUT_REASON);
    },
  };
}
