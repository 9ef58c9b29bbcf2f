import { screen, waitFor, within } from '@testing-library/react';
import type { AnyMachineSnapshot } from 'xstate';
import { CHECKOUT_FAILED } from '@/features/checkout/use-checkout-actor';
import { NOT_TAKING_ORDERS } from '@/lib/opening-status';
import {
  ID,
  MARGHERITA,
  pageReady,
  readLines,
  storedCart,
} from '../../src/features/cart/cart-test-kit';
import { orderCardAt } from '../models/checkout.model';
import {
  checkoutButton,
  deliveryDialog,
  PAY_URL,
  SHOPPER,
  type CheckoutPage,
  type PageSlot,
} from './checkout-page';
import { cartLine } from '../../cart-line';

type StateCheck = (snapshot: AnyMachineSnapshot) => Promise<void>;

const SPINNER = 'Loading your details';
const busyButton = () => within(deliveryDialog()).getByRole('button', { name: 'Loading...' });

/** The cart as the order card and session storage show it: the one item, or nothing. */
function expectCart(filled: boolean) {
  expect(readLines()).toEqual(filled ? [['1 ×', MARGHERITA.name, '$12.50']] : []);
  expect(storedCart()).toEqual(filled ? [cartLine(MARGHERITA, 1)] : null);
}

/** The order card after an attempt (or before any), with what that attempt left behind. */
async function expectOrderCard(page: CheckoutPage, snapshot: AnyMachineSnapshot) {
  const { signedIn, cartFilled, outcome } = orderCardAt(snapshot);
  await pageReady();
  if (outcome === 'sessionFailed')
    expect(await screen.findByText(CHECKOUT_FAILED)).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(checkoutButton()).toHaveTextContent(signedIn ? 'Go to checkout' : 'Log in to check out');
  if (cartFilled) expect(checkoutButton()).toBeEnabled();
  else expect(checkoutButton()).toBeDisabled();
  expect(screen.queryByText(SPINNER)).not.toBeInTheDocument();
  expectCart(cartFilled);
  expect(page.auth.loginWithRedirect).toHaveBeenCalledTimes(outcome === 'backFromLogin' ? 1 : 0);
  expect(page.openPayment).toHaveBeenCalledTimes(outcome === 'backFromPayment' ? 1 : 0);
  // A dialog that closed by itself or by the user hands focus back to the checkout button.
  if (outcome === 'dialogClosed' || outcome === 'sessionFailed') {
    expect(checkoutButton()).toHaveFocus();
  }
}

/** A paused restaurant: the cart fills as usual, the checkout waits and says why. */
async function expectNotTakingOrders(page: CheckoutPage, snapshot: AnyMachineSnapshot) {
  const { signedIn, cartFilled } = orderCardAt(snapshot);
  await pageReady();
  expect(checkoutButton()).toHaveTextContent(signedIn ? 'Go to checkout' : 'Log in to check out');
  expect(checkoutButton()).toBeDisabled();
  expect(checkoutButton()).toHaveAccessibleDescription(NOT_TAKING_ORDERS);
  expectCart(cartFilled);
  expect(page.auth.loginWithRedirect).not.toHaveBeenCalled();
  expect(page.sessionRequests()).toEqual([]);
}

async function expectDetailsDialog(page: CheckoutPage) {
  const shown = await screen.findByRole('dialog', { name: 'Confirm Delivery Details' });
  expect(screen.queryByText(SPINNER)).not.toBeInTheDocument();
  const email = within(shown).getByLabelText('Email');
  expect(email).toHaveValue(SHOPPER.email);
  expect(email).toHaveAttribute('readonly');
  expect(within(shown).getByLabelText('Name')).toHaveValue(SHOPPER.name);
  expect(within(shown).getByLabelText('Address Line 1')).toHaveValue(SHOPPER.addressLine1);
  expect(within(shown).getByLabelText('City')).toHaveValue(SHOPPER.city);
  expect(within(shown).getByLabelText('Country')).toHaveValue(SHOPPER.country);
  expect(within(shown).getByRole('button', { name: 'Continue to payment' })).toBeEnabled();
  expect(page.sessionRequests()).toEqual([]);
}

/** The details as sent: the prefilled profile with the account's email, the one item. */
async function expectSessionAsked(page: CheckoutPage) {
  await waitFor(() => expect(page.sessionRequests()).toHaveLength(1));
  expect(page.sessionRequests()[0].body).toEqual({
    cartItems: [{ menuItemId: MARGHERITA._id, name: MARGHERITA.name, quantity: '1' }],
    restaurantId: ID,
    deliveryDetails: {
      name: SHOPPER.name,
      addressLine1: SHOPPER.addressLine1,
      city: SHOPPER.city,
      country: SHOPPER.country,
      email: SHOPPER.email,
    },
  });
}

/** What the user should see in each state of the checkout model. */
export function checkoutSights(slot: PageSlot): Record<string, StateCheck> {
  const page = () => slot.current;
  return {
    'checkout.loadingPage': async () => {
      expect(screen.getByText('Loading...')).toBeVisible();
      expect(screen.queryByRole('region', { name: 'Your Order' })).not.toBeInTheDocument();
    },
    'checkout.idle': (snapshot) => expectOrderCard(page(), snapshot),
    'checkout.notTakingOrders': (snapshot) => expectNotTakingOrders(page(), snapshot),
    'checkout.loggingIn': async () => {
      expect(page().auth.loginWithRedirect).toHaveBeenCalledTimes(1);
      expect(page().auth.loginWithRedirect).toHaveBeenCalledWith({
        appState: { returnTo: `/detail/${ID}` },
      });
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expectCart(true);
    },
    'checkout.loadingUser': async () => {
      expect(screen.getByText(SPINNER).closest('[role="status"]')).toBeVisible();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    },
    'checkout.confirming': () => expectDetailsDialog(page()),
    'checkout.submitting': async () => {
      const busy = await waitFor(busyButton);
      expect(busy).toBeDisabled();
      expect(busy).toHaveAttribute('aria-busy', 'true');
      expect(within(deliveryDialog()).getByRole('button', { name: 'Close' })).toBeDisabled();
      await expectSessionAsked(page());
      expect(page().openPayment).not.toHaveBeenCalled();
    },
    'checkout.redirecting': async () => {
      await waitFor(() => expect(page().openPayment).toHaveBeenCalledWith(PAY_URL));
      expect(page().openPayment).toHaveBeenCalledTimes(1);
      expect(busyButton()).toBeDisabled();
      expect(window.sessionStorage.getItem('checkoutPending')).toBe(ID);
      expectCart(true);
    },
  };
}
