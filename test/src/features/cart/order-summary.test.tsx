import { act, screen, waitFor, within } from '@testing-library/react';
import { axe } from '@test/jsdom-axe';
import {
  addToCart,
  CART_KEY,
  LARGE,
  MARGHERITA,
  MUSHROOMS,
  OLIVES,
  orderCard,
  pageReady,
  PIZZA,
  EXTRAS,
  SIZE,
  readLineNotes,
  readLines,
  renderDetailPage,
  SMALL,
  storeCart,
  storedCart,
  TIRAMISU,
  totalText,
  withPizza,
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

describe('lines with choices', () => {
  const LARGE_OLIVES = cartLine(PIZZA, 2, [OLIVES, LARGE]);
  const checkout = () => within(orderCard()).getByRole('button', { name: 'Log in to check out' });
  const withChoice = (choiceId: string, change: (choice: { available: boolean }) => object) => ({
    ...PIZZA,
    optionGroups: PIZZA.optionGroups.map((group) => ({
      ...group,
      choices: group.choices.map((choice) =>
        choice._id === choiceId ? { ...choice, ...change(choice) } : choice,
      ),
    })),
  });

  beforeEach(() => storeCart([LARGE_OLIVES, cartLine(PIZZA, 1, [SMALL]), cartLine(MARGHERITA, 1)]));

  it('shows each line’s choices under its name, and prices it with them', async () => {
    const { container } = renderDetailPage({ restaurant: withPizza() });
    await pageReady();
    await waitFor(() =>
      expect(readLines()).toEqual([
        ['2 ×', 'Pizza', '$30.00'],
        ['1 ×', 'Pizza', '$10.00'],
        ['1 ×', 'Margherita', '$12.50'],
      ]),
    );
    expect(readLineNotes()).toEqual([['Size: Large', 'Extras: Olives'], ['Size: Small'], []]);
    expect(totalText()).toBe('$55.00');
    expect(checkout()).toBeEnabled();
    expect((await axe(container)).violations).toEqual([]);
  });

  it('removes one line of a dish, by its choices', async () => {
    const { user } = renderDetailPage({ restaurant: withPizza() });
    await pageReady();
    await user.click(await screen.findByRole('button', { name: 'Remove Pizza, Size: Small' }));
    expect(readLines()).toEqual([
      ['2 ×', 'Pizza', '$30.00'],
      ['1 ×', 'Margherita', '$12.50'],
    ]);
    expect(storedCart()).toEqual([LARGE_OLIVES, cartLine(MARGHERITA, 1)]);
    expect(
      screen.getByRole('button', { name: 'Remove Pizza, Size: Large, Extras: Olives' }),
    ).toBeVisible();
  });

  it.each([
    ['sold out', withChoice(OLIVES, () => ({ available: false })), 'Olives is sold out'],
    [
      'gone from the menu',
      {
        ...PIZZA,
        optionGroups: [PIZZA.optionGroups[0], { ...PIZZA.optionGroups[1], choices: [] }],
      },
      'Olives is no longer available',
    ],
  ])(
    'says so of a restored line whose choice is %s, and holds the checkout until it is removed',
    async (_name, pizza, note) => {
      const { container, user } = renderDetailPage({ restaurant: withPizza(pizza) });
      await pageReady();
      await waitFor(() => expect(readLines()[0]).toEqual(['2 ×', 'Pizza', 'Unavailable']));
      expect(readLineNotes()[0]).toEqual(['Size: Large', 'Extras: Olives', note]);
      expect(totalText()).toBe('$25.00');
      expect(checkout()).toBeDisabled();
      expect(checkout()).toHaveAccessibleDescription('Remove sold-out items to check out');
      expect((await axe(container)).violations).toEqual([]);

      await user.click(
        screen.getByRole('button', { name: 'Remove Pizza, Size: Large, Extras: Olives' }),
      );
      expect(checkout()).toBeEnabled();
      expect(storedCart()?.map((line) => line.lineKey)).toEqual([
        cartLine(PIZZA, 1, [SMALL]).lineKey,
        MARGHERITA._id,
      ]);
    },
  );

  it('says so of a restored line whose choices no longer meet its dish', async () => {
    const extrasNeeded = {
      ...PIZZA,
      optionGroups: [SIZE, { ...EXTRAS, required: true, minChoices: 1 }],
    };
    const { user } = renderDetailPage({ restaurant: withPizza(extrasNeeded) });
    await pageReady();
    await waitFor(() => expect(readLines()[1]).toEqual(['1 ×', 'Pizza', 'Unavailable']));
    expect(readLineNotes()).toEqual([
      ['Size: Large', 'Extras: Olives'],
      ['Size: Small', 'Extras has changed: remove this and choose again'],
      [],
    ]);
    expect(totalText()).toBe('$45.00');
    expect(checkout()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove Pizza, Size: Small' }));
    expect(checkout()).toBeEnabled();
  });

  it('restores a cart kept before dishes had choices', async () => {
    storeCart([
      { _id: MARGHERITA._id, name: 'Margherita', price: 1250, quantity: 2, available: true },
    ]);
    renderDetailPage({ restaurant: withPizza() });
    await pageReady();
    await waitFor(() => expect(readLines()).toEqual([['2 ×', 'Margherita', '$25.00']]));
    expect(storedCart()).toEqual([cartLine(MARGHERITA, 2)]);
  });

  it('keeps lines of the same dish with other choices apart in storage', async () => {
    storeCart([cartLine(PIZZA, 1, [LARGE, MUSHROOMS]), cartLine(PIZZA, 3, [LARGE])]);
    renderDetailPage({ restaurant: withPizza() });
    await pageReady();
    await waitFor(() =>
      expect(readLines()).toEqual([
        ['1 ×', 'Pizza', '$15.50'],
        ['3 ×', 'Pizza', '$42.00'],
      ]),
    );
    expect(storedCart()).toEqual([
      cartLine(PIZZA, 1, [LARGE, MUSHROOMS]),
      cartLine(PIZZA, 3, [LARGE]),
    ]);
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
