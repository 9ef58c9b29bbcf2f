import { act, screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { OrdersTab } from '@/features/orders/owner/orders-tab';
import { renderWithProviders, TEST_ACCESS_TOKEN } from '@test/render-with-providers';
import { anOrder, anOrderWithChoices } from '../order-fixtures';
import { readLines } from '../order-lines';
import { serveOwnerOrders } from '@test/src/msw/handlers/order';
import { getMyRestaurant } from '@test/src/msw/handlers/restaurant';
import { routesSent, sentRequests, server } from '@test/src/msw/server';
import { savedRestaurant } from '../../restaurant/restaurant-fixtures';
import { logFailure } from '@/lib/log-failure';

const ADA = anOrder({ _id: 'order-1' });
const BOB = anOrder({
  _id: 'order-2',
  status: 'inProgress',
  createdAt: new Date(2025, 5, 1, 9, 5).toISOString(),
  totalAmount: 1150,
  deliveryDetails: { ...ADA.deliveryDetails, name: 'Bob Ross', addressLine1: '3 Mill Lane' },
  cartItems: [
    { menuItemId: 'm3', name: 'Lasagne', quantity: 1, price: 900, choices: [], refunded: false },
  ],
});

function renderTab() {
  server.use(getMyRestaurant({ status: 200, body: savedRestaurant() }));
  return renderWithProviders(<OrdersTab />, {
    route: '/manage-restaurant',
    auth: { email: 'owner@example.com' },
  });
}

/** The order list's requests, leaving out the one for the restaurant (its pause). */
const orderRoutes = () => routesSent().filter((route) => route.includes('/order'));

const card = (name: string) => screen.getByRole('article', { name });
const statusSelect = (name: string) =>
  within(card(name)).getByRole('combobox', { name: 'What is the status of this order?' });

afterEach(() => {
  act(() => toast.remove());
  jest.restoreAllMocks();
});

describe('OrdersTab', () => {
  it('says Loading... and then shows one card per order', async () => {
    serveOwnerOrders([ADA, BOB]);
    renderTab();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');

    expect(await screen.findByRole('heading', { name: '2 active orders' })).toBeVisible();
    const ada = card('Ada Lovelace');
    expect(ada).toHaveTextContent('Delivery address12 St James Square, London');
    expect(ada).toHaveTextContent('Time18:40');
    expect(ada).toHaveTextContent('Total Cost$33.50');
    expect(
      within(ada)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Margherita x 2', 'Tiramisu x 1']);
    expect(card('Bob Ross')).toHaveTextContent('Time9:05');
    expect(card('Bob Ross')).toHaveTextContent('Total Cost$11.50');
    expect(sentRequests()[0].authorization).toBe(`Bearer ${TEST_ACCESS_TOKEN}`);
  });

  it("lists each line's choices under its name, a group a row", async () => {
    const cy = anOrderWithChoices({
      deliveryDetails: { ...ADA.deliveryDetails, name: 'Cy Twombly' },
    });
    serveOwnerOrders([ADA, cy]);
    renderTab();
    await screen.findByRole('heading', { name: '2 active orders' });
    expect(readLines(within(card('Cy Twombly')).getByRole('list', { name: 'Items' }))).toEqual([
      ['Margherita x 2', 'Size: Large', 'Extras: Olives, Mushrooms'],
      ['Margherita x 1', 'Size: Small'],
      ['Tiramisu x 1'],
    ]);
    expect(card('Cy Twombly')).toHaveTextContent('Total Cost$59.00');
    expect(readLines(within(card('Ada Lovelace')).getByRole('list', { name: 'Items' }))).toEqual([
      ['Margherita x 2'],
      ['Tiramisu x 1'],
    ]);
  });

  it('offers the five statuses, the saved one selected', async () => {
    serveOwnerOrders([ADA, BOB]);
    renderTab();
    await screen.findByRole('heading', { name: '2 active orders' });
    const select = statusSelect('Ada Lovelace');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Placed',
      'Awaiting Restaurant Confirmation',
      'In Progress',
      'Out for Delivery',
      'Delivered',
    ]);
    expect(select).toHaveDisplayValue('Awaiting Restaurant Confirmation');
    expect(statusSelect('Bob Ross')).toHaveDisplayValue('In Progress');
  });

  it('saves a new status and says so', async () => {
    serveOwnerOrders([ADA, BOB]);
    const { user } = renderTab();
    await screen.findByRole('heading', { name: '2 active orders' });

    await user.selectOptions(statusSelect('Ada Lovelace'), 'In Progress');
    expect(await screen.findByText('Order updated')).toBeInTheDocument();
    expect(statusSelect('Ada Lovelace')).toHaveDisplayValue('In Progress');
    const patch = sentRequests().find((request) => request.method === 'PATCH')!;
    expect(patch.path).toBe('/api/my/restaurant/order/order-1/status');
    expect(patch.body).toEqual({ status: 'inProgress' });
    // The saved change makes the list stale: it is fetched again.
    await waitFor(() =>
      expect(orderRoutes().filter((route) => route.startsWith('GET'))).toHaveLength(2),
    );
  });

  it('does nothing when the current status is chosen', async () => {
    serveOwnerOrders([ADA]);
    const { user } = renderTab();
    await screen.findByRole('heading', { name: '1 active orders' });
    await user.selectOptions(statusSelect('Ada Lovelace'), 'Awaiting Restaurant Confirmation');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(orderRoutes()).toEqual(['GET /api/my/restaurant/order']);
    expect(screen.queryByText('Order updated')).not.toBeInTheDocument();
  });

  it('puts the saved status back when saving fails', async () => {
    const api = serveOwnerOrders([ADA]);
    api.failUpdates = true;
    const { user } = renderTab();
    await screen.findByRole('heading', { name: '1 active orders' });
    await user.selectOptions(statusSelect('Ada Lovelace'), 'Delivered');
    expect(await screen.findByText('Failed to update order')).toBeInTheDocument();
    expect(logFailure).toHaveBeenCalledWith('Failed to update status', expect.anything());
    expect(statusSelect('Ada Lovelace')).toHaveDisplayValue('Awaiting Restaurant Confirmation');
    expect(screen.queryByText('Removing soon...')).not.toBeInTheDocument();
  });

  it('says so when there are no orders yet', async () => {
    serveOwnerOrders([]);
    renderTab();
    expect(await screen.findByRole('heading', { name: '0 active orders' })).toBeVisible();
    expect(screen.getByText('Orders placed with your restaurant will show here.')).toBeVisible();
  });

  it('explains that orders come once there is a restaurant (404)', async () => {
    const api = serveOwnerOrders([]);
    api.listAnswer = { status: 404, body: { message: 'Restaurant not found' } };
    renderTab();
    expect(await screen.findByText(/Once your restaurant is set up/)).toBeVisible();
    expect(screen.queryByText('Failed to fetch orders')).not.toBeInTheDocument();
  });

  it('says Failed to fetch orders when the list cannot be had', async () => {
    const api = serveOwnerOrders([]);
    api.listAnswer = { status: 403, body: { message: 'Forbidden' } };
    renderTab();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch orders');
  });
});
