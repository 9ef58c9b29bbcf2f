import { screen, within } from '@testing-library/react';
import { axe } from '@test/jsdom-axe';
import { OrdersTab } from '@/features/orders/owner/orders-tab';
import { logFailure } from '@/lib/log-failure';
import { renderWithProviders } from '@test/render-with-providers';
import { serveOwnerOrders } from '@test/src/msw/handlers/order';
import { sentRequests } from '@test/src/msw/server';
import { busyFor, savedRestaurant } from '../../restaurant/restaurant-fixtures';
import { serveBusyRestaurant } from './busy-mode-server';
import { onFakeClockAt, passTime } from './orders-tab-clock';

const MINUTE_MS = 60_000;
const NOW = new Date(2025, 5, 1, 19, 0);

async function renderTab(restaurant = savedRestaurant()) {
  serveOwnerOrders([]);
  const api = serveBusyRestaurant(restaurant);
  const rendered = renderWithProviders(<OrdersTab />, {
    route: '/manage-restaurant',
    auth: { email: 'owner@example.com' },
  });
  await passTime(100);
  return { ...rendered, api };
}

const busyGroup = () => screen.getByRole('group', { name: 'Busy mode' });
const choice = (minutes: number) =>
  screen.queryByRole('button', { name: `Busy: +${minutes} min for the next hour` });
const endButton = () => screen.queryByRole('button', { name: 'End busy' });
const busyState = () => within(busyGroup()).queryByRole('status');
const busyRequests = () => sentRequests().filter((request) => request.path.endsWith('/busy'));

onFakeClockAt(NOW);

describe('OrdersTab busy mode', () => {
  it("offers 'Busy: +10 / +20 / +30 min for the next hour'", async () => {
    await renderTab();
    expect(busyGroup()).toHaveTextContent('Busy:+10 min+20 min+30 minfor the next hour');
    for (const minutes of [10, 20, 30]) expect(choice(minutes)).toBeEnabled();
    expect(endButton()).not.toBeInTheDocument();
  });

  it('adds the minutes chosen for the next hour and counts the time left each minute', async () => {
    const { user } = await renderTab();
    await user.click(choice(20)!);
    await passTime(100);
    expect(busyRequests().map(({ method, body }) => [method, body])).toEqual([
      ['PUT', { minutes: 20, forMinutes: 60 }],
    ]);
    expect(busyState()).toHaveTextContent('Busy: +20 min, 60 min left');
    expect(choice(10)).not.toBeInTheDocument();
    await passTime(MINUTE_MS);
    expect(busyState()).toHaveTextContent('Busy: +20 min, 59 min left');
  });

  it('shows busy mode already in force, and the usual choices again when it runs out', async () => {
    await renderTab(savedRestaurant(busyFor(30, 1.5)));
    expect(busyState()).toHaveTextContent('Busy: +30 min, 2 min left');
    expect(endButton()).toBeEnabled();
    await passTime(MINUTE_MS / 2);
    expect(busyState()).toHaveTextContent('Busy: +30 min, 1 min left');
    await passTime(MINUTE_MS);
    expect(busyState()).not.toBeInTheDocument();
    expect(choice(30)).toBeEnabled();
  });

  it("ends with 'End busy'", async () => {
    const { user } = await renderTab(savedRestaurant(busyFor(10)));
    await user.click(endButton()!);
    await passTime(100);
    expect(busyRequests().map(({ method }) => method)).toEqual(['DELETE']);
    expect(endButton()).not.toBeInTheDocument();
    expect(choice(10)).toBeEnabled();
  });

  it('says so when starting or ending fails', async () => {
    const { api, user } = await renderTab();
    api.failStart = true;
    await user.click(choice(10)!);
    await passTime(100);
    expect(screen.getByText('Unable to start busy mode')).toBeInTheDocument();
    expect(logFailure).toHaveBeenCalledWith('Failed to start busy mode', expect.anything());
    expect(choice(10)).toBeEnabled();

    api.failStart = false;
    api.failEnd = true;
    await user.click(choice(10)!);
    await passTime(100);
    await user.click(endButton()!);
    await passTime(100);
    expect(screen.getByText('Unable to end busy mode')).toBeInTheDocument();
    expect(logFailure).toHaveBeenCalledWith('Failed to end busy mode', expect.anything());
    expect(busyState()).toHaveTextContent('Busy: +10 min, 60 min left');
  });

  it('has no axe violations, busy or not', async () => {
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
    await user.click(choice(30)!);
    await passTime(100);
    expect(await violations()).toEqual([]);
  });
});
