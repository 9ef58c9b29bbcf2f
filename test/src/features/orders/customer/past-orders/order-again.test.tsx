import { act, screen, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import type { OrderItem } from '@contract/order';
import type { MenuItem } from '@contract/restaurant';
import { getRestaurant } from '@test/src/msw/handlers/restaurant';
import { server } from '@test/src/msw/server';
import { readLines, storeCart, storedCart, totalText } from '@test/src/features/cart/cart-test-kit';
import { closedUntil, soldOut } from '@test/src/features/restaurant/restaurant-fixtures';
import { PLACED_AT } from '../../order-fixtures';
import {
  aPastOrder,
  MARGHERITA,
  pastOrderCards,
  renderOrderStatus,
  RESTAURANT,
  TIRAMISU,
} from './past-orders-kit';

afterEach(() => act(() => toast.remove()));

const CART_KEY = `cartItems-${RESTAURANT._id}`;
// The restaurant page's first render in a file (its menu, cart and checkout) can outlast the
// default second on a busy machine: this waits for it, it does not time it.
const restaurantHeading = () =>
  screen.findByRole('heading', { level: 1, name: RESTAURANT.restaurantName }, { timeout: 5000 });

const SIZE = { _id: 'b0000000-0000-4000-8000-000000000001', name: 'Size' };
const EXTRAS = { _id: 'b0000000-0000-4000-8000-000000000002', name: 'Extras' };
const choice = (n: number, name: string, price: number, available = true) => ({
  _id: `d0000000-0000-4000-8000-00000000000${n}`,
  name,
  price,
  available,
});
const [SMALL, LARGE, OLIVES, MUSHROOMS, ANCHOVIES] = [
  choice(1, 'Small', 0),
  choice(2, 'Large', 400),
  choice(3, 'Olives', 100),
  choice(4, 'Mushrooms', 150, false),
  choice(5, 'Anchovies', 200),
];

/** Today's Margherita: a size to choose, up to two extras (Mushrooms sold out, no Anchovies). */
const MARGHERITA_TODAY: MenuItem = {
  ...MARGHERITA,
  optionGroups: [
    { ...SIZE, required: true, minChoices: 1, maxChoices: 1, choices: [SMALL, LARGE] },
    { ...EXTRAS, required: false, minChoices: 0, maxChoices: 2, choices: [OLIVES, MUSHROOMS] },
  ],
};

/** A Margherita line of a past order, Large with `extra`, as it was bought. */
const largeWith = (quantity: number, extra: typeof OLIVES): OrderItem => ({
  menuItemId: MARGHERITA._id,
  name: 'Margherita',
  quantity,
  price: 1100 + LARGE.price + extra.price,
  choices: [
    { _id: LARGE._id, group: SIZE.name, name: LARGE.name, price: LARGE.price },
    { _id: extra._id, group: EXTRAS.name, name: extra.name, price: extra.price },
  ],
  refunded: false,
});

async function orderAgain(past = [aPastOrder()]) {
  const view = renderOrderStatus({ past });
  await screen.findByRole('heading', { name: 'Past orders' });
  await view.user.click(within(pastOrderCards()[0]).getByRole('button', { name: 'Order again' }));
  return view;
}

describe('Order again', () => {
  it("fills the restaurant's cart with the order's lines at today's prices and opens it", async () => {
    server.use(getRestaurant({ status: 200, body: RESTAURANT }));
    storeCart([{ _id: TIRAMISU._id, quantity: 5 }], CART_KEY);
    await orderAgain();

    expect(await restaurantHeading()).toBeVisible();
    expect(readLines()).toEqual([
      ['2 ×', 'Margherita', '$25.00'],
      ['1 ×', 'Tiramisu', '$6.00'],
    ]);
    expect(totalText()).toBe('$33.50');
    expect(storedCart(CART_KEY)?.map(({ _id, quantity, price }) => [_id, quantity, price])).toEqual(
      [
        [MARGHERITA._id, 2, 1250],
        [TIRAMISU._id, 1, 600],
      ],
    );
    expect(screen.queryByText(/^Not added/)).not.toBeInTheDocument();
  });

  it('orders a cancelled order again, every line of it, refunded ones too', async () => {
    server.use(getRestaurant({ status: 200, body: RESTAURANT }));
    const order = aPastOrder(0, {
      status: 'cancelled',
      cancellation: { reason: 'tooBusy', note: null, by: 'restaurant', at: PLACED_AT },
      refund: { amount: 3000, status: 'succeeded' },
    });
    const [margherita, tiramisu] = order.cartItems;
    await orderAgain([{ ...order, cartItems: [margherita, { ...tiramisu, refunded: true }] }]);

    expect(await restaurantHeading()).toBeVisible();
    expect(readLines()).toEqual([
      ['2 ×', 'Margherita', '$25.00'],
      ['1 ×', 'Tiramisu', '$6.00'],
    ]);
  });

  it('names a line sold out meanwhile, and one no longer on the menu, in a toast', async () => {
    const today = { ...RESTAURANT, menuItems: [MARGHERITA, soldOut(TIRAMISU)] };
    server.use(getRestaurant({ status: 200, body: today }));
    const calzone = {
      menuItemId: 'c0000000-0000-4000-8000-000000000009',
      name: 'Calzone',
      quantity: 1,
      price: 900,
      choices: [],
      refunded: false,
    };
    const order = aPastOrder(0);
    await orderAgain([{ ...order, cartItems: [...order.cartItems, calzone] }]);

    expect(await restaurantHeading()).toBeVisible();
    expect(
      screen.getByText('Not added: Tiramisu (sold out), Calzone (no longer on the menu)'),
    ).toBeInTheDocument();
    expect(readLines()).toEqual([['2 ×', 'Margherita', '$25.00']]);
  });

  it('names a line whose choice is unavailable, or whose dish now asks for other choices', async () => {
    const today = { ...RESTAURANT, menuItems: [MARGHERITA_TODAY, TIRAMISU] };
    server.use(getRestaurant({ status: 200, body: today }));
    const [plainMargherita, tiramisu] = aPastOrder().cartItems;
    const cartItems = [
      largeWith(2, OLIVES),
      largeWith(1, MUSHROOMS),
      largeWith(1, ANCHOVIES),
      plainMargherita,
      tiramisu,
    ];
    await orderAgain([aPastOrder(0, { cartItems })]);

    expect(await restaurantHeading()).toBeVisible();
    expect(
      screen.getByText(
        'Not added: Margherita (Mushrooms unavailable), Margherita (Anchovies unavailable), ' +
          'Margherita (Size has changed)',
      ),
    ).toBeInTheDocument();
    const stored = storedCart(CART_KEY)?.map(({ _id, quantity, price, choices }) => [
      _id,
      quantity,
      price,
      choices.map(({ name }) => name),
    ]);
    expect(stored).toEqual([
      [MARGHERITA._id, 2, 1250 + 400 + 100, ['Large', 'Olives']],
      [TIRAMISU._id, 1, 600, []],
    ]);
  });

  it('says so when nothing can be had today, leaves the cart as it was and opens the restaurant', async () => {
    const today = { ...RESTAURANT, menuItems: [soldOut(MARGHERITA), soldOut(TIRAMISU)] };
    server.use(getRestaurant({ status: 200, body: today }));
    storeCart([{ _id: TIRAMISU._id, quantity: 5 }], CART_KEY);
    await orderAgain();

    expect(await restaurantHeading()).toBeVisible();
    expect(
      screen.getByText(
        'Nothing from this order can be ordered now: Margherita (sold out), Tiramisu (sold out)',
      ),
    ).toBeInTheDocument();
    expect(storedCart(CART_KEY)?.map(({ _id, quantity }) => [_id, quantity])).toEqual([
      [TIRAMISU._id, 5],
    ]);
  });

  it('says when the restaurant is gone, and stays on the page', async () => {
    server.use(getRestaurant({ status: 404, body: { message: 'Restaurant not found' } }));
    await orderAgain();
    expect(await screen.findByText('This restaurant is no longer on Forkful')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Order Status' })).toBeVisible();
    expect(storedCart(CART_KEY)).toBeNull();
  });

  it('says when the restaurant cannot be read, and stays on the page', async () => {
    server.use(getRestaurant({ status: 429, body: { message: 'Too many requests' } }));
    await orderAgain();
    expect(await screen.findByText('Failed to get restaurant')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Order Status' })).toBeVisible();
  });

  it('fills the cart of a closed restaurant too, whose page says it is closed', async () => {
    server.use(getRestaurant({ status: 200, body: { ...RESTAURANT, ...closedUntil(null) } }));
    await orderAgain();
    expect((await restaurantHeading()).nextElementSibling).toHaveTextContent(/^Closed$/);
    expect(readLines()).toEqual([
      ['2 ×', 'Margherita', '$25.00'],
      ['1 ×', 'Tiramisu', '$6.00'],
    ]);
  });
});
