import { act, screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import type { Order } from '@contract/order';
import { OrdersTab } from '@/features/orders/owner/orders-tab';
import { renderWithProviders, TEST_ACCESS_TOKEN } from '@test/render-with-providers';
import { serveOwnerOrders } from '@test/src/msw/handlers/order';
import { putMyPushSubscription, servePush } from '@test/src/msw/handlers/push';
import { getMyRestaurant } from '@test/src/msw/handlers/restaurant';
import { routesSent, sentRequests, server } from '@test/src/msw/server';
import { savedRestaurant } from '../../restaurant/restaurant-fixtures';
import { anOrder } from '../order-fixtures';
import { stubPushBrowser, type PushBrowser } from '../push/push-browser';
import { stubAlertBrowser, type AlertBrowser } from './alert-browser';

const passTime = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

let alerts: AlertBrowser;
let push: PushBrowser;

async function renderTab(orders: Order[], permission: NotificationPermission = 'default') {
  alerts = stubAlertBrowser(permission);
  // The alert stub stands in for Notification; this one adds the service worker's push manager.
  push = stubPushBrowser({ notifications: false });
  serveOwnerOrders(orders);
  servePush();
  server.use(getMyRestaurant({ status: 200, body: savedRestaurant() }));
  const rendered = renderWithProviders(<OrdersTab />, {
    route: '/manage-restaurant',
    auth: { email: 'owner@example.com' },
  });
  await passTime(100);
  return rendered;
}

const pushRoutes = () => routesSent().filter((route) => route.includes('/push'));
const lastPushRequest = () =>
  sentRequests()
    .filter((request) => request.path.startsWith('/api/my/push'))
    .at(-1)!;
const whenClosed = () => screen.queryByRole('button', { name: 'Alerts when closed' });

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  act(() => toast.remove());
  alerts.restore();
  push.restore();
  jest.useRealTimers();
});

describe('OrdersTab alerts with the app closed (web push)', () => {
  it("subscribes this device once the owner's Enable alerts is allowed, and sends it to the API", async () => {
    const { user } = await renderTab([anOrder()]);
    // Nothing is asked of the browser, nor sent, before the press.
    expect(pushRoutes()).toEqual([]);
    expect(whenClosed()).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Enable alerts' }));
    expect(pushRoutes()).toEqual([]);
    alerts.answerPrompt('granted');
    await passTime(50);

    expect(alerts.prompts()).toBe(1);
    expect(screen.getByText('Notifications on')).toBeVisible();
    expect(pushRoutes()).toEqual(['GET /api/push/public-key', 'PUT /api/my/push-subscription']);
    const put = lastPushRequest();
    expect(put.authorization).toBe(`Bearer ${TEST_ACCESS_TOKEN}`);
    expect(put.body).toEqual({
      subscription: {
        endpoint: push.endpoint(),
        expirationTime: null,
        keys: { p256dh: 'BPublicKeyOfTheDevice', auth: 'authSecret' },
      },
      purpose: 'owner-alerts',
    });
    const [{ userVisibleOnly, applicationServerKey }] = push.subscribeCalls();
    expect(userVisibleOnly).toBe(true);
    // The base64url key as the 65 bytes of a P-256 point.
    expect(applicationServerKey).toBeInstanceOf(Uint8Array);
    expect((applicationServerKey as Uint8Array).length).toBe(65);
    expect(whenClosed()).toHaveAttribute('aria-pressed', 'true');
  });

  it('turns alerts with the app closed off (DELETE) and on again (PUT)', async () => {
    const { user } = await renderTab([anOrder()]);
    await user.click(screen.getByRole('button', { name: 'Enable alerts' }));
    alerts.answerPrompt('granted');
    await passTime(50);
    const endpoint = push.endpoint();

    await user.click(whenClosed()!);
    await passTime(50);
    expect(lastPushRequest()).toMatchObject({
      method: 'DELETE',
      body: { endpoint, purpose: 'owner-alerts' },
    });
    expect(whenClosed()).toHaveAttribute('aria-pressed', 'false');
    // No other purpose uses it here: the browser's subscription went too.
    expect(push.endpoint()).toBeUndefined();
    // The in-page alerts stay on.
    expect(screen.getByText('Notifications on')).toBeVisible();

    await user.click(whenClosed()!);
    await passTime(50);
    expect(lastPushRequest()).toMatchObject({
      method: 'PUT',
      body: { purpose: 'owner-alerts' },
    });
    expect(whenClosed()).toHaveAttribute('aria-pressed', 'true');
    // The permission was already given: the browser is not asked again.
    expect(alerts.prompts()).toBe(1);
  });

  it('offers the switch, off, to an owner whose browser allowed notifications before', async () => {
    const { user } = await renderTab([anOrder()], 'granted');
    expect(screen.getByText('Notifications on')).toBeVisible();
    expect(whenClosed()).toHaveAttribute('aria-pressed', 'false');
    expect(pushRoutes()).toEqual([]);

    await user.click(whenClosed()!);
    await passTime(50);
    expect(lastPushRequest()).toMatchObject({ method: 'PUT', body: { purpose: 'owner-alerts' } });
    expect(whenClosed()).toHaveAttribute('aria-pressed', 'true');
    expect(alerts.prompts()).toBe(0);
  });

  it('says so when the API does not keep the subscription, and leaves the switch off', async () => {
    const { user } = await renderTab([anOrder()], 'granted');
    server.use(putMyPushSubscription({ status: 500, body: { message: 'Internal Server Error' } }));
    await user.click(whenClosed()!);
    await passTime(50);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Alerts when closed could not be turned on. Please try again.',
    );
    expect(whenClosed()).toHaveAttribute('aria-pressed', 'false');
  });

  it('keeps the in-page alerts as they were where the browser cannot push', async () => {
    alerts = stubAlertBrowser('default');
    push = stubPushBrowser({ notifications: false });
    push.restore();
    serveOwnerOrders([anOrder()]);
    server.use(getMyRestaurant({ status: 200, body: savedRestaurant() }));
    const { user } = renderWithProviders(<OrdersTab />, {
      route: '/manage-restaurant',
      auth: { email: 'owner@example.com' },
    });
    await passTime(100);
    await user.click(screen.getByRole('button', { name: 'Enable alerts' }));
    alerts.answerPrompt('granted');
    await passTime(50);
    expect(screen.getByText('Notifications on')).toBeVisible();
    expect(whenClosed()).not.toBeInTheDocument();
    expect(pushRoutes()).toEqual([]);
  });
});
