import type { AnyMachineSnapshot } from 'xstate';
import type { CheckoutPayload, DeliveryDetails } from '@contract/order';
import type { MenuItem } from '@contract/restaurant';
import type { CartItem } from '@machines/cart/cart-items';
import { NOT_TAKING_ORDERS } from '@/lib/opening-status';
import { formatPrice } from '@/lib/money';
import { orderCardAt, type CheckoutModelContext } from '../models/checkout.model';
import { cartLine } from '../../cart-line';

/** Where the browser is: on the restaurant page, or away on the login page or the payment page. */
export type Whereabouts = 'restaurant' | 'login' | 'payment';

/** The labels of the delivery details form's fields, as the readers read them in turn. */
export const DELIVERY_FIELDS = ['Email', 'Name', 'Address Line 1', 'City', 'Country'] as const;

/** The delivery details dialog as the customer sees it. */
export interface DialogSight {
  /** The form's fields by label (DELIVERY_FIELDS). */
  fields: Record<string, string>;
  emailReadOnly: boolean;
  /** The submit button: 'Continue to payment', or 'Loading...' (busy) while the session is made. */
  submit: { text: string; enabled: boolean; busy: boolean };
  closeEnabled: boolean;
}

/** What the restaurant page shows and keeps, while the browser is on it. */
export interface RestaurantPageSight {
  /** The page's 'Loading...' before the restaurant arrives. */
  loading: boolean;
  /** The order card's checkout button (null: no order card yet) and the reason it gives. */
  checkout: { text: string; enabled: boolean; reason: string | null } | null;
  /** The cart's lines on the order card: quantity, name, price. */
  rows: string[][];
  /** The cart as this tab's session storage keeps it (null: nothing kept). */
  storedCart: CartItem[] | null;
  /** The restaurant whose cart the tab went to pay for (session storage), if any. */
  pendingCheckout: string | null;
  /** The spinner while the customer's details load, before the dialog. */
  loadingDetails: boolean;
  dialog: DialogSight | null;
  /** Whether the page tells the customer the checkout failed. */
  failureShown: boolean;
}

/**
 * What the customer sees of the checkout, and what the page sent, as both runners read it: the
 * jsdom paths (where the login and the payment page are stand-ins, seen by their being called)
 * and the browser paths (where the browser really leaves for them) hold the page to the same
 * expectation, worked out from the model.
 */
export interface CheckoutSight {
  at: Whereabouts;
  /** How often the page sent the browser to log in and to pay during the path. */
  leftFor: { login: number; payment: number };
  /** The bodies of the checkout sessions the page asked the API for. */
  sessionRequests: CheckoutPayload[];
  /** The restaurant page; null while the browser is away from it. */
  page: RestaurantPageSight | null;
}

/** What a path's page is made of: the restaurant, the dish the model adds, the customer. */
export interface CheckoutFixture {
  restaurantId: string;
  dish: MenuItem;
  /** The signed-in customer's saved profile and email: the delivery details it prefills. */
  shopper: DeliveryDetails;
}

/** The checkout model's states, each of which both runners hold to `expectedCheckoutSight`. */
export const CHECKOUT_SIGHT_STATES = [
  'checkout.loadingPage',
  'checkout.idle',
  'checkout.notTakingOrders',
  'checkout.loggingIn',
  'checkout.loadingUser',
  'checkout.confirming',
  'checkout.submitting',
  'checkout.redirecting',
] as const;

/** Whether focus should be on the checkout button: the dialog hands it back as it closes. */
export function focusReturnedToCheckout(snapshot: AnyMachineSnapshot): boolean {
  const { outcome } = snapshot.context as CheckoutModelContext;
  return (
    snapshot.matches({ checkout: 'idle' }) &&
    (outcome === 'dialogClosed' || outcome === 'sessionFailed')
  );
}

/** The one session request of an attempt that got as far as submitting its details. */
function sessionRequestOf({ restaurantId, dish, shopper }: CheckoutFixture): CheckoutPayload {
  return {
    cartItems: [{ menuItemId: dish._id, name: dish.name, quantity: '1' }],
    restaurantId,
    deliveryDetails: shopper,
  };
}

function whereaboutsAt(snapshot: AnyMachineSnapshot): Whereabouts {
  if (snapshot.matches({ checkout: 'loggingIn' })) return 'login';
  if (snapshot.matches({ checkout: 'redirecting' })) return 'payment';
  return 'restaurant';
}

const dialogSight = (shopper: DeliveryDetails, submitting: boolean): DialogSight => ({
  fields: {
    Email: shopper.email,
    Name: shopper.name,
    'Address Line 1': shopper.addressLine1,
    City: shopper.city,
    Country: shopper.country,
  },
  emailReadOnly: true,
  submit: submitting
    ? { text: 'Loading...', enabled: false, busy: true }
    : { text: 'Continue to payment', enabled: true, busy: false },
  closeEnabled: !submitting,
});

function pageSight(snapshot: AnyMachineSnapshot, fixture: CheckoutFixture): RestaurantPageSight {
  const { signedIn, cartFilled, outcome } = orderCardAt(snapshot);
  const state = (name: string) => snapshot.matches({ checkout: name });
  if (state('loadingPage')) {
    return {
      loading: true,
      checkout: null,
      rows: [],
      storedCart: null,
      pendingCheckout: null,
      loadingDetails: false,
      dialog: null,
      failureShown: false,
    };
  }
  const paused = state('notTakingOrders');
  // The states past the cart (loadingUser and on) were reached with the one dish in it.
  const filled = cartFilled || !(state('idle') || paused);
  const leaving = state('redirecting');
  const attempting = state('loadingUser') || state('confirming') || state('submitting') || leaving;
  return {
    loading: false,
    checkout: {
      text: signedIn ? 'Go to checkout' : 'Log in to check out',
      enabled: filled && !paused && !attempting,
      reason: paused ? NOT_TAKING_ORDERS : null,
    },
    rows: filled ? [['1 ×', fixture.dish.name, formatPrice(fixture.dish.price)]] : [],
    storedCart: filled ? [cartLine(fixture.dish, 1)] : null,
    // Only leaving for the payment page marks the cart as being paid; nothing here unmarks it.
    pendingCheckout: leaving || outcome === 'backFromPayment' ? fixture.restaurantId : null,
    loadingDetails: state('loadingUser'),
    dialog:
      state('confirming') || state('submitting') || leaving
        ? dialogSight(fixture.shopper, state('submitting') || leaving)
        : null,
    failureShown: outcome === 'sessionFailed',
  };
}

/**
 * The restaurant page as the browser leaves it for the payment page, until it has gone: the
 * dialog stays, busy, and nothing can start another checkout. The jsdom paths, whose payment
 * page is a stand-in the browser never reaches, can read it; the browser paths are gone by then.
 */
export const pageLeftForPayment = (snapshot: AnyMachineSnapshot, fixture: CheckoutFixture) =>
  pageSight(snapshot, fixture);

/** What the customer should see in a state of the checkout model. */
export function expectedCheckoutSight(
  snapshot: AnyMachineSnapshot,
  fixture: CheckoutFixture,
): CheckoutSight {
  const { outcome } = snapshot.context as CheckoutModelContext;
  const at = whereaboutsAt(snapshot);
  const submitted =
    snapshot.matches({ checkout: 'submitting' }) ||
    snapshot.matches({ checkout: 'redirecting' }) ||
    outcome === 'sessionFailed' ||
    outcome === 'backFromPayment';
  return {
    at,
    leftFor: {
      login: at === 'login' || outcome === 'backFromLogin' ? 1 : 0,
      payment: at === 'payment' || outcome === 'backFromPayment' ? 1 : 0,
    },
    sessionRequests: submitted ? [sessionRequestOf(fixture)] : [],
    page: at === 'restaurant' ? pageSight(snapshot, fixture) : null,
  };
}
