import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { Order } from '@contract/order';
import RestaurantDetailPage from '@/app/pages/restaurant-detail-page';
import OrderStatusPage from '@/features/orders/customer/order-status-page';
import { renderWithProviders } from '@test/render-with-providers';
import { getMyOrders } from '@test/src/msw/handlers/order';
import { servePastOrders } from '@test/src/msw/handlers/past-orders';
import { getMyUser } from '@test/src/msw/handlers/user';
import { server } from '@test/src/msw/server';
import { savedRestaurant } from '@test/src/features/restaurant/restaurant-fixtures';
import { ADA } from '@test/src/features/user/user-fixtures';
import { anOrder, PLACED_AT } from '../../order-fixtures';

/** The restaurant of the past orders: Margherita $12.50 and Tiramisu $6.00 today. */
export const RESTAURANT = savedRestaurant();
export const [MARGHERITA, TIRAMISU] = RESTAURANT.menuItems;

/**
 * The `index`th past order (0: the newest), delivered an hour after the one before it:
 * Margherita x 2 and Tiramisu x 1, at the prices of the day, from RESTAURANT.
 */
export function aPastOrder(index = 0, overrides: Partial<Order> = {}): Order {
  const createdAt = new Date(Date.parse(PLACED_AT) - index * 3_600_000).toISOString();
  return anOrder({
    _id: `past-${index}`,
    status: 'delivered',
    createdAt,
    updatedAt: createdAt,
    totalAmount: 2 * 1100 + 550 + 250,
    cartItems: [
      {
        menuItemId: MARGHERITA._id,
        name: 'Margherita',
        quantity: 2,
        price: 1100,
        choices: [],
        refunded: false,
      },
      {
        menuItemId: TIRAMISU._id,
        name: 'Tiramisu',
        quantity: 1,
        price: 550,
        choices: [],
        refunded: false,
      },
    ],
    restaurant: { ...anOrder().restaurant, _id: RESTAURANT._id },
    ...overrides,
  });
}

/**
 * /order-status signed in, over a live list and past orders the test can change; the
 * restaurant pages are a route away.
 */
export function renderOrderStatus({ live = [] as Order[], past = [] as Order[] } = {}) {
  const liveList = { orders: live };
  server.use(getMyOrders(() => ({ status: 200, body: liveList.orders })));
  // The restaurant page's checkout prefills the delivery details from the user's record.
  server.use(getMyUser({ status: 200, body: ADA }));
  const pastOrders = servePastOrders(past);
  const view = renderWithProviders(
    <Routes>
      <Route path="/order-status" element={<OrderStatusPage />} />
      <Route path="/detail/:restaurantId" element={<RestaurantDetailPage />} />
    </Routes>,
    { route: '/order-status', auth: { email: 'ada@example.com' } },
  );
  return { ...view, liveList, pastOrders };
}

export const pastOrdersList = () => screen.getByRole('list', { name: 'Past orders' });

/** The cards of the past orders, in the order shown. */
export const pastOrderCards = () =>
  within(pastOrdersList())
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === pastOrdersList());

/** 'Jun 1, 2025 · 18:40' as this machine's locale writes the day. */
export const readPlacedAt = (isoTime: string) =>
  `${new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(isoTime))} · ` +
  `${new Date(isoTime).getHours()}:${String(new Date(isoTime).getMinutes()).padStart(2, '0')}`;
