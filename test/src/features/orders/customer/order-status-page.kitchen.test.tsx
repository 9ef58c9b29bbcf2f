import { act, screen, within } from '@testing-library/react';
import { axe } from '@test/jsdom-axe';
import toast from 'react-hot-toast';
import type { Order } from '@contract/order';
import OrderStatusPage from '@/features/orders/customer/order-status-page';
import { renderWithProviders } from '@test/render-with-providers';
import { getMyOrders } from '@test/src/msw/handlers/order';
import { getPastOrders, NO_PAST_ORDERS } from '@test/src/msw/handlers/past-orders';
import { server } from '@test/src/msw/server';
import { anOrder, PLACED_AT } from '../order-fixtures';
import { readLines } from '../order-lines';

const REFUNDED = 'Refunded $33.50: it reaches your card in 5 to 10 days';
/** 19:45 on the fixtures' day: the kitchen's time, half an hour after the restaurant's usual. */
const KITCHEN_TIME = new Date(2025, 5, 1, 19, 45).toISOString();

/** The page over a list the test changes as it goes. */
function renderPage(list: { orders: Order[] }) {
  server.use(
    getMyOrders(() => ({ status: 200, body: list.orders })),
    getPastOrders({ status: 200, body: NO_PAST_ORDERS }),
  );
  return renderWithProviders(<OrderStatusPage />, {
    route: '/order-status',
    auth: { email: 'ada@example.com' },
  });
}

const passTime = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
const card = (label: string) => screen.getByRole('article', { name: `Order Status: ${label}` });

const cancelled = (overrides: Partial<Order> = {}) =>
  anOrder({
    status: 'cancelled',
    cancellation: {
      reason: 'itemUnavailable',
      note: null,
      by: 'restaurant',
      at: PLACED_AT,
    },
    refund: { amount: 3350, status: 'succeeded' },
    ...overrides,
  });

afterEach(() => {
  act(() => toast.remove());
  jest.useRealTimers();
});

describe('OrderStatusPage: the kitchen’s time', () => {
  it("shows the order's expectedAt, the kitchen's time once it accepted", async () => {
    renderPage({ orders: [anOrder({ status: 'inProgress', expectedAt: KITCHEN_TIME })] });
    expect(await screen.findByText('Expected by: 19:45')).toBeVisible();
  });

  it('works the time out as the specification does for a copy without expectedAt', async () => {
    const { expectedAt: _, ...older } = anOrder({ status: 'inProgress' });
    renderPage({
      orders: [{ ...older, createdAt: new Date(2025, 5, 1, 8, 30).toISOString() }] as Order[],
    });
    expect(await screen.findByText('Expected by: 9:05')).toBeVisible();
  });

  it('names the new time in a toast when an open order’s time moves, and only then', async () => {
    jest.useFakeTimers();
    const list = { orders: [anOrder({ _id: 'a' }), anOrder({ _id: 'b', status: 'delivered' })] };
    renderPage(list);
    await passTime(100);
    expect(screen.getAllByText('Expected by: 19:15')).toHaveLength(2);
    expect(screen.queryByText(/is now expected by/)).not.toBeInTheDocument();

    list.orders = [
      anOrder({ _id: 'a', status: 'inProgress', expectedAt: KITCHEN_TIME }),
      anOrder({ _id: 'b', status: 'delivered', expectedAt: KITCHEN_TIME }),
    ];
    await passTime(5000);
    expect(within(card('In Progress')).getByText('Expected by: 19:45')).toBeVisible();
    expect(screen.getAllByText('Your order is now expected by 19:45')).toHaveLength(1);

    act(() => toast.remove());
    await passTime(5000);
    expect(screen.queryByText(/is now expected by/)).not.toBeInTheDocument();

    const late = new Date(2025, 5, 1, 19, 55).toISOString();
    list.orders = [anOrder({ _id: 'a', status: 'inProgress', expectedAt: late }), list.orders[1]];
    await passTime(5000);
    expect(screen.getByText('Your order is now expected by 19:55')).toBeInTheDocument();
  });
});

describe('OrderStatusPage: a cancelled order', () => {
  it('says Cancelled and why, with no time and no progress bar, and the refund', async () => {
    renderPage({ orders: [cancelled()] });
    const shown = await screen.findByRole('article', { name: 'Order Status: Cancelled' });
    expect(within(shown).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Order Status: Cancelled',
    );
    expect(within(shown).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(shown).not.toHaveTextContent('Expected by');
    expect(within(shown).getByText('Reason: Item unavailable')).toBeVisible();
    expect(within(shown).getByText(REFUNDED)).toBeVisible();
    expect(shown).toHaveTextContent('Total: $33.50');
  });

  it("names the restaurant's own words for Other, and an order nobody answered", async () => {
    const other = { reason: 'other', note: 'Our oven broke', by: 'restaurant', at: PLACED_AT };
    const unanswered = { reason: 'noResponse', note: null, by: 'system', at: PLACED_AT };
    renderPage({
      orders: [
        cancelled({ _id: 'a', cancellation: other as Order['cancellation'] }),
        cancelled({ _id: 'b', cancellation: unanswered as Order['cancellation'] }),
      ],
    });
    expect(await screen.findByText('Reason: Other: Our oven broke')).toBeVisible();
    expect(screen.getByText('Reason: The restaurant did not respond')).toBeVisible();
  });

  it('says Refund pending while a failed refund is tried again, and the amount once it is made', async () => {
    jest.useFakeTimers();
    const list = { orders: [cancelled({ refund: { amount: 3350, status: 'failed' } })] };
    renderPage(list);
    await passTime(100);
    expect(within(card('Cancelled')).getByText('Refund pending')).toBeVisible();
    expect(screen.queryByText(/^Refunded/)).not.toBeInTheDocument();

    list.orders = [cancelled({ refund: { amount: 3350, status: 'pending' } })];
    await passTime(5000);
    expect(within(card('Cancelled')).getByText(REFUNDED)).toBeVisible();
  });

  it('neither thanks nor hides it, however long it shows', async () => {
    jest.useFakeTimers();
    renderPage({ orders: [cancelled()] });
    await passTime(30_000);
    expect(card('Cancelled')).toBeVisible();
    expect(screen.queryByText(/^Thank you for ordering/)).not.toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = renderPage({ orders: [cancelled()] });
    await screen.findByRole('article', { name: 'Order Status: Cancelled' });
    expect((await axe(container)).violations).toEqual([]);
  });
});

describe('OrderStatusPage: some lines refunded', () => {
  it('marks the refunded lines and says what was refunded; the order goes on', async () => {
    const [margherita, tiramisu] = anOrder().cartItems;
    renderPage({
      orders: [
        anOrder({
          status: 'inProgress',
          cartItems: [margherita, { ...tiramisu, refunded: true }],
          refund: { amount: 600, status: 'succeeded' },
        }),
      ],
    });
    const shown = await screen.findByRole('article', { name: 'Order Status: In Progress' });
    expect(within(shown).getByRole('progressbar')).toHaveAttribute('value', '50');
    const [lines] = within(shown).getAllByRole('list');
    expect(readLines(lines)).toEqual([['Margherita x 2'], ['Tiramisu x 1 (refunded)']]);
    expect(
      within(shown).getByText('Refunded $6.00: it reaches your card in 5 to 10 days'),
    ).toBeVisible();
    expect(shown).not.toHaveTextContent('Reason:');
  });
});
