import { act, screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import type { Order } from '@contract/order';
import OrderStatusPage from '@/features/orders/customer/order-status-page';
import { hiddenOrdersKey } from '@/features/orders/customer/hidden-orders';
import { renderWithProviders } from '@test/render-with-providers';
import { getMyOrders } from '@test/src/msw/handlers/order';
import { getPastOrders, NO_PAST_ORDERS } from '@test/src/msw/handlers/past-orders';
import { sentRequests, server } from '@test/src/msw/server';
import { anOrder } from '../order-fixtures';

// The session double's user (test/render-with-providers.tsx).
const USER_SUB = 'auth0|test-user';
const THANKS = 'Thank you for ordering from Luigi’s Trattoria!';

const passTime = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

/** The page over a list the test changes as it goes; answers the requests sent. */
function renderPage(list: { orders: Order[] }) {
  server.use(getMyOrders(() => ({ status: 200, body: list.orders })));
  server.use(getPastOrders({ status: 200, body: NO_PAST_ORDERS }));
  const sent = sentRequests();
  const rendered = renderWithProviders(<OrderStatusPage />, {
    route: '/order-status',
    auth: { email: 'ada@example.com' },
  });
  return { ...rendered, sent };
}

const card = (label: string) => screen.queryByRole('article', { name: `Order Status: ${label}` });
const storedHidden = () => JSON.parse(window.localStorage.getItem(hiddenOrdersKey(USER_SUB))!);

describe('OrderStatusPage with delivered orders', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    act(() => toast.remove());
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('thanks at 3 s, hides the order at 7 s and fetches the list again 0.5 s later', async () => {
    const { sent } = renderPage({ orders: [anOrder({ status: 'delivered' })] });
    await passTime(100);
    expect(card('Delivered')).toBeVisible();

    await passTime(2800);
    expect(screen.queryByText(THANKS)).not.toBeInTheDocument();
    await passTime(200);
    expect(screen.getByText(THANKS)).toBeInTheDocument();

    await passTime(3800);
    expect(card('Delivered')).toBeVisible();
    await passTime(200);
    expect(card('Delivered')).not.toBeInTheDocument();
    expect(screen.getByText('No orders found')).toBeVisible();
    expect(storedHidden()).toEqual(['order-1']);

    const beforeRefetch = sent.length;
    await passTime(300);
    expect(sent.length).toBe(beforeRefetch);
    await passTime(300);
    expect(sent.length).toBe(beforeRefetch + 1);
  });

  it('keeps a hidden order hidden after a reload, without thanking again', async () => {
    window.localStorage.setItem(hiddenOrdersKey(USER_SUB), JSON.stringify(['order-1']));
    renderPage({ orders: [anOrder({ status: 'delivered' }), anOrder({ _id: 'order-2' })] });
    await passTime(100);
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(card('Awaiting Restaurant Confirmation')).toBeVisible();
    await passTime(10_000);
    expect(screen.queryByText(THANKS)).not.toBeInTheDocument();
  });

  it('remembers hidden orders per user', async () => {
    window.localStorage.setItem(hiddenOrdersKey('auth0|someone-else'), JSON.stringify(['order-1']));
    renderPage({ orders: [anOrder({ status: 'delivered' })] });
    await passTime(100);
    expect(card('Delivered')).toBeVisible();
  });

  it('keeps the order when the restaurant moves it back before it is hidden', async () => {
    const list = { orders: [anOrder({ status: 'delivered' })] };
    renderPage(list);
    await passTime(3100);
    expect(screen.getByText(THANKS)).toBeInTheDocument();

    list.orders = [anOrder({ status: 'outForDelivery' })];
    await passTime(2000);
    expect(card('Out for Delivery')).toBeVisible();
    await passTime(10_000);
    expect(card('Out for Delivery')).toBeVisible();
    expect(window.localStorage.getItem(hiddenOrdersKey(USER_SUB))).toBeNull();
  });

  it('times several delivered orders each on their own', async () => {
    const list = {
      orders: [
        anOrder({ _id: 'order-1', status: 'delivered' }),
        anOrder({ _id: 'order-2', status: 'outForDelivery' }),
      ],
    };
    renderPage(list);
    await passTime(100);
    list.orders = [
      anOrder({ _id: 'order-1', status: 'delivered' }),
      anOrder({ _id: 'order-2', status: 'delivered' }),
    ];
    await passTime(5000);
    expect(screen.getAllByRole('article', { name: 'Order Status: Delivered' })).toHaveLength(2);

    await passTime(2000);
    expect(screen.getAllByRole('article', { name: 'Order Status: Delivered' })).toHaveLength(1);
    expect(storedHidden()).toEqual(['order-1']);

    await passTime(5000);
    expect(card('Delivered')).not.toBeInTheDocument();
    expect(storedHidden()).toEqual(['order-1', 'order-2']);
    expect(screen.getByText('No orders found')).toBeVisible();
  });
});
