import { act, screen, within } from '@testing-library/react';
import { axe } from '@test/jsdom-axe';
import type { Order } from '@contract/order';
import { anOrder, PLACED_AT } from '../../order-fixtures';
import { aPastOrder, pastOrderCards, renderOrderStatus } from './past-orders-kit';

afterEach(() => jest.useRealTimers());

const cancellation: Order['cancellation'] = {
  reason: 'tooBusy',
  note: null,
  by: 'restaurant',
  at: PLACED_AT,
};

describe('Past orders: a cancelled order', () => {
  it('says Cancelled, why and what was refunded, and can be ordered again', async () => {
    const past = [
      aPastOrder(0, {
        status: 'cancelled',
        cancellation,
        refund: { amount: 3000, status: 'succeeded' },
      }),
      aPastOrder(1),
    ];
    renderOrderStatus({ past });
    await screen.findByRole('heading', { name: 'Past orders' });
    const [cancelled, delivered] = pastOrderCards();
    expect(within(cancelled).getByText('Cancelled')).toBeVisible();
    expect(within(cancelled).getByText('Reason: Too busy')).toBeVisible();
    expect(
      within(cancelled).getByText('Refunded $30.00: it reaches your card in 5 to 10 days'),
    ).toBeVisible();
    expect(within(cancelled).getByRole('button', { name: 'Order again' })).toBeEnabled();
    expect(delivered).not.toHaveTextContent(/Cancelled|Reason|Refund/);
  });

  it('marks the lines refunded from a delivered order', async () => {
    const [margherita, tiramisu] = aPastOrder().cartItems;
    renderOrderStatus({
      past: [
        aPastOrder(0, {
          cartItems: [margherita, { ...tiramisu, refunded: true }],
          refund: { amount: 550, status: 'failed' },
        }),
      ],
    });
    await screen.findByRole('heading', { name: 'Past orders' });
    const [card] = pastOrderCards();
    const lines = within(card).getByRole('list', { name: 'Items ordered from Luigi’s Trattoria' });
    expect(
      within(lines)
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual(['Margherita x 2', 'Tiramisu x 1 (refunded)']);
    expect(within(card).getByText('Refund pending')).toBeVisible();
    expect(card).not.toHaveTextContent('Cancelled');
  });

  it('shows an order as soon as the live list sees it cancelled, without a reload', async () => {
    jest.useFakeTimers();
    const passTime = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
    const onItsWay = anOrder({ _id: 'order-9', status: 'inProgress' });
    const { liveList, pastOrders } = renderOrderStatus({ live: [onItsWay] });
    await passTime(100);

    const cancelled: Order = {
      ...onItsWay,
      status: 'cancelled',
      cancellation,
      refund: { amount: 3350, status: 'pending' },
    };
    liveList.orders = [cancelled];
    pastOrders.orders = [cancelled];
    await passTime(5000);
    expect(pastOrders.cursors).toEqual([null, null]);
    expect(within(pastOrderCards()[0]).getByText('Cancelled')).toBeVisible();
    // The live list keeps it too: the customer reads why there, where it was.
    expect(screen.getByRole('article', { name: 'Order Status: Cancelled' })).toBeVisible();
  });

  it('has no axe violations', async () => {
    const past = [
      aPastOrder(0, {
        status: 'cancelled',
        cancellation,
        refund: { amount: 3000, status: 'succeeded' },
      }),
    ];
    const { container } = renderOrderStatus({ past });
    await screen.findByRole('heading', { name: 'Past orders' });
    expect((await axe(container)).violations).toEqual([]);
  });
});
