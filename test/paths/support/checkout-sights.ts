import { screen, waitFor, within } from '@testing-library/react';
import type { AnyMachineSnapshot } from 'xstate';
import type { CheckoutPayload } from '@contract/order';
import { CHECKOUT_FAILED } from '@/features/checkout/use-checkout-actor';
import { PENDING_CHECKOUT_KEY } from '@/features/checkout/payment-return';
import { ID, MARGHERITA, readLines, storedCart } from '../../src/features/cart/cart-test-kit';
import {
  CHECKOUT_SIGHT_STATES,
  DELIVERY_FIELDS,
  expectedCheckoutSight,
  focusReturnedToCheckout,
  pageLeftForPayment,
  type CheckoutFixture,
  type CheckoutSight,
  type DialogSight,
  type RestaurantPageSight,
  type Whereabouts,
} from './checkout-expected';
import {
  checkoutButton,
  PAY_URL,
  SHOPPER,
  type CheckoutPage,
  type PageSlot,
} from './checkout-page';
import { checkingEach } from './state-checks';

type StateCheck = (snapshot: AnyMachineSnapshot) => Promise<void>;

const FIXTURE: CheckoutFixture = {
  restaurantId: ID,
  dish: MARGHERITA,
  shopper: {
    name: SHOPPER.name,
    addressLine1: SHOPPER.addressLine1,
    city: SHOPPER.city,
    country: SHOPPER.country,
    email: SHOPPER.email,
  },
};

/**
 * Where the browser would be: the login and the payment page are stand-ins here, so it is away
 * when one was called and the path has not come Back since.
 */
function whereabouts(page: CheckoutPage): Whereabouts {
  const logins = page.auth.loginWithRedirect.mock.calls.length;
  const payments = page.openPayment.mock.calls.length;
  if (logins + payments <= page.backs()) return 'restaurant';
  return payments > 0 ? 'payment' : 'login';
}

function readDialog(): DialogSight | null {
  const dialog = screen.queryByRole('dialog', { name: 'Confirm Delivery Details' });
  if (!dialog) return null;
  const submit = dialog.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  const email = within(dialog).getByLabelText<HTMLInputElement>('Email');
  return {
    fields: Object.fromEntries(
      DELIVERY_FIELDS.map((label) => [
        label,
        within(dialog).getByLabelText<HTMLInputElement>(label).value,
      ]),
    ),
    emailReadOnly: email.readOnly,
    submit: {
      text: submit.textContent ?? '',
      enabled: !submit.disabled,
      busy: submit.getAttribute('aria-busy') === 'true',
    },
    closeEnabled: !within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Close' })
      .disabled,
  };
}

/** The restaurant page as rendered (jsdom), and what it keeps in session storage. */
function readPage(): RestaurantPageSight {
  const card = screen.queryByRole('region', { name: 'Your Order' });
  const button = card ? (checkoutButton() as HTMLButtonElement) : null;
  const reasonId = button?.getAttribute('aria-describedby');
  return {
    loading: screen.queryByText('Loading...', { selector: 'p' }) !== null,
    checkout: button && {
      text: button.textContent ?? '',
      enabled: !button.disabled,
      reason: reasonId ? (document.getElementById(reasonId)?.textContent ?? null) : null,
    },
    rows: card ? readLines() : [],
    storedCart: storedCart(),
    pendingCheckout: window.sessionStorage.getItem(PENDING_CHECKOUT_KEY),
    loadingDetails: screen.queryByText('Loading your details') !== null,
    dialog: readDialog(),
    failureShown: screen.queryByText(CHECKOUT_FAILED) !== null,
  };
}

function readCheckoutSight(page: CheckoutPage): CheckoutSight {
  const at = whereabouts(page);
  return {
    at,
    leftFor: {
      login: page.auth.loginWithRedirect.mock.calls.length,
      payment: page.openPayment.mock.calls.length,
    },
    sessionRequests: page.sessionRequests().map((request) => request.body as CheckoutPayload),
    page: at === 'restaurant' ? readPage() : null,
  };
}

/** What the user should see in each state of the checkout model. */
export function checkoutSights(slot: PageSlot): Record<string, StateCheck> {
  const check: StateCheck = async (snapshot) => {
    const page = slot.current;
    await waitFor(() =>
      expect(readCheckoutSight(page)).toEqual(expectedCheckoutSight(snapshot, FIXTURE)),
    );
    if (focusReturnedToCheckout(snapshot)) expect(checkoutButton()).toHaveFocus();
    // What the stand-ins were asked to do: the login comes back to this page, the payment page
    // is the one the API answered.
    if (snapshot.matches({ checkout: 'loggingIn' }))
      expect(page.auth.loginWithRedirect).toHaveBeenCalledWith({
        appState: { returnTo: `/detail/${ID}` },
      });
    if (snapshot.matches({ checkout: 'redirecting' })) {
      expect(page.openPayment).toHaveBeenCalledWith(PAY_URL);
      expect(readPage()).toEqual(pageLeftForPayment(snapshot, FIXTURE));
    }
  };
  return checkingEach(CHECKOUT_SIGHT_STATES, check);
}
