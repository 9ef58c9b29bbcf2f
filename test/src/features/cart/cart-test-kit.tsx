import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { RequestHandler } from 'msw';
import { Route, Routes } from 'react-router-dom';
import type { OptionGroup } from '@contract/menu-options';
import type { MenuItem, Restaurant } from '@contract/restaurant';
import type { CartItem } from '@machines/cart/cart-items';
import RestaurantDetailPage from '@/app/pages/restaurant-detail-page';
import { renderWithProviders, type AuthState } from '@test/render-with-providers';
import { getRestaurant } from '../../msw/handlers/restaurant';
import { sentRequests, server } from '../../msw/server';
import { savedRestaurant } from '../restaurant/restaurant-fixtures';

/** Margherita $12.50 and Tiramisu $6.00, delivered for $2.50. */
export const RESTAURANT = savedRestaurant();
export const ID = RESTAURANT._id;
export const [MARGHERITA, TIRAMISU] = RESTAURANT.menuItems;
export const CART_KEY = `cartItems-${ID}`;

/** Required, one of: Small (+$0), Large (+$4). */
export const SIZE: OptionGroup = {
  _id: 'b0000000-0000-4000-8000-000000000001',
  name: 'Size',
  required: true,
  minChoices: 1,
  maxChoices: 1,
  choices: [
    { _id: 'c0000000-0000-4000-8000-000000000001', name: 'Small', price: 0, available: true },
    { _id: 'c0000000-0000-4000-8000-000000000002', name: 'Large', price: 400, available: true },
  ],
};
/** Up to two: Olives (+$1), Mushrooms (+$1.50). */
export const EXTRAS: OptionGroup = {
  _id: 'b0000000-0000-4000-8000-000000000002',
  name: 'Extras',
  required: false,
  minChoices: 0,
  maxChoices: 2,
  choices: [
    { _id: 'c0000000-0000-4000-8000-000000000003', name: 'Olives', price: 100, available: true },
    { _id: 'c0000000-0000-4000-8000-000000000004', name: 'Mushrooms', price: 150, available: true },
  ],
};
export const [SMALL, LARGE] = SIZE.choices.map((choice) => choice._id);
export const [OLIVES, MUSHROOMS] = EXTRAS.choices.map((choice) => choice._id);
/** $10.00 before its size and extras. */
export const PIZZA: MenuItem = {
  _id: 'a0000000-0000-4000-8000-000000000003',
  name: 'Pizza',
  price: 1000,
  available: true,
  description: '',
  dietary: [],
  allergens: [],
  optionGroups: [SIZE, EXTRAS],
};
/** RESTAURANT with PIZZA on its menu too, `pizza` as given. */
export const withPizza = (pizza: MenuItem = PIZZA): Restaurant => ({
  ...RESTAURANT,
  menuItems: [...RESTAURANT.menuItems, pizza],
});

export interface PageOptions {
  auth?: AuthState;
  route?: string;
  /** More API answers (../../msw/handlers), before the restaurant, which is always answered. */
  handlers?: RequestHandler[];
  /** The restaurant the API answers; RESTAURANT unless given. */
  restaurant?: Restaurant;
}

/** The restaurant page at /detail/{id}, with the API answered by the test network. */
export function renderDetailPage({
  auth,
  route = `/detail/${ID}`,
  handlers = [],
  restaurant = RESTAURANT,
}: PageOptions = {}) {
  server.use(getRestaurant({ status: 200, body: restaurant }));
  server.use(...handlers);
  const sent = sentRequests();
  const view = renderWithProviders(
    <Routes>
      <Route path="/detail/:restaurantId" element={<RestaurantDetailPage />} />
    </Routes>,
    { auth, route },
  );
  return { ...view, sent };
}

export const orderCard = () => screen.getByRole('region', { name: 'Your Order' });

const lineItems = () =>
  within(within(orderCard()).getByRole('list', { name: 'Items in your order' })).queryAllByRole(
    'listitem',
  );

/** Each line of the order card as read: quantity badge, name, line price. */
export function readLines(): string[][] {
  return lineItems().map((line) => {
    const [quantity, text, amount] = [...line.children];
    const name = text.firstElementChild ?? text;
    return [quantity, name, amount].map((part) => part.textContent ?? '');
  });
}

/** What each line says under its name: its choices a group each, then why it cannot be had. */
export function readLineNotes(): string[][] {
  return lineItems().map((line) =>
    [...line.children[1].children].slice(1).map((part) => part.textContent ?? ''),
  );
}

export const totalText = () =>
  within(orderCard()).getByText('Total').nextElementSibling?.textContent;

/** Clicks the menu item named `name` (its button reads 'name, $price'). */
export async function addToCart(user: UserEvent, name: string) {
  await user.click(screen.getByRole('button', { name: new RegExp(`^${name}, \\$`) }));
}

/** Waits for the page to show the order card. */
export const pageReady = () => screen.findByRole('region', { name: 'Your Order' });

export function storeCart(items: unknown, key = CART_KEY) {
  window.sessionStorage.setItem(key, typeof items === 'string' ? items : JSON.stringify(items));
}

export function storedCart(key = CART_KEY): CartItem[] | null {
  const text = window.sessionStorage.getItem(key);
  return text === null ? null : (JSON.parse(text) as CartItem[]);
}
