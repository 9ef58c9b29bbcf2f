import { act, screen, within } from '@testing-library/react';
import { axe } from '@test/jsdom-axe';
import { anOrder, LARGE_WITH_EXTRAS } from '../../order-fixtures';
import { readLines } from '../../order-lines';
import {
  aPastOrder,
  pastOrderCards,
  pastOrdersList,
  readPlacedAt,
  renderOrderStatus,
} from './past-orders-kit';

afterEach(() => jest.useRealTimers());

const heading = () => screen.queryByRole('heading', { level: 2, name: 'Past orders' });

describe('Past orders on /order-status', () => {
  it('lists them below the live orders: date, restaurant, lines, total and Order again', async () => {
    const live = anOrder({ status: 'inProgress' });
    const past = [
      aPastOrder(0),
      aPastOrder(1, { restaurant: { ...live.restaurant, restaurantName: 'Casa Pepe' } }),
    ];
    renderOrderStatus({ live: [live], past });

    expect(await screen.findByRole('heading', { level: 2, name: 'Past orders' })).toBeVisible();
    const liveCard = screen.getByRole('article', { name: 'Order Status: In Progress' });
    expect(liveCard.compareDocumentPosition(pastOrdersList())).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );

    const [first, second] = pastOrderCards();
    expect(pastOrderCards()).toHaveLength(2);
    expect(within(first).getByRole('heading', { level: 3 })).toHaveTextContent('Luigi’s Trattoria');
    expect(within(second).getByRole('heading', { level: 3 })).toHaveTextContent('Casa Pepe');
    expect(within(first).getByText(readPlacedAt(past[0].createdAt))).toHaveAttribute(
      'datetime',
      past[0].createdAt,
    );
    const lines = within(first).getByRole('list', { name: 'Items ordered from Luigi’s Trattoria' });
    expect(
      within(lines)
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual(['Margherita x 2', 'Tiramisu x 1']);
    expect(first).toHaveTextContent('Total: $30.00');
    const orderAgain = within(first).getByRole('button', { name: 'Order again' });
    expect(orderAgain).toBeEnabled();
    expect(orderAgain).toHaveAccessibleDescription(
      `Luigi’s Trattoria ${readPlacedAt(past[0].createdAt)}`,
    );
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it("lists each line's choices under its name", async () => {
    const tiramisu = aPastOrder().cartItems[1];
    renderOrderStatus({ past: [aPastOrder(0, { cartItems: [LARGE_WITH_EXTRAS, tiramisu] })] });
    const lines = await screen.findByRole('list', {
      name: 'Items ordered from Luigi’s Trattoria',
    });
    expect(readLines(lines)).toEqual([
      ['Margherita x 2', 'Size: Large', 'Extras: Olives, Mushrooms'],
      ['Tiramisu x 1'],
    ]);
  });

  it('shows nothing of them to a customer who has none', async () => {
    const { pastOrders } = renderOrderStatus({ live: [anOrder()] });
    await screen.findByRole('article');
    expect(pastOrders.cursors).toEqual([null]);
    expect(heading()).not.toBeInTheDocument();
  });

  it('shows ten, and ten more with each Show more until there are no more', async () => {
    const past = Array.from({ length: 23 }, (_, index) => aPastOrder(index));
    const { pastOrders, user } = renderOrderStatus({ past });
    await screen.findByRole('heading', { name: 'Past orders' });
    expect(pastOrderCards()).toHaveLength(10);

    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await screen.findByText(readPlacedAt(past[19].createdAt));
    expect(pastOrderCards()).toHaveLength(20);
    expect(pastOrders.cursors).toEqual([null, '10']);

    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await screen.findByText(readPlacedAt(past[22].createdAt));
    expect(pastOrderCards()).toHaveLength(23);
    expect(pastOrders.cursors).toEqual([null, '10', '20']);
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('says when they cannot be had, and reads them again on Try again', async () => {
    const { pastOrders, user } = renderOrderStatus({ past: [aPastOrder()] });
    pastOrders.answer = { status: 404, body: { message: 'User not found' } };
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to get past orders');

    pastOrders.answer = undefined;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Order again' })).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when the next page cannot be had, and keeps what it shows', async () => {
    const past = Array.from({ length: 12 }, (_, index) => aPastOrder(index));
    const { pastOrders, user } = renderOrderStatus({ past });
    await screen.findByRole('heading', { name: 'Past orders' });
    pastOrders.answer = { status: 400, body: { message: 'before: nope' } };
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to get more past orders');
    expect(pastOrderCards()).toHaveLength(10);
  });

  it('shows an order as soon as the live list sees it delivered, without a reload', async () => {
    jest.useFakeTimers();
    const passTime = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
    const onItsWay = anOrder({ _id: 'order-9', status: 'outForDelivery' });
    const { liveList, pastOrders } = renderOrderStatus({ live: [onItsWay] });
    await passTime(100);
    expect(heading()).not.toBeInTheDocument();

    const delivered = { ...onItsWay, status: 'delivered' as const };
    liveList.orders = [delivered];
    pastOrders.orders = [delivered];
    await passTime(4800);
    expect(pastOrders.cursors).toEqual([null]);
    await passTime(300);
    expect(pastOrders.cursors).toEqual([null, null]);
    expect(heading()).toBeVisible();
    expect(pastOrderCards()).toHaveLength(1);

    // Polls that change nothing read nothing again.
    await passTime(10_000);
    expect(pastOrders.cursors).toEqual([null, null]);
  });

  it('has no axe violations', async () => {
    const past = Array.from({ length: 12 }, (_, index) => aPastOrder(index));
    const { container } = renderOrderStatus({ live: [anOrder()], past });
    await screen.findByRole('heading', { name: 'Past orders' });
    expect((await axe(container)).violations).toEqual([]);
  });
});
