import { act, screen, waitFor, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import {
  addToCart,
  CART_KEY,
  MARGHERITA,
  orderCard,
  pageReady,
  readLines,
  renderDetailPage,
  storeCart,
  storedCart,
  TIRAMISU,
  totalText,
} from './cart-test-kit';
import { cartLine } from '@test/cart-line';
import { savedRestaurant, soldOut } from '../restaurant/restaurant-fixtures';

afterEach(() => jest.restoreAllMocks());

describe('the Your Order card', () => {
  it('starts empty, with the delivery fee and a total of delivery alone', async () => {
    renderDetailPage();
    await pageReady();
    expect(within(orderCard()).getByRole('heading', { level: 2 })).toHaveTextContent('Your Order');
    expect(screen.getByText('Your cart is empty. Pick something from the menu.')).toBeVisible();
    expect(readLines()).toEqual([]);
    expect(within(orderCard()).getByText('Delivery').nextElementSibling).toHaveTextContent('$2.50');
    expect(totalText()).toBe('$2.50');
  });

  it('adds one per click, raising the quantity of a line already there', async () => {
    const { user } = renderDetailPage();
    await pageReady();
    await addToCart(user, 'Margherita');
    await addToCart(user, 'Tiramisu');
    await addToCart(user, 'Margherita');

    expect(readLines()).toEqual([
      ['2 ×', 'Margherita', '$25.00'],
      ['1 ×', 'Tiramisu', '$6.00'],
    ]);
    expect(totalText()).toBe('$33.50');
    expect(screen.queryByText(/Your cart is empty/)).not.toBeInTheDocument();
    expect(storedCart()).toEqual([cartLine(MARGHERITA, 2), cartLine(TIRAMISU, 1)]);
  });

  it('removes a whole line with its red remove button, and leaves nothing stored at the end', async () => {
    const { user } = renderDetailPage();
    await pageReady();
    await addToCart(user, 'Margherita');
    await addToCart(user, 'Margherita');
    await addToCart(user, 'Tiramisu');

    await user.click(screen.getByRole('button', { name: 'Remove Margherita' }));
    expect(readLines()).toEqual([['1 ×', 'Tiramisu', '$6.00']]);
    expect(totalText()).toBe('$8.50');
    expect(storedCart()).toEqual([cartLine(TIRAMISU, 1)]);

    await user.click(screen.getByRole('button', { name: 'Remove Tiramisu' }));
    expect(readLines()).toEqual([]);
    expect(totalText()).toBe('$2.50');
    expect(storedCart()).toBeNull();
  });

  it('restores the cart kept for this restaurant, priced from today’s menu', async () => {
    storeCart([
      { _id: TIRAMISU._id, name: 'Old name', price: 1, quantity: 3 },
      { _id: 'from-another-restaurant', name: 'Pho', price: 900, quantity: 1 },
    ]);
    storeCart([cartLine(MARGHERITA, 5)], 'cartItems-another-restaurant');
    renderDetailPage();
    await pageReady();
    await waitFor(() => expect(readLines()).toEqual([['3 ×', 'Tiramisu', '$18.00']]));
    expect(totalText()).toBe('$20.50');
  });

  it.each([
    ['text that is not JSON', '{"oops'],
    ['JSON that is not a list', '{"items":[]}'],
    ['lines with bad quantities', [{ _id: 'x', quantity: 0 }, null, 7]],
  ])('ignores %s and starts empty', async (_kind, stored) => {
    storeCart(stored);
    const { user } = renderDetailPage();
    await pageReady();
    expect(await screen.findByText(/Your cart is empty/)).toBeVisible();
    expect(readLines()).toEqual([]);
    await addToCart(user, 'Tiramisu');
    expect(storedCart(CART_KEY)).toEqual([cartLine(TIRAMISU, 1)]);
  });

  it('has no axe violations with items in the cart', async () => {
    const { container, user } = renderDetailPage();
    await pageReady();
    await addToCart(user, 'Margherita');
    await addToCart(user, 'Tiramisu');
    expect((await axe(container)).violations).toEqual([]);
  });
});

describe('a cart restored with a line that has sold out since', () => {
  const TIRAMISU_SOLD_OUT = savedRestaurant({ menuItems: [MARGHERITA, soldOut(TIRAMISU)] });
  const checkout = () => within(orderCard()).getByRole('button', { name: 'Log in to check out' });

  beforeEach(() => storeCart([cartLine(MARGHERITA, 2), cartLine(TIRAMISU, 1)]));

  it('shows the line as sold out, leaves it out of the total and holds the checkout', async () => {
    const { container } = renderDetailPage({ restaurant: TIRAMISU_SOLD_OUT });
    await pageReady();
    await waitFor(() =>
      expect(readLines()).toEqual([
        ['2 ×', 'Margherita', '$25.00'],
        ['1 ×', 'Tiramisu', 'Sold out'],
      ]),
    );
    expect(totalText()).toBe('$27.50');
    expect(checkout()).toBeDisabled();
    expect(checkout()).toHaveAccessibleDescription('Remove sold-out items to check out');
    expect(within(orderCard()).getByText('Remove sold-out items to check out')).toBeVisible();
    expect(storedCart()).toEqual([cartLine(MARGHERITA, 2), cartLine(soldOut(TIRAMISU), 1)]);
    expect((await axe(container)).violations).toEqual([]);
  });

  it('lets the customer check out once the sold-out line is removed', async () => {
    const { user } = renderDetailPage({ restaurant: TIRAMISU_SOLD_OUT });
    await pageReady();
    await addToCart(user, 'Margherita');
    expect(readLines()[0]).toEqual(['3 ×', 'Margherita', '$37.50']);
    expect(checkout()).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Remove Tiramisu' }));
    expect(readLines()).toEqual([['3 ×', 'Margherita', '$37.50']]);
    expect(checkout()).toBeEnabled();
    expect(checkout()).not.toHaveAccessibleDescription();
    expect(screen.queryByText('Remove sold-out items to check out')).not.toBeInTheDocument();
  });

  it('cannot add the sold-out item again', async () => {
    const { user } = renderDetailPage({ restaurant: TIRAMISU_SOLD_OUT });
    await pageReady();
    await user.click(screen.getByRole('button', { name: 'Remove Tiramisu' }));
    const tiramisu = screen.getByRole('button', { name: 'Tiramisu, $6.00' });
    expect(tiramisu).toBeDisabled();
    await user.click(tiramisu);
    expect(readLines()).toEqual([['2 ×', 'Margherita', '$25.00']]);
  });
});

describe('the order bar of small screens', () => {
  let report: (visible: boolean) => void = () => undefined;
  beforeEach(() => {
    // jsdom cannot tell what is on screen: this stand-in lets the test say whether the card is.
    class FakeObserver {
      constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
        report = (visible) => act(() => callback([{ isIntersecting: visible }]));
      }
      observe() {}
      disconnect() {}
    }
    Object.defineProperty(window, 'IntersectionObserver', {
      configurable: true,
      value: FakeObserver,
    });
  });
  const scrollIntoView = Element.prototype.scrollIntoView;
  afterEach(() => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    Element.prototype.scrollIntoView = scrollIntoView;
  });

  it('sums up the order while the card is out of sight, and takes the user to it', async () => {
    const scrolled = jest.fn();
    Element.prototype.scrollIntoView = scrolled;
    const { container, user } = renderDetailPage();
    await pageReady();
    report(false);
    expect(screen.queryByRole('button', { name: /^View order/ })).not.toBeInTheDocument();

    await addToCart(user, 'Margherita');
    await addToCart(user, 'Margherita');
    await addToCart(user, 'Tiramisu');
    const bar = screen.getByRole('button', { name: 'View order · 3 items $33.50' });
    expect((await axe(container)).violations).toEqual([]);
    await user.click(bar);
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(within(orderCard()).getByRole('heading', { name: 'Your Order' })).toHaveFocus();

    report(true);
    expect(screen.queryByRole('button', { name: /^View order/ })).not.toBeInTheDocument();
  });
});
