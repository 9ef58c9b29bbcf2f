import { act, screen, within } from '@testing-library/react';
import { axe } from '@test/jsdom-axe';
import OrderStatusPage from '@/features/orders/customer/order-status-page';
import { renderWithProviders, TEST_ACCESS_TOKEN } from '@test/render-with-providers';
import { deferredAnswer, type Reply } from '@test/src/msw/answer';
import { getMyOrders } from '@test/src/msw/handlers/order';
import { getPastOrders, NO_PAST_ORDERS } from '@test/src/msw/handlers/past-orders';
import { sentRequests, server } from '@test/src/msw/server';
import { anOrder, anOrderWithChoices } from '../order-fixtures';
import { readLines } from '../order-lines';

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

function renderPage(orders: Reply, route = '/order-status') {
  server.use(getMyOrders(orders), getPastOrders({ status: 200, body: NO_PAST_ORDERS }));
  const sent = sentRequests();
  const rendered = renderWithProviders(<OrderStatusPage />, {
    route,
    auth: { email: 'ada@example.com' },
  });
  return { ...rendered, sent };
}

// Moves the fake clock with React told, so polled answers render inside act().
const passTime = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

const orderCard = (status: string) =>
  screen.getByRole('article', { name: `Order Status: ${status}` });

describe('OrderStatusPage', () => {
  it('says Loading... and then shows each order', async () => {
    const { sent } = renderPage({ status: 200, body: [anOrder({ status: 'inProgress' })] });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');

    const card = await screen.findByRole('article', { name: 'Order Status: In Progress' });
    expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Order Status: In Progress',
    );
    expect(card).toHaveTextContent('Expected by: 19:15');
    const progress = within(card).getByRole('progressbar', {
      name: 'Progress of your order from Luigi’s Trattoria',
    });
    expect(progress).toHaveAttribute('value', '50');
    expect(progress).toHaveAttribute('max', '100');
    expect(card).toHaveTextContent('Ada Lovelace');
    expect(card).toHaveTextContent('12 St James Square, London');
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Margherita x 2', 'Tiramisu x 1']);
    expect(card).toHaveTextContent('Total: $33.50');
    expect(within(card).getByRole('img', { name: 'Luigi’s Trattoria' })).toHaveAttribute(
      'src',
      'http://localhost:7000/api/images/abc/1280.webp',
    );
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    expect(sent[0].authorization).toBe(`Bearer ${TEST_ACCESS_TOKEN}`);
  });

  it("lists each line's choices under its name; other choices of a dish are a line of their own", async () => {
    renderPage({ status: 200, body: [anOrderWithChoices()] });
    const card = await screen.findByRole('article');
    const [lines] = within(card).getAllByRole('list');
    expect(readLines(lines)).toEqual([
      ['Margherita x 2', 'Size: Large', 'Extras: Olives, Mushrooms'],
      ['Margherita x 1', 'Size: Small'],
      ['Tiramisu x 1'],
    ]);
    expect(card).toHaveTextContent('Total: $59.00');
  });

  it('shows the hour without padding and the minutes with it', async () => {
    const expectedAt = new Date(2025, 5, 1, 9, 5).toISOString();
    renderPage({ status: 200, body: [anOrder({ expectedAt })] });
    expect(await screen.findByText('Expected by: 9:05')).toBeVisible();
  });

  it('shows every status with its label and progress, an unknown one as Placed', async () => {
    const statuses = [
      ['placed', 'Placed', '0'],
      ['paid', 'Awaiting Restaurant Confirmation', '25'],
      ['outForDelivery', 'Out for Delivery', '75'],
      ['mislaid', 'Placed', '0'],
    ] as const;
    renderPage({
      status: 200,
      body: statuses.map(([status], index) =>
        anOrder({ _id: `o${index}`, status: status as 'placed' }),
      ),
    });
    await screen.findAllByRole('article');
    const cards = screen.getAllByRole('article');
    statuses.forEach(([, label, progress], index) => {
      expect(within(cards[index]).getByRole('heading', { level: 2 })).toHaveTextContent(
        `Order Status: ${label}`,
      );
      expect(within(cards[index]).getByRole('progressbar')).toHaveAttribute('value', progress);
    });
  });

  it('says No orders found when there are none', async () => {
    renderPage({ status: 200, body: [] });
    expect(await screen.findByText('No orders found')).toBeVisible();
  });

  it('says Failed to get orders when the list cannot be had', async () => {
    renderPage({ status: 403, body: { message: 'Forbidden' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to get orders');
    expect(screen.queryByText('No orders found')).not.toBeInTheDocument();
  });

  it('thanks the customer after arriving from a payment', async () => {
    renderPage({ status: 200, body: [anOrder()] }, '/order-status?success=true');
    expect(await screen.findByText(/payment went through/)).toBeVisible();
    await screen.findByRole('article');
  });

  it('has no axe violations while loading and with orders', async () => {
    const list = deferredAnswer();
    const { container } = renderPage(list.reply);
    // The past orders answer meanwhile: their update is awaited with React told.
    expect((await act(() => axe(container))).violations).toEqual([]);
    await act(async () =>
      list.answer({
        status: 200,
        body: [anOrder({ status: 'delivered' }), anOrderWithChoices()],
      }),
    );
    await screen.findAllByRole('article');
    expect((await axe(container)).violations).toEqual([]);
  });
});

describe('OrderStatusPage polling', () => {
  beforeEach(() => jest.useFakeTimers());

  it('fetches the list every 5 s and shows the new status', async () => {
    let status = 'paid';
    const { sent } = renderPage(() => ({
      status: 200,
      body: [anOrder({ status: status as 'paid' })],
    }));
    await screen.findByRole('article', { name: 'Order Status: Awaiting Restaurant Confirmation' });
    const before = sent.length;

    status = 'outForDelivery';
    await passTime(4900);
    expect(sent.length).toBe(before);
    expect(orderCard('Awaiting Restaurant Confirmation')).toBeVisible();
    await passTime(100);
    expect(sent.length).toBe(before + 1);
    expect(within(orderCard('Out for Delivery')).getByRole('progressbar')).toHaveAttribute(
      'value',
      '75',
    );
  });
});
