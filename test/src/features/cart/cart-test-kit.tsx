import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { RequestHandler } from 'msw';
import { Route, Routes } from 'react-router-dom';
import type { Restaurant } from '@contract/restaurant';
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

/** Each line of the order card as read: quantity badge, name, line price. */
export function readLines(): string[][] {
  const list = within(orderCard()).getByRole('list', { name: 'Items in your order' });
  return within(list)
    .queryAllByRole('listitem')
    .map((line) => [...line.children].slice(0, 3).map((part) => part.textContent ?? ''));
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
