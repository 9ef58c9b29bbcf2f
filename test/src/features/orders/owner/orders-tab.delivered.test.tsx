import { act, screen, within } from '@testing-library/react';
import { axe } from '@test/jsdom-axe';
import toast from 'react-hot-toast';
import { OrdersTab } from '@/features/orders/owner/orders-tab';
import { renderWithProviders } from '@test/render-with-providers';
import { anOrder } from '../order-fixtures';
import { deferredAnswer } from '@test/src/msw/answer';
import { changed, getMyRestaurantOrders, serveOwnerOrders } from '@test/src/msw/handlers/order';
import { getMyRestaurant } from '@test/src/msw/handlers/restaurant';
import { routesSent, server } from '@test/src/msw/server';
import { savedRestaurant } from '../../restaurant/restaurant-fixtures';
import { logFailure } from '@/lib/log-failure';

const REMOVE_ADA = 'Remove order for Ada Lovelace';

const passTime = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

async function renderTab(status: 'paid' | 'outForDelivery' | 'delivered') {
  const api = serveOwnerOrders([anOrder({ status })]);
  server.use(getMyRestaurant({ status: 200, body: savedRestaurant() }));
  const rendered = renderWithProviders(<OrdersTab />, {
    route: '/manage-restaurant',
    auth: { email: 'owner@example.com' },
  });
  await passTime(100);
  expect(screen.getByRole('heading', { name: '1 active orders' })).toBeVisible();
  return { ...rendered, api };
}

/** axe's findings; its own timers run on the fake clock, moved along a little at a time. */
async function violationsOf(container: HTMLElement) {
  let done = false;
  const result = axe(container).finally(() => {
    done = true;
  });
  while (!done) await passTime(10);
  return (await result).violations;
}

/** The order list's requests, leaving out the one for the restaurant (its pause). */
const orderRoutes = () => routesSent().filter((route) => route.includes('/order'));

const statusSelect = () =>
  screen.getByRole('combobox', { name: 'What is the status of this order?' });
const removeButton = () => screen.queryByRole('button', { name: REMOVE_ADA });

describe('OrdersTab over time', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    act(() => toast.remove());
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('fetches the list every 5 s and shows a status set elsewhere', async () => {
    const { api } = await renderTab('paid');
    // Set by another device: the server's copy is newer.
    api.orders = [changed(api.orders[0], { status: 'outForDelivery' })];
    await passTime(4800);
    expect(statusSelect()).toHaveDisplayValue('Awaiting Restaurant Confirmation');
    await passTime(200);
    expect(statusSelect()).toHaveDisplayValue('Out for Delivery');
    expect(orderRoutes()).toEqual(['GET /api/my/restaurant/order', 'GET /api/my/restaurant/order']);
  });

  it('keeps a saved status when a poll that left before the save answers after it', async () => {
    const { api, user } = await renderTab('outForDelivery');
    const beforeTheSave = api.orders;
    // The next poll leaves now and is slow; so is the fetch that follows the save.
    const slowPoll = deferredAnswer();
    const refetch = deferredAnswer();
    server.use(
      getMyRestaurantOrders(slowPoll.reply, { once: true }),
      getMyRestaurantOrders(refetch.reply, { once: true }),
    );
    await passTime(5000);
    expect(orderRoutes()).toEqual(['GET /api/my/restaurant/order', 'GET /api/my/restaurant/order']);

    await user.selectOptions(statusSelect(), 'Delivered');
    await passTime(100);
    expect(screen.getByText('Order updated')).toBeInTheDocument();
    expect(screen.getByText('Removing soon...')).toBeVisible();

    slowPoll.answer({ status: 200, body: beforeTheSave });
    await passTime(100);
    expect(statusSelect()).toHaveDisplayValue('Delivered');
    expect(screen.getByText('Removing soon...')).toBeVisible();
    expect(orderRoutes().at(-1)).toBe('GET /api/my/restaurant/order');

    refetch.answer({ status: 200, body: api.orders });
    // The countdown runs from the save (7 s after it the X shows), untouched by the old copy.
    await passTime(6900);
    expect(removeButton()).toBeVisible();
    expect(statusSelect()).toHaveDisplayValue('Delivered');
  });

  it('says Removing soon... for 7 s, then offers the red X, which removes the order', async () => {
    const { user } = await renderTab('delivered');
    expect(screen.getByRole('status')).toHaveTextContent('Removing soon...');
    expect(removeButton()).not.toBeInTheDocument();

    await passTime(6800);
    expect(screen.getByText('Removing soon...')).toBeVisible();
    expect(removeButton()).not.toBeInTheDocument();
    await passTime(200);
    expect(screen.queryByText('Removing soon...')).not.toBeInTheDocument();
    expect(removeButton()).toHaveTextContent('X');

    await user.click(removeButton()!);
    await passTime(100);
    expect(screen.getByText('Order removed successfully')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(routesSent()).toContain('DELETE /api/my/restaurant/order/order-1');
    expect(screen.getByRole('heading', { name: '0 active orders' })).toBeVisible();
  });

  it('has no axe violations while removing soon and with the X', async () => {
    const { container } = await renderTab('delivered');
    expect(await violationsOf(container)).toEqual([]);
    await passTime(7000);
    expect(removeButton()).toBeVisible();
    expect(await violationsOf(container)).toEqual([]);
  });

  it('offers the X again when removing fails', async () => {
    const { api, user } = await renderTab('delivered');
    api.failRemovals = true;
    await passTime(7000);
    await user.click(removeButton()!);
    await passTime(100);
    expect(screen.getByText('Unable to remove order')).toBeInTheDocument();
    expect(logFailure).toHaveBeenCalledWith('Failed to delete order', expect.anything());
    expect(removeButton()).toBeEnabled();
    expect(within(screen.getByRole('article')).getByText('Ada Lovelace')).toBeVisible();
  });

  it('cancels the removal when the order is moved back before the X shows', async () => {
    const { user } = await renderTab('delivered');
    await passTime(3000);
    await user.selectOptions(statusSelect(), 'Out for Delivery');
    await passTime(100);
    expect(screen.getByText('Order updated')).toBeInTheDocument();
    expect(screen.queryByText('Removing soon...')).not.toBeInTheDocument();
    await passTime(10_000);
    expect(removeButton()).not.toBeInTheDocument();
    expect(statusSelect()).toHaveDisplayValue('Out for Delivery');
  });

  it('starts the countdown when the owner marks the order delivered', async () => {
    const { user } = await renderTab('paid');
    await user.selectOptions(statusSelect(), 'Delivered');
    await passTime(100);
    expect(screen.getByText('Removing soon...')).toBeVisible();
    await passTime(7000);
    expect(removeButton()).toBeVisible();
  });
});
