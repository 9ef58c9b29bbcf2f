import { act, screen, waitFor, within } from '@testing-library/react';
import { axe } from '@test/jsdom-axe';
import type { RequestHandler } from 'msw';
import toast from 'react-hot-toast';
import { CHECKOUT_MESSAGES } from '@contract/order';
import type { Restaurant } from '@contract/restaurant';
import { paymentPage } from '@/features/checkout/payment-return';
import { TEST_ACCESS_TOKEN } from '@test/render-with-providers';
import {
  addToCart,
  ID,
  MARGHERITA,
  pageReady,
  readLineNotes,
  readLines,
  renderDetailPage,
  RESTAURANT,
  LARGE,
  OLIVES,
  PIZZA,
  storeCart,
  storedCart,
  TIRAMISU,
  withPizza,
} from '../cart/cart-test-kit';
import { deferredAnswer } from '../../msw/answer';
import { createCheckoutSession } from '../../msw/handlers/order';
import { getRestaurant } from '../../msw/handlers/restaurant';
import { getMyUser } from '../../msw/handlers/user';
import { routesSent } from '../../msw/server';
import {
  closedUntil,
  fixToday,
  PAUSED,
  readOpening,
  savedRestaurant,
  soldOut,
} from '../restaurant/restaurant-fixtures';
import { ADA } from '../user/user-fixtures';
import { cartLine } from '@test/cart-line';

const CHECKOUT = 'POST /api/order/checkout/create-checkout-session';
const PAY_URL = 'http://localhost:4242/pay/cs_test_1';

let openPayment: jest.SpyInstance;
beforeEach(() => {
  openPayment = jest.spyOn(paymentPage, 'open').mockImplementation(() => undefined);
});
afterEach(() => {
  act(() => toast.remove());
  jest.restoreAllMocks();
});

const checkoutButton = (name: string | RegExp = /check ?out/i) =>
  screen.getByRole('button', { name });
const dialog = () => screen.getByRole('dialog', { name: 'Confirm Delivery Details' });
const continueButton = () => within(dialog()).getByRole('button', { name: 'Continue to payment' });

/** Signed in as Ada, whose record is answered unless `handlers` answer it otherwise. */
function renderSignedIn(...handlers: RequestHandler[]) {
  return renderDetailPage({
    auth: { email: ADA.email },
    handlers: [...handlers, getMyUser({ status: 200, body: ADA })],
  });
}

/** Two Margheritas and a Tiramisu, then 'Go to checkout' and the dialog. */
async function fillCartAndOpenDialog(view: ReturnType<typeof renderSignedIn>) {
  await pageReady();
  await addToCart(view.user, 'Margherita');
  await addToCart(view.user, 'Margherita');
  await addToCart(view.user, 'Tiramisu');
  await view.user.click(checkoutButton('Go to checkout'));
  return screen.findByRole('dialog', { name: 'Confirm Delivery Details' });
}

describe('checking out, signed out', () => {
  it('reads Log in to check out, disabled until the cart has something', async () => {
    const { user, sent } = renderDetailPage();
    await pageReady();
    expect(checkoutButton()).toHaveTextContent('Log in to check out');
    expect(checkoutButton()).toBeDisabled();
    await addToCart(user, 'Tiramisu');
    expect(checkoutButton()).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Remove Tiramisu' }));
    expect(checkoutButton()).toBeDisabled();
    expect(sent.map((request) => request.path)).toEqual([`/api/restaurant/${ID}`]);
  });

  it('starts a login that comes back to this restaurant, with the cart kept', async () => {
    const { user, auth } = renderDetailPage();
    await pageReady();
    await addToCart(user, 'Margherita');
    await user.click(checkoutButton('Log in to check out'));
    expect(auth.loginWithRedirect).toHaveBeenCalledTimes(1);
    expect(auth.loginWithRedirect).toHaveBeenCalledWith({
      appState: { returnTo: `/detail/${ID}` },
    });
    expect(storedCart()).toEqual([cartLine(MARGHERITA, 1)]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('checking out, signed in', () => {
  it('reads Go to checkout, disabled while the cart is empty', async () => {
    const { user } = renderSignedIn();
    await pageReady();
    expect(checkoutButton()).toHaveTextContent('Go to checkout');
    expect(checkoutButton()).toBeDisabled();
    await addToCart(user, 'Margherita');
    expect(checkoutButton()).toBeEnabled();
  });

  it('shows a spinner while the user loads, then the dialog prefilled from the user', async () => {
    const later = deferredAnswer();
    const { user } = renderSignedIn(getMyUser(later.reply));
    await pageReady();
    await addToCart(user, 'Margherita');
    await user.click(checkoutButton('Go to checkout'));
    expect(screen.getByText('Loading your details').closest('[role="status"]')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    later.answer({ status: 200, body: ADA });
    const shown = await screen.findByRole('dialog', { name: 'Confirm Delivery Details' });
    expect(screen.queryByText('Loading your details')).not.toBeInTheDocument();
    const email = within(shown).getByLabelText('Email');
    expect(email).toHaveValue(ADA.email);
    expect(email).toHaveAttribute('readonly');
    expect(within(shown).getByLabelText('Name')).toHaveValue(ADA.name);
    expect(within(shown).getByLabelText('Address Line 1')).toHaveValue(ADA.addressLine1);
    expect(within(shown).getByLabelText('City')).toHaveValue(ADA.city);
    expect(within(shown).getByLabelText('Country')).toHaveValue(ADA.country);
  });

  it('sends the cart once, quantities as text, and leaves for the payment page', async () => {
    const later = deferredAnswer();
    const view = renderSignedIn(createCheckoutSession(later.reply));
    const shown = await fillCartAndOpenDialog(view);
    await view.user.clear(within(shown).getByLabelText('City'));
    await view.user.type(within(shown).getByLabelText('City'), 'Bath');

    await view.user.click(continueButton());
    const busy = within(shown).getByRole('button', { name: 'Loading...' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    await view.user.type(within(shown).getByLabelText('Name'), '{Enter}');

    const checkouts = view.sent.filter(
      (request) => `${request.method} ${request.path}` === CHECKOUT,
    );
    expect(checkouts).toEqual([
      {
        method: 'POST',
        path: '/api/order/checkout/create-checkout-session',
        authorization: `Bearer ${TEST_ACCESS_TOKEN}`,
        body: {
          cartItems: [
            { menuItemId: MARGHERITA._id, name: 'Margherita', quantity: '2' },
            { menuItemId: TIRAMISU._id, name: 'Tiramisu', quantity: '1' },
          ],
          restaurantId: ID,
          deliveryDetails: {
            name: ADA.name,
            addressLine1: ADA.addressLine1,
            city: 'Bath',
            country: ADA.country,
            email: ADA.email,
          },
        },
      },
    ]);
    expect(openPayment).not.toHaveBeenCalled();

    later.answer({ status: 200, body: { url: PAY_URL } });
    await waitFor(() => expect(openPayment).toHaveBeenCalledWith(PAY_URL));
    expect(openPayment).toHaveBeenCalledTimes(1);
    expect(window.sessionStorage.getItem('checkoutPending')).toBe(ID);
    expect(dialog()).toBeVisible();
    expect(storedCart()).toHaveLength(2);
  });

  it('starts again when the browser comes Back from the payment page', async () => {
    const view = renderSignedIn(createCheckoutSession({ status: 200, body: { url: PAY_URL } }));
    await fillCartAndOpenDialog(view);
    await view.user.click(continueButton());
    await waitFor(() => expect(openPayment).toHaveBeenCalledWith(PAY_URL));
    expect(within(dialog()).getByRole('button', { name: 'Loading...' })).toBeDisabled();

    act(() => {
      window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(checkoutButton('Go to checkout')).toBeEnabled();
  });

  it('says it could not create the session and goes back to the start, the cart kept', async () => {
    const view = renderSignedIn(
      createCheckoutSession({
        status: 502,
        body: { message: 'Unable to create checkout session' },
      }),
    );
    await fillCartAndOpenDialog(view);
    await view.user.click(continueButton());

    expect(await screen.findByText('Unable to create checkout session')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(openPayment).not.toHaveBeenCalled();
    expect(readLines()).toEqual([
      ['2 ×', 'Margherita', '$25.00'],
      ['1 ×', 'Tiramisu', '$6.00'],
    ]);
    expect(storedCart()).toHaveLength(2);
    expect(checkoutButton('Go to checkout')).toBeEnabled();
    expect(checkoutButton('Go to checkout')).toHaveFocus();
    expect(window.sessionStorage.getItem('checkoutPending')).toBeNull();
  });

  it('checks the details with the profile’s rules before sending anything', async () => {
    const view = renderSignedIn();
    const shown = await fillCartAndOpenDialog(view);
    await view.user.clear(within(shown).getByLabelText('Address Line 1'));
    await view.user.click(continueButton());
    expect(within(shown).getByLabelText('Address Line 1')).toHaveAccessibleDescription(
      'Address Line 1 is required',
    );
    expect(view.sent.some((request) => request.method === 'POST')).toBe(false);
  });

  it('closes with the close button (or Escape) and gives focus back to the button', async () => {
    const view = renderSignedIn();
    const shown = await fillCartAndOpenDialog(view);
    await view.user.click(within(shown).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(checkoutButton('Go to checkout')).toHaveFocus();

    await view.user.click(checkoutButton('Go to checkout'));
    const again = await screen.findByRole('dialog', { name: 'Confirm Delivery Details' });
    act(() => {
      again.dispatchEvent(new Event('cancel', { cancelable: true }));
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(checkoutButton('Go to checkout')).toHaveFocus();
  });

  it('opens the dialog with the email alone when the user cannot be loaded', async () => {
    const view = renderSignedIn(getMyUser({ status: 404, body: { message: 'User not found' } }));
    const shown = await fillCartAndOpenDialog(view);
    expect(within(shown).getByLabelText('Email')).toHaveValue(ADA.email);
    expect(within(shown).getByLabelText('Name')).toHaveValue('');
  });

  it('has no axe violations with the dialog open', async () => {
    const view = renderSignedIn();
    await fillCartAndOpenDialog(view);
    expect((await axe(view.container)).violations).toEqual([]);
  });
});

describe('checking out while the restaurant takes no orders', () => {
  // Monday noon; the restaurant opens again on Wednesday evening, whatever the zone.
  const TODAY = '2025-06-16T12:00:00Z';
  const OPENS_AT = '2025-06-18T17:00:00Z';
  const CLOSED_TEXT = `Closed · opens ${readOpening(OPENS_AT)}`;
  beforeEach(() => fixToday(TODAY));
  afterEach(() => jest.useRealTimers());

  it.each([
    ['closed', savedRestaurant(closedUntil(OPENS_AT)), CLOSED_TEXT],
    ['closed with no opening known', savedRestaurant(closedUntil(null)), 'Closed'],
    ['paused', savedRestaurant(PAUSED), 'Not taking orders right now'],
  ])(
    'can fill the cart while %s, the checkout disabled with the reason',
    async (_, restaurant, text) => {
      const { user, container } = renderDetailPage({
        auth: { email: ADA.email },
        restaurant,
        handlers: [getMyUser({ status: 200, body: ADA })],
      });
      await pageReady();
      expect(screen.getByRole('heading', { level: 1 }).nextElementSibling).toHaveTextContent(text);
      await addToCart(user, 'Margherita');
      expect(readLines()).toEqual([['1 ×', 'Margherita', '$12.50']]);
      expect(checkoutButton('Go to checkout')).toBeDisabled();
      expect(checkoutButton('Go to checkout')).toHaveAccessibleDescription(text);
      expect((await axe(container)).violations).toEqual([]);
    },
  );

  it('gives both reasons when a line has sold out too', async () => {
    storeCart([cartLine(TIRAMISU, 1)]);
    renderDetailPage({
      restaurant: savedRestaurant({ ...PAUSED, menuItems: [MARGHERITA, soldOut(TIRAMISU)] }),
    });
    await pageReady();
    await waitFor(() => expect(readLines()).toEqual([['1 ×', 'Tiramisu', 'Sold out']]));
    expect(checkoutButton()).toHaveAccessibleDescription(
      'Not taking orders right now Remove sold-out items to check out',
    );
  });
});

describe('checking out lines with choices', () => {
  const LARGE_OLIVES = cartLine(PIZZA, 2, [OLIVES, LARGE]);
  const largeSoldOut = {
    ...PIZZA,
    optionGroups: PIZZA.optionGroups.map((group) => ({
      ...group,
      choices: group.choices.map((choice) =>
        choice._id === LARGE ? { ...choice, available: false } : choice,
      ),
    })),
  };

  /** The stored cart on the page of a restaurant with Pizza, then 'Go to checkout' and the dialog. */
  async function openDialogWith(view: ReturnType<typeof renderSignedIn>) {
    await pageReady();
    await waitFor(() => expect(readLines()).toHaveLength(2));
    await view.user.click(checkoutButton('Go to checkout'));
    return screen.findByRole('dialog', { name: 'Confirm Delivery Details' });
  }

  beforeEach(() => storeCart([LARGE_OLIVES, cartLine(MARGHERITA, 1)]));

  it('sends the ids of a line’s choices, and no choices for a line without', async () => {
    const view = renderSignedIn(
      getRestaurant({ status: 200, body: withPizza() }),
      createCheckoutSession({ status: 200, body: { url: PAY_URL } }),
    );
    await openDialogWith(view);
    await view.user.click(continueButton());
    await waitFor(() => expect(openPayment).toHaveBeenCalledWith(PAY_URL));
    const [checkout] = view.sent.filter(
      (request) => `${request.method} ${request.path}` === CHECKOUT,
    );
    expect((checkout.body as { cartItems: unknown }).cartItems).toEqual([
      { menuItemId: PIZZA._id, name: 'Pizza', quantity: '2', choices: [LARGE, OLIVES] },
      { menuItemId: MARGHERITA._id, name: 'Margherita', quantity: '1' },
    ]);
  });

  it('says which choice sold out and marks its line', async () => {
    let loads = 0;
    const view = renderSignedIn(
      getRestaurant(() => ({
        status: 200,
        body: loads++ === 0 ? withPizza() : withPizza(largeSoldOut),
      })),
      createCheckoutSession({
        status: 400,
        body: { message: 'cartItems.0.choices: Large is sold out' },
      }),
    );
    await openDialogWith(view);
    await view.user.click(continueButton());

    await waitFor(() =>
      expect(readLines()).toEqual([
        ['2 ×', 'Pizza', 'Unavailable'],
        ['1 ×', 'Margherita', '$12.50'],
      ]),
    );
    // Told once in the toast, and under the line's choices.
    expect(screen.getAllByText('Large is sold out')).toHaveLength(2);
    expect(readLineNotes()[0]).toEqual(['Size: Large', 'Extras: Olives', 'Large is sold out']);
    expect(checkoutButton('Go to checkout')).toBeDisabled();
    await view.user.click(
      screen.getByRole('button', { name: 'Remove Pizza, Size: Large, Extras: Olives' }),
    );
    expect(checkoutButton('Go to checkout')).toBeEnabled();
  });
});

describe('a checkout refused because something changed since the page loaded', () => {
  /** The restaurant as first loaded, then as loaded again after the refusal. */
  function loadsThen(before: Restaurant, after: Restaurant) {
    let loads = 0;
    return getRestaurant(() => ({ status: 200, body: loads++ === 0 ? before : after }));
  }

  it('says the restaurant closed and shows it closed', async () => {
    const view = renderSignedIn(
      loadsThen(RESTAURANT, savedRestaurant(PAUSED)),
      createCheckoutSession({ status: 409, body: { message: CHECKOUT_MESSAGES.paused } }),
    );
    await fillCartAndOpenDialog(view);
    await view.user.click(continueButton());

    expect(
      await screen.findByText('This restaurant is not taking orders right now'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(checkoutButton('Go to checkout')).toHaveAccessibleDescription(
        'Not taking orders right now',
      ),
    );
    expect(checkoutButton('Go to checkout')).toBeDisabled();
    expect(routesSent().filter((route) => route === `GET /api/restaurant/${ID}`)).toHaveLength(2);
    expect(openPayment).not.toHaveBeenCalled();
  });

  it('says which item sold out and marks its line', async () => {
    const view = renderSignedIn(
      loadsThen(RESTAURANT, savedRestaurant({ menuItems: [MARGHERITA, soldOut(TIRAMISU)] })),
      createCheckoutSession({
        status: 400,
        body: { message: 'cartItems.1.menuItemId: Tiramisu is sold out' },
      }),
    );
    await fillCartAndOpenDialog(view);
    await view.user.click(continueButton());

    expect(await screen.findByText('Tiramisu is sold out')).toBeInTheDocument();
    await waitFor(() =>
      expect(readLines()).toEqual([
        ['2 ×', 'Margherita', '$25.00'],
        ['1 ×', 'Tiramisu', 'Sold out'],
      ]),
    );
    expect(checkoutButton('Go to checkout')).toBeDisabled();
    expect(checkoutButton('Go to checkout')).toHaveAccessibleDescription(
      'Remove sold-out items to check out',
    );
    expect(screen.getByRole('button', { name: 'Tiramisu, $6.00' })).toBeDisabled();

    await view.user.click(screen.getByRole('button', { name: 'Remove Tiramisu' }));
    expect(checkoutButton('Go to checkout')).toBeEnabled();
  });

  it('says only that the session failed for any other refusal, and loads nothing again', async () => {
    const view = renderSignedIn(
      createCheckoutSession({ status: 400, body: { message: 'cartItems: the cart is empty' } }),
    );
    await fillCartAndOpenDialog(view);
    await view.user.click(continueButton());
    expect(await screen.findByText('Unable to create checkout session')).toBeInTheDocument();
    expect(routesSent().filter((route) => route === `GET /api/restaurant/${ID}`)).toHaveLength(1);
  });
});
