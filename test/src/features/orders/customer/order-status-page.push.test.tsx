import { act, screen } from '@testing-library/react';
import OrderStatusPage from '@/features/orders/customer/order-status-page';
import { renderWithProviders } from '@test/render-with-providers';
import { getMyOrders } from '@test/src/msw/handlers/order';
import { getPastOrders, NO_PAST_ORDERS } from '@test/src/msw/handlers/past-orders';
import { servePush } from '@test/src/msw/handlers/push';
import { routesSent, sentRequests, server } from '@test/src/msw/server';
import { anOrder } from '../order-fixtures';
import { stubPushBrowser, type PushBrowser } from '../push/push-browser';

let push: PushBrowser | undefined;

afterEach(() => {
  push?.restore();
  push = undefined;
});

function renderPage(orders = [anOrder({ status: 'inProgress' })]) {
  server.use(
    getMyOrders({ status: 200, body: orders }),
    getPastOrders({ status: 200, body: NO_PAST_ORDERS }),
  );
  servePush();
  return renderWithProviders(<OrderStatusPage />, {
    route: '/order-status',
    auth: { email: 'ada@example.com' },
  });
}

const notifyButton = () => screen.queryByRole('button', { name: 'Notify me about this order' });
const pushRequests = () =>
  sentRequests().filter((request) => request.path.startsWith('/api/my/push'));
// Lets the page's answers to the permission and the API settle.
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe('OrderStatusPage notifications about the order (web push)', () => {
  it('asks the permission only when pressed, then subscribes for order updates', async () => {
    push = stubPushBrowser();
    const { user } = renderPage();
    const button = await screen.findByRole('button', { name: 'Notify me about this order' });
    expect(push.prompts()).toBe(0);
    expect(pushRequests()).toEqual([]);

    await user.click(button);
    expect(push.prompts()).toBe(1);
    expect(pushRequests()).toEqual([]);
    push.answerPrompt('granted');

    expect(
      await screen.findByText(
        'Notifications on: you hear of each change to your order, even with this page closed.',
      ),
    ).toBeVisible();
    expect(routesSent().filter((route) => route.includes('/push'))).toEqual([
      'GET /api/push/public-key',
      'PUT /api/my/push-subscription',
    ]);
    expect(pushRequests()[0].body).toEqual({
      subscription: {
        endpoint: push.endpoint(),
        expirationTime: null,
        keys: { p256dh: 'BPublicKeyOfTheDevice', auth: 'authSecret' },
      },
      purpose: 'order-updates',
    });
    expect(notifyButton()).not.toBeInTheDocument();
  });

  it('turns notifications off: DELETE for this purpose, and offers them again', async () => {
    push = stubPushBrowser({ permission: 'granted' });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Notify me about this order' }));
    const endpoint = push.endpoint();
    // Allowed before: nothing to ask.
    expect(push.prompts()).toBe(0);

    await user.click(await screen.findByRole('button', { name: 'Turn off notifications' }));
    expect(await screen.findByRole('button', { name: 'Notify me about this order' })).toBeVisible();
    expect(pushRequests().at(-1)).toMatchObject({
      method: 'DELETE',
      body: { endpoint, purpose: 'order-updates' },
    });
    expect(push.endpoint()).toBeUndefined();
  });

  it('shows notifications on when the page opens again on a device that opted in', async () => {
    push = stubPushBrowser({ permission: 'granted' });
    const first = renderPage();
    await first.user.click(
      await screen.findByRole('button', { name: 'Notify me about this order' }),
    );
    await screen.findByRole('button', { name: 'Turn off notifications' });
    first.unmount();

    renderPage();
    expect(await screen.findByRole('button', { name: 'Turn off notifications' })).toBeVisible();
    expect(pushRequests().filter((request) => request.method === 'PUT')).toHaveLength(1);
  });

  it('says plainly that notifications are blocked when the customer refuses', async () => {
    push = stubPushBrowser();
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Notify me about this order' }));
    push.answerPrompt('denied');
    expect(
      await screen.findByText(
        'Notifications are blocked for this site. To get them, allow notifications in your ' +
          'browser’s settings for this site.',
      ),
    ).toBeVisible();
    expect(notifyButton()).not.toBeInTheDocument();
    expect(pushRequests()).toEqual([]);
  });

  it('offers the button again when the prompt is closed without an answer', async () => {
    push = stubPushBrowser();
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Notify me about this order' }));
    push.answerPrompt('default');
    await settle();
    expect(notifyButton()).toBeEnabled();
    expect(pushRequests()).toEqual([]);
  });

  it('offers nothing where the browser cannot push', async () => {
    renderPage();
    await screen.findByRole('article', { name: 'Order Status: In Progress' });
    await settle();
    expect(notifyButton()).not.toBeInTheDocument();
  });

  it('offers nothing until the customer has an order', async () => {
    push = stubPushBrowser();
    renderPage([]);
    await screen.findByText('No orders found');
    await settle();
    expect(notifyButton()).not.toBeInTheDocument();
  });
});
