import { act, screen, within } from '@testing-library/react';
import type { Order } from '@contract/order';
import { OrdersTab } from '@/features/orders/owner/orders-tab';
import { renderWithProviders } from '@test/render-with-providers';
import { anOrder } from '../order-fixtures';
import { serveOwnerOrders } from '@test/src/msw/handlers/order';
import { getMyRestaurant } from '@test/src/msw/handlers/restaurant';
import { server } from '@test/src/msw/server';
import { savedRestaurant } from '../../restaurant/restaurant-fixtures';
import { onFakeClockAt } from './orders-tab-clock';

const NOW = new Date(2025, 5, 1, 19, 0);
const LINES = anOrder().cartItems;
const customer = (name: string) => ({ ...anOrder().deliveryDetails, name });

/** Rejected by the server when nobody answered; its refund failed and is being tried again. */
const DAN = anOrder({
  _id: 'order-3',
  status: 'cancelled',
  deliveryDetails: customer('Dan Brown'),
  cartItems: LINES.map((line) => ({ ...line, refunded: true })),
  cancellation: { reason: 'noResponse', note: null, by: 'system', at: NOW.toISOString() },
  refund: { amount: 3350, status: 'failed' },
});
/** Cancelled by the kitchen with a note; the refund settling. */
const FAY = anOrder({
  _id: 'order-5',
  status: 'cancelled',
  deliveryDetails: customer('Fay Wray'),
  cartItems: LINES.map((line) => ({ ...line, refunded: true })),
  cancellation: { reason: 'other', note: 'Oven broke', by: 'restaurant', at: NOW.toISOString() },
  refund: { amount: 3350, status: 'pending' },
});
/** Accepted, its Margheritas refunded (a partial cancel): the refund settling. */
const EVE = anOrder({
  _id: 'order-4',
  status: 'inProgress',
  deliveryDetails: customer('Eve Arden'),
  cartItems: [{ ...LINES[0], refunded: true }, LINES[1]],
  refund: { amount: 2500, status: 'pending' },
});

async function renderTab(orders: Order[]) {
  serveOwnerOrders(orders);
  server.use(getMyRestaurant({ status: 200, body: savedRestaurant() }));
  renderWithProviders(<OrdersTab />, {
    route: '/manage-restaurant',
    auth: { email: 'owner@example.com' },
  });
  await act(() => jest.advanceTimersByTimeAsync(100));
}

const card = (name: string) => screen.getByRole('article', { name });

onFakeClockAt(NOW);

describe('OrdersTab order cards: refunds and cancelled orders', () => {
  it("says 'Refund pending' while a refund failed, the amount refunded while it settles", async () => {
    await renderTab([DAN, FAY, EVE]);
    expect(card('Dan Brown')).toHaveTextContent('Refund pending: $33.50');
    expect(card('Fay Wray')).toHaveTextContent('Refunded $33.50');
    expect(card('Fay Wray')).not.toHaveTextContent('Refund pending');
    expect(card('Eve Arden')).toHaveTextContent('Refunded $25.00');
  });

  it('keeps a partly refunded order going, its refunded line struck through', async () => {
    await renderTab([EVE]);
    const eve = within(card('Eve Arden'));
    expect(card('Eve Arden')).not.toHaveTextContent('Cancelled');
    expect(eve.getByText('Margherita x 2', { selector: 's' })).toBeVisible();
    expect(eve.getByText('Refunded')).toBeVisible();
    expect(eve.getByText('Tiramisu x 1', { selector: 'li' })).toBeVisible();
    expect(eve.getByRole('button', { name: 'Cancel order for Eve Arden' })).toBeEnabled();
  });

  it('says why an order was cancelled, and offers no status change and no kitchen controls', async () => {
    await renderTab([DAN, FAY]);
    expect(screen.getByRole('heading', { name: '0 active orders' })).toBeVisible();
    expect(card('Dan Brown')).toHaveTextContent('Cancelled · The restaurant did not respond');
    expect(card('Fay Wray')).toHaveTextContent('Cancelled · Other: Oven broke');

    const dan = within(card('Dan Brown'));
    // The dropdown shows 'Cancelled', offered for this order alone, and cannot be moved.
    const status = dan.getByRole('combobox', { name: 'What is the status of this order?' });
    expect(status).toBeDisabled();
    expect(status).toHaveDisplayValue('Cancelled');
    expect(dan.queryByRole('timer')).not.toBeInTheDocument();
    expect(card('Dan Brown')).not.toHaveTextContent('Expected by');
    expect(dan.getAllByRole('button').map((each) => each.getAttribute('aria-label'))).toEqual([
      'Print ticket for Dan Brown',
    ]);
  });
});
