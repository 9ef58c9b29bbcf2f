import { screen } from '@testing-library/react';
import { axe } from '@test/jsdom-axe';
import { OrdersTab } from '@/features/orders/owner/orders-tab';
import { logFailure } from '@/lib/log-failure';
import { renderWithProviders } from '@test/render-with-providers';
import { serveOwnerOrders } from '@test/src/msw/handlers/order';
import { getMyRestaurant } from '@test/src/msw/handlers/restaurant';
import { sentRequests, server } from '@test/src/msw/server';
import { savedRestaurant } from '../../restaurant/restaurant-fixtures';
import { pausedRestaurant, servePausableRestaurant } from './pause-server';
import { onFakeClockAt, passTime } from './orders-tab-clock';

const MINUTE_MS = 60_000;
const NOW = new Date(2025, 5, 1, 19, 0);

async function renderTab(restaurant = savedRestaurant()) {
  serveOwnerOrders([]);
  const api = servePausableRestaurant(restaurant);
  const rendered = renderWithProviders(<OrdersTab />, {
    route: '/manage-restaurant',
    auth: { email: 'owner@example.com' },
  });
  await passTime(100);
  return { ...rendered, api };
}

const pauseChoice = () => screen.getByRole('combobox', { name: 'Pause for' });
const pauseButton = () => screen.queryByRole('button', { name: 'Pause new orders' });
const resumeButton = () => screen.queryByRole('button', { name: 'Resume' });
const pauseRequests = () => sentRequests().filter((request) => request.path.endsWith('/pause'));

onFakeClockAt(NOW);

describe('OrdersTab pause of new orders', () => {
  it('offers 15, 30 or 60 minutes or until resumed', async () => {
    await renderTab();
    expect(
      Array.from(pauseChoice().querySelectorAll('option')).map((option) => option.textContent),
    ).toEqual(['15 minutes', '30 minutes', '60 minutes', 'Until I resume']);
    expect(pauseChoice()).toHaveDisplayValue('15 minutes');
    expect(resumeButton()).not.toBeInTheDocument();
  });

  it('pauses for the minutes chosen and counts them down each minute', async () => {
    const { user } = await renderTab();
    await user.selectOptions(pauseChoice(), '30 minutes');
    await user.click(pauseButton()!);
    await passTime(100);
    expect(pauseRequests().map(({ method, body }) => [method, body])).toEqual([
      ['PUT', { minutes: 30 }],
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('Paused · 30 min left');
    expect(pauseButton()).not.toBeInTheDocument();
    await passTime(MINUTE_MS);
    expect(screen.getByRole('status')).toHaveTextContent('Paused · 29 min left');
  });

  it('shows a pause already in force, and takes orders again when it runs out', async () => {
    await renderTab(pausedRestaurant(savedRestaurant(), 2.5));
    expect(screen.getByRole('status')).toHaveTextContent('Paused · 3 min left');
    expect(resumeButton()).toBeEnabled();
    await passTime(MINUTE_MS / 2);
    expect(screen.getByRole('status')).toHaveTextContent('Paused · 2 min left');
    await passTime(MINUTE_MS);
    expect(screen.getByRole('status')).toHaveTextContent('Paused · 1 min left');
    await passTime(MINUTE_MS);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(pauseButton()).toBeEnabled();
  });

  it('pauses until resumed, and resumes', async () => {
    const { user } = await renderTab();
    await user.selectOptions(pauseChoice(), 'Until I resume');
    await user.click(pauseButton()!);
    await passTime(100);
    expect(pauseRequests()[0].body).toEqual({ minutes: null });
    expect(screen.getByRole('status')).toHaveTextContent('Paused until you resume');

    await user.click(resumeButton()!);
    await passTime(100);
    expect(pauseRequests().map(({ method }) => method)).toEqual(['PUT', 'DELETE']);
    expect(resumeButton()).not.toBeInTheDocument();
    expect(pauseButton()).toBeEnabled();
  });

  it('says so when pausing or resuming fails', async () => {
    const { api, user } = await renderTab();
    api.failPause = true;
    await user.click(pauseButton()!);
    await passTime(100);
    expect(screen.getByText('Unable to pause new orders')).toBeInTheDocument();
    expect(logFailure).toHaveBeenCalledWith('Failed to pause orders', expect.anything());
    expect(pauseButton()).toBeEnabled();

    api.failPause = false;
    api.failResume = true;
    await user.click(pauseButton()!);
    await passTime(100);
    await user.click(resumeButton()!);
    await passTime(100);
    expect(screen.getByText('Unable to resume new orders')).toBeInTheDocument();
    expect(logFailure).toHaveBeenCalledWith('Failed to resume orders', expect.anything());
    expect(screen.getByText('Paused · 15 min left')).toBeVisible();
  });

  it('offers no pause while there is no restaurant', async () => {
    serveOwnerOrders([]);
    server.use(getMyRestaurant({ status: 404, body: { message: 'Restaurant not found' } }));
    renderWithProviders(<OrdersTab />, { auth: { email: 'owner@example.com' } });
    await passTime(100);
    expect(screen.getByRole('heading', { name: '0 active orders' })).toBeVisible();
    expect(pauseButton()).not.toBeInTheDocument();
  });

  it('has no axe violations, paused or not', async () => {
    const { container, user } = await renderTab();
    const violations = async () => {
      let done = false;
      const result = axe(container).finally(() => {
        done = true;
      });
      while (!done) await passTime(10);
      return (await result).violations;
    };
    expect(await violations()).toEqual([]);
    await user.click(pauseButton()!);
    await passTime(100);
    expect(await violations()).toEqual([]);
  });
});
