import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { POLL_INTERVAL_MS } from '@machines/orders/order-timing';
import OrderStatusPage from '@/features/orders/customer/order-status-page';
import { LAST_SEEN_ORDERS_MAX, readLastSeenOrders } from '@/lib/last-seen-orders';
import { renderWithProviders } from '@test/render-with-providers';
import { getMyOrders } from '@test/src/msw/handlers/order';
import { getPastOrders, NO_PAST_ORDERS } from '@test/src/msw/handlers/past-orders';
import { apiUrl, server } from '@test/src/msw/server';
import { anOrder } from '../order-fixtures';

const ADA = { email: 'ada@example.com' };
const COOKING = anOrder({ _id: 'order-1', status: 'inProgress' });
// The default user of the session double (render-with-providers).
const ADA_SUB = 'auth0|test-user';

const passTime = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

/** The browser says it has no network, and no request leaves. */
function goOffline() {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
  server.use(
    http.get(apiUrl('/api/order'), () => HttpResponse.error()),
    http.get(apiUrl('/api/order/past'), () => HttpResponse.error()),
  );
  act(() => {
    window.dispatchEvent(new Event('offline'));
  });
}

function renderPage(auth: typeof ADA & { sub?: string } = ADA) {
  return renderWithProviders(<OrderStatusPage />, { route: '/order-status', auth });
}

beforeEach(() => {
  jest.useFakeTimers({ now: new Date(2025, 5, 1, 19, 2) });
  server.use(
    getMyOrders({ status: 200, body: [COOKING] }),
    getPastOrders({ status: 200, body: NO_PAST_ORDERS }),
  );
});
afterEach(() => {
  delete (navigator as unknown as Record<string, unknown>).onLine;
  jest.useRealTimers();
});

describe('OrderStatusPage without the network', () => {
  it('keeps the orders it shows for this user', async () => {
    renderPage();
    await passTime(100);
    expect(screen.getByRole('article', { name: 'Order Status: In Progress' })).toBeVisible();
    const kept = readLastSeenOrders(ADA_SUB);
    expect(kept?.orders).toEqual([COOKING]);
    // When the answer came, to the second.
    expect(Date.parse(kept!.seenAt) - new Date(2025, 5, 1, 19, 2).getTime()).toBeLessThan(1000);
    expect(readLastSeenOrders('auth0|someone-else')).toBeUndefined();
  });

  it('shows the orders as last seen, and when, after a reload without the network', async () => {
    const online = renderPage();
    await passTime(100);
    online.unmount();

    jest.setSystemTime(new Date(2025, 5, 1, 19, 30));
    goOffline();
    renderPage();
    await passTime(100);
    expect(screen.getByRole('status')).toHaveTextContent(
      'You are offline. These are your orders as last seen at 19:02.',
    );
    const card = screen.getByRole('article', { name: 'Order Status: In Progress' });
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Margherita x 2', 'Tiramisu x 1']);
    // Neither the failure nor the offer of notifications: nothing can be asked now.
    expect(screen.queryByText('Failed to get orders')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Notify me about this order' })).toBeNull();
  });

  it('says the list is as last seen when the network goes while the page is open', async () => {
    renderPage();
    await passTime(100);
    goOffline();
    await passTime(100);
    expect(
      screen.getByText('You are offline. These are your orders as last seen at 19:02.'),
    ).toBeVisible();
    expect(screen.getByRole('article', { name: 'Order Status: In Progress' })).toBeVisible();
  });

  it('shows the fresh list again once the network is back', async () => {
    renderPage();
    await passTime(100);
    goOffline();
    await passTime(100);
    expect(screen.getByText(/as last seen at 19:02/)).toBeVisible();

    delete (navigator as unknown as Record<string, unknown>).onLine;
    server.use(getMyOrders({ status: 200, body: [{ ...COOKING, status: 'outForDelivery' }] }));
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await passTime(POLL_INTERVAL_MS);
    expect(screen.queryByText(/as last seen/)).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Order Status: Out for Delivery' })).toBeVisible();
  });

  it("shows no one else's orders: another user offline is told they show once back online", async () => {
    const online = renderPage();
    await passTime(100);
    online.unmount();

    goOffline();
    renderPage({ ...ADA, email: 'bob@example.com', sub: 'auth0|bob' });
    await passTime(100);
    expect(screen.getByRole('status')).toHaveTextContent(
      'You are offline. Your orders show here once you are back online.',
    );
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it(`keeps the newest ${LAST_SEEN_ORDERS_MAX} orders of a longer list`, async () => {
    const many = Array.from({ length: LAST_SEEN_ORDERS_MAX + 5 }, (_, i) =>
      anOrder({ _id: `order-${i}`, status: 'inProgress' }),
    );
    server.use(getMyOrders({ status: 200, body: many }));
    renderPage();
    await passTime(100);
    expect(readLastSeenOrders(ADA_SUB)?.orders.map((order) => order._id)).toEqual(
      many.slice(0, LAST_SEEN_ORDERS_MAX).map((order) => order._id),
    );
  });
});
