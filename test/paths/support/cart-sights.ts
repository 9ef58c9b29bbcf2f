import { screen, within } from '@testing-library/react';
import type { AnyMachineSnapshot } from 'xstate';
import {
  orderCard,
  readLines,
  RESTAURANT,
  storedCart,
  totalText,
} from '../../src/features/cart/cart-test-kit';
import { CART_SIGHT_STATES, CLOSED_CART, expectedCartSight, type CartSight } from './cart-expected';
import { MENU } from './cart-page';
import { checkingEach } from './state-checks';

const EMPTY_NOTE_PATTERN = /^Your cart is empty/;

/** The cart as the customer sees it on the rendered page (jsdom). */
function readCartSight(): CartSight {
  const card = screen.queryByRole('region', { name: 'Your Order' });
  if (!card) {
    return CLOSED_CART;
  }
  const checkout = within(orderCard()).getByRole('button', { name: 'Log in to check out' });
  const tiramisu = screen.getByRole('button', { name: /^Tiramisu, \$/ });
  return {
    shown: true,
    note: within(card).queryByText(EMPTY_NOTE_PATTERN)?.textContent ?? null,
    rows: readLines(),
    total: totalText() ?? null,
    stored: storedCartIfAllowed(),
    tiramisuDisabled: (tiramisu as HTMLButtonElement).disabled,
    checkout: {
      enabled: !(checkout as HTMLButtonElement).disabled,
      reason: checkout.getAttribute('aria-describedby')
        ? (document.getElementById(checkout.getAttribute('aria-describedby')!)?.textContent ?? null)
        : null,
    },
  };
}

/** What storage keeps of the cart; nothing when the browser refuses the page its storage. */
function storedCartIfAllowed() {
  try {
    return storedCart();
  } catch {
    return null;
  }
}

/** What the customer should see in each state of the cart model. */
export function cartSights() {
  const check = async (snapshot: AnyMachineSnapshot) => {
    expect(readCartSight()).toEqual(expectedCartSight(snapshot, MENU, RESTAURANT.deliveryPrice));
  };
  return checkingEach(CART_SIGHT_STATES, check);
}
