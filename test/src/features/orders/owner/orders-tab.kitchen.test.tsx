import { fireEvent, screen, within } from '@testing-library/react';
import { axe } from '@test/jsdom-axe';
import type { Order, OrderItem } from '@contract/order';
import { OrdersTab } from '@/features/orders/owner/orders-tab';
import { KITCHEN_TEXTS } from '@/features/orders/owner/owner-orders.texts';
import { renderWithProviders } from '@test/render-with-providers';
import { anOrder } from '../order-fixtures';
import { deferredAnswer } from '@test/src/msw/answer';
import { acceptOrder, kitchenAnswers, serveKitchen } from '@test/src/msw/handlers/kitchen';
import { serveOwnerOrders } from '@test/src/msw/handlers/order';
import { getMyRestaurant } from '@test/src/msw/handlers/restaurant';
import { sentRequests, server } from '@test/src/msw/server';
import { savedRestaurant } from '../../restaurant/restaurant-fixtures';
import { onFakeClockAt, passTime } from './orders-tab-clock';

const MINUTE_MS = 60_000;
const NOW = new Date(2025, 5, 1, 19, 0);

const item = (name: string, quantity: number, price: number): OrderItem => ({
  menuItemId: name,
  name,
  quantity,
  price,
  choices: [],
  refunded: false,
});

/** New, with 4 minutes 30 seconds left before the server rejects it. */
const ADA = anOrder({ _id: 'order-1', acceptBy: new Date(+NOW + 4.5 * MINUTE_MS).toISOString() });
/** Accepted, expected by 19:15; $9.00 + $18.00 + $8.00 and $2.50 delivery. */
const BOB = anOrder({
  _id: 'order-2',
  status: 'inProgress',
  totalAmount: 3750,
  deliveryDetails: { ...ADA.deliveryDetails, name: 'Bob Ross' },
  cartItems: [item('Lasagne', 1, 900), item('Tiramisu', 3, 600), item('Focaccia', 2, 400)],
});

async function renderTab(orders: Order[]) {
  const api = serveOwnerOrders(orders);
  serveKitchen(api);
  server.use(getMyRestaurant({ status: 200, body: savedRestaurant() }));
  const rendered = renderWithProviders(<OrdersTab />, {
    route: '/manage-restaurant',
    auth: { email: 'owner@example.com' },
  });
  await passTime(100);
  return rendered;
}

const card = (name: string) => screen.getByRole('article', { name });
const button = (name: string) => screen.queryByRole('button', { name });
const inCard = (name: string) => within(card(name));
const kitchenPosts = () =>
  sentRequests()
    .filter((request) => request.method === 'POST')
    .map(({ path, body }) => [path, body]);

onFakeClockAt(NOW);

describe('OrdersTab kitchen controls: a new order', () => {
  it("counts down to its automatic rejection from acceptBy, 'Auto-rejects in m:ss'", async () => {
    await renderTab([ADA, BOB]);
    const timer = inCard('Ada Lovelace').getByRole('timer');
    expect(timer).toHaveTextContent('Auto-rejects in 4:30');
    await passTime(1000);
    expect(timer).toHaveTextContent('Auto-rejects in 4:29');
    await passTime(MINUTE_MS);
    expect(timer).toHaveTextContent('Auto-rejects in 3:29');
    expect(inCard('Bob Ross').queryByRole('timer')).not.toBeInTheDocument();
  });

  it('rejects it only with a reason, and Other only with a note', async () => {
    const { user } = await renderTab([ADA]);
    await user.click(button('Reject order for Ada Lovelace')!);
    const why = inCard('Ada Lovelace').getByRole('group', { name: 'Why reject this order?' });
    expect(button('Accept order for Ada Lovelace')).not.toBeInTheDocument();
    const reject = button(KITCHEN_TEXTS.rejectOrder)!;
    expect(reject).toBeDisabled();

    await user.click(within(why).getByRole('radio', { name: 'Other' }));
    const note = within(why).getByRole('textbox', { name: KITCHEN_TEXTS.note });
    expect(note).toBeRequired();
    expect(note).toHaveAttribute('maxLength', '200');
    expect(within(why).getByText('0/200')).toBeInTheDocument();
    await user.type(note, '   ');
    expect(within(why).getByText('3/200')).toBeInTheDocument();
    // Spaces are no note: the button stays off, and the form sends nothing however submitted.
    expect(reject).toBeDisabled();
    fireEvent.submit(reject.closest('form')!);
    await passTime(100);
    expect(kitchenPosts()).toEqual([]);

    await user.type(note, 'Oven broke');
    expect(within(why).getByText('13/200')).toBeInTheDocument();
    await user.click(reject);
    await passTime(100);
    expect(kitchenPosts()).toEqual([
      ['/api/my/restaurant/order/order-1/reject', { reason: 'other', note: 'Oven broke' }],
    ]);
    expect(screen.getByText('Order rejected and refunded')).toBeInTheDocument();
    expect(card('Ada Lovelace')).toHaveTextContent('Cancelled · Other: Oven broke');
    expect(card('Ada Lovelace')).toHaveTextContent('Refunded $33.50');
    expect(inCard('Ada Lovelace').queryByRole('timer')).not.toBeInTheDocument();
  });

  it('goes back to Accept and Reject from the form, sending nothing', async () => {
    const { user } = await renderTab([ADA]);
    await user.click(button('Reject order for Ada Lovelace')!);
    await user.click(inCard('Ada Lovelace').getByRole('radio', { name: 'Too busy' }));
    await user.click(button(KITCHEN_TEXTS.back)!);
    expect(button('Accept order for Ada Lovelace')).toBeEnabled();
    expect(button('Reject order for Ada Lovelace')).toBeEnabled();
    expect(kitchenPosts()).toEqual([]);
  });
});

describe('OrdersTab kitchen controls: accepting', () => {
  it('shows In Progress with the time the kitchen gave at once, before the server answers', async () => {
    const { user } = await renderTab([ADA]);
    const saved = deferredAnswer();
    server.use(acceptOrder(saved.reply, { once: true }));
    await user.click(button('Accept order for Ada Lovelace')!);
    await passTime(50);
    // The restaurant's 35 minutes, rounded up to the next choice, from now (19:00).
    expect(kitchenPosts()).toEqual([['/api/my/restaurant/order/order-1/accept', { minutes: 45 }]]);
    expect(card('Ada Lovelace')).toHaveTextContent('Expected by 19:45');

    saved.answer({ status: 200, body: kitchenAnswers.accepted(ADA, 45) });
    await passTime(100);
    expect(card('Ada Lovelace')).toHaveTextContent('Expected by 19:45');
  });
});

describe('OrdersTab kitchen controls: an accepted order', () => {
  it('runs late by the minutes chosen', async () => {
    const { user } = await renderTab([BOB]);
    expect(card('Bob Ross')).toHaveTextContent('Expected by 19:15');
    const late = inCard('Bob Ross').getByRole('group', { name: KITCHEN_TEXTS.runningLate });
    await user.click(
      within(late).getByRole('button', { name: '+10 min, running late for Bob Ross' }),
    );
    await passTime(100);
    expect(kitchenPosts()).toEqual([['/api/my/restaurant/order/order-2/late', { minutes: 10 }]]);
    expect(card('Bob Ross')).toHaveTextContent('Expected by 19:25');
  });

  it('cancels all of it with every line ticked: no lines are sent', async () => {
    const { user } = await renderTab([BOB]);
    await user.click(button('Cancel order for Bob Ross')!);
    const lines = inCard('Bob Ross').getByRole('group', { name: KITCHEN_TEXTS.refundLines });
    const boxes = within(lines).getAllByRole('checkbox');
    expect(boxes.map((box) => box.parentElement?.textContent)).toEqual([
      'Lasagne x 1',
      'Tiramisu x 3',
      'Focaccia x 2',
    ]);
    for (const box of boxes) expect(box).toBeChecked();
    expect(button(KITCHEN_TEXTS.cancelOrder)).toBeDisabled();

    await user.click(inCard('Bob Ross').getByRole('radio', { name: 'Too busy' }));
    await user.click(button(KITCHEN_TEXTS.cancelOrder)!);
    await passTime(100);
    expect(kitchenPosts()).toEqual([
      ['/api/my/restaurant/order/order-2/cancel', { reason: 'tooBusy' }],
    ]);
    expect(screen.getByText('Refund sent')).toBeInTheDocument();
    expect(card('Bob Ross')).toHaveTextContent('Cancelled · Too busy');
    expect(card('Bob Ross')).toHaveTextContent('Refunded $37.50');
  });

  it('refunds only the lines left ticked, and the rest later as a whole cancel', async () => {
    const { user } = await renderTab([BOB]);
    await user.click(button('Cancel order for Bob Ross')!);
    const box = (name: string) => inCard('Bob Ross').getByRole('checkbox', { name });
    await user.click(inCard('Bob Ross').getByRole('radio', { name: 'Item unavailable' }));
    await user.click(box('Tiramisu x 3'));
    expect(button(KITCHEN_TEXTS.refundSome(2))).toBeEnabled();
    await user.click(box('Lasagne x 1'));
    expect(button(KITCHEN_TEXTS.refundSome(1))).toBeEnabled();
    await user.click(box('Focaccia x 2'));
    // Nothing ticked is nothing to refund.
    expect(button(KITCHEN_TEXTS.refundSome(0))).toBeDisabled();
    await user.click(box('Focaccia x 2'));
    await user.click(box('Lasagne x 1'));
    await user.click(button(KITCHEN_TEXTS.refundSome(2))!);
    await passTime(100);
    expect(kitchenPosts()).toEqual([
      ['/api/my/restaurant/order/order-2/cancel', { reason: 'itemUnavailable', lines: [0, 2] }],
    ]);
    // The order goes on, the refunded lines struck through.
    expect(card('Bob Ross')).toHaveTextContent('Refunded $17.00');
    expect(card('Bob Ross')).not.toHaveTextContent('Cancelled');
    expect(inCard('Bob Ross').getAllByText(KITCHEN_TEXTS.refunded)).toHaveLength(2);

    // The one line left is the whole order: the form lists it alone and sends no lines.
    await user.click(button('Cancel order for Bob Ross')!);
    const lines = inCard('Bob Ross').getByRole('group', { name: KITCHEN_TEXTS.refundLines });
    expect(within(lines).getByRole('checkbox', { name: 'Tiramisu x 3' })).toBeChecked();
    expect(within(lines).getAllByRole('checkbox')).toHaveLength(1);
    await user.click(inCard('Bob Ross').getByRole('radio', { name: 'Closing soon' }));
    await user.click(button(KITCHEN_TEXTS.cancelOrder)!);
    await passTime(100);
    expect(kitchenPosts()[1]).toEqual([
      '/api/my/restaurant/order/order-2/cancel',
      { reason: 'closingSoon' },
    ]);
    expect(card('Bob Ross')).toHaveTextContent('Cancelled · Closing soon');
  });
});

describe('OrdersTab kitchen controls: accessibility', () => {
  it('has no axe violations for a new order, an accepted one, and their reason forms', async () => {
    const { container, user } = await renderTab([ADA, BOB]);
    const violations = async () => {
      let done = false;
      const result = axe(container).finally(() => {
        done = true;
      });
      while (!done) await passTime(10);
      return (await result).violations;
    };
    expect(button('+5 min, running late for Bob Ross')).toBeVisible();
    expect(await violations()).toEqual([]);

    await user.click(button('Reject order for Ada Lovelace')!);
    await user.click(inCard('Ada Lovelace').getByRole('radio', { name: 'Other' }));
    await user.click(button('Cancel order for Bob Ross')!);
    expect(inCard('Ada Lovelace').getByRole('textbox')).toBeVisible();
    expect(inCard('Bob Ross').getAllByRole('checkbox')).toHaveLength(3);
    expect(await violations()).toEqual([]);
  });
});
