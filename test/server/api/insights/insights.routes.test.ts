import { randomUUID } from 'node:crypto';
import type { Insights } from '@contract/insights';
import type { Restaurant } from '@contract/restaurant';
import { orderRefunds } from '@server/db/schema';
import type { TestApp } from '../../helpers/build-test-app';
import { bearer } from '../../helpers/test-tokens';
import {
  buildOrdersApp,
  openOwnedRestaurant,
  signUpPerson,
  type Person,
} from '../orders/owner-orders-test-kit';
import {
  addMenuItem,
  getInsights,
  INSIGHTS_CSV,
  lineOf,
  storeOrder,
  type StoredOrder,
} from './insights-test-kit';

// A small data set worked out by hand. London is on summer time (UTC+1) in June, so the local
// day and hour differ from UTC's: 2026-06-01T23:30Z is 00:30 on 2 June in the restaurant.
const PERIOD = 'from=2026-06-01&to=2026-06-07';

describe('GET /api/my/restaurant/insights', () => {
  let subject: TestApp;
  let owner: { headers: Record<string, string> };
  let restaurant: Restaurant;
  let customer: Person;
  let garlicBreadId: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    subject = await buildOrdersApp();
    const db = subject.database.db;
    ({ owner, restaurant } = await openOwnedRestaurant(subject));
    customer = await signUpPerson(subject);
    garlicBreadId = await addMenuItem(db, restaurant._id, 'Garlic bread, "large"');
    const other = await openOwnedRestaurant(subject);
    const order = (createdAt: string, lines: StoredOrder['lines'], more = {}) =>
      storeOrder(db, {
        restaurantId: restaurant._id,
        userId: customer.userId,
        createdAt,
        lines,
        ...more,
      });
    ids.a = await order('2026-06-01T11:30:00Z', [lineOf(restaurant, 'Margherita', 2)]);
    ids.b = await order('2026-06-01T23:30:00Z', [
      lineOf(restaurant, 'Tiramisu', 1, 'Tiramisu, "classic"'),
    ]);
    ids.c = await order(
      '2026-06-07T18:00:00Z',
      [lineOf(restaurant, 'Margherita', 1), lineOf(restaurant, 'Tiramisu', 2)],
      { archived: true },
    );
    await order('2026-06-03T12:00:00Z', [lineOf(restaurant, 'Margherita', 5)], { paid: false });
    ids.previous = await order('2026-05-31T22:59:00Z', [lineOf(restaurant, 'Margherita', 1)]);
    ids.after = await order('2026-06-07T23:00:00Z', [lineOf(restaurant, 'Tiramisu', 1)]);
    // Refunds count against net sales whatever their status: each will be paid back.
    const refund = (orderId: string, amount: number, status: 'pending' | 'succeeded' | 'failed') =>
      db.insert(orderRefunds).values({ orderId, amount, status });
    await refund(ids.a, 250, 'succeeded');
    await refund(ids.c, 1000, 'pending');
    await refund(ids.previous, 1500, 'failed');
    await refund(ids.after, 849, 'succeeded');
    await storeOrder(db, {
      restaurantId: other.restaurant._id,
      userId: customer.userId,
      createdAt: '2026-06-02T12:00:00Z',
      lines: [lineOf(other.restaurant, 'Margherita', 3)],
    });
  }, 180_000);
  afterAll(() => subject.close());

  const insights = async (headers = owner.headers, query = PERIOD) => {
    const response = await getInsights(subject.app, headers, query);
    expect(response.statusCode).toBe(200);
    return response.json<Insights>();
  };

  it('counts paid orders of the period, removed ones included, unpaid ones not', async () => {
    const answer = await insights();
    expect(answer).toMatchObject({
      from: '2026-06-01',
      to: '2026-06-07',
      timeZone: 'Europe/London',
    });
    // 2750 + 849 + 2698 (the removed one); the unpaid 5 Margheritas and 8 June's order are out.
    // Net: less the refunds of those orders (250 and 1000), not those of other periods' orders.
    expect(answer.totals).toEqual({
      paidOrders: 3,
      grossSales: 6297,
      netSales: 5047,
      averageOrderValue: 2099,
    });
    expect(answer.previous).toEqual({
      from: '2026-05-25',
      to: '2026-05-31',
      totals: { paidOrders: 1, grossSales: 1500, netSales: 0, averageOrderValue: 1500 },
    });
  });

  it('gives every day of the period and every hour, on the restaurant’s clock', async () => {
    const answer = await insights();
    expect(answer.salesPerDay).toEqual([
      { date: '2026-06-01', paidOrders: 1, grossSales: 2750 },
      { date: '2026-06-02', paidOrders: 1, grossSales: 849 },
      { date: '2026-06-03', paidOrders: 0, grossSales: 0 },
      { date: '2026-06-04', paidOrders: 0, grossSales: 0 },
      { date: '2026-06-05', paidOrders: 0, grossSales: 0 },
      { date: '2026-06-06', paidOrders: 0, grossSales: 0 },
      { date: '2026-06-07', paidOrders: 1, grossSales: 2698 },
    ]);
    expect(answer.ordersByHour).toHaveLength(24);
    const busy = answer.ordersByHour.filter((hour) => hour.paidOrders > 0);
    expect(busy).toEqual([
      { hour: 0, paidOrders: 1 },
      { hour: 12, paidOrders: 1 },
      { hour: 19, paidOrders: 1 },
    ]);
  });

  it('ranks best sellers by quantity and by sales, and lists what sold nothing', async () => {
    const answer = await insights();
    const [margherita, tiramisu] = restaurant.menuItems;
    const expected = [
      { menuItemId: margherita._id, name: 'Margherita', quantity: 3, sales: 3750 },
      { menuItemId: tiramisu._id, name: 'Tiramisu', quantity: 3, sales: 1797 },
    ];
    expect(answer.bestSellersByQuantity).toEqual(expected);
    expect(answer.bestSellersBySales).toEqual(expected);
    expect(answer.unsoldItems).toEqual([
      { menuItemId: garlicBreadId, name: 'Garlic bread, "large"' },
    ]);
  });

  it('answers the lines as CSV, one row per line, quoted where needed', async () => {
    const response = await getInsights(subject.app, owner.headers, PERIOD, INSIGHTS_CSV);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="insights-2026-06-01-to-2026-06-07.csv"',
    );
    expect(response.body).toBe(
      [
        'date,order reference,item,quantity,unit price,line total,choices',
        `2026-06-01 12:30,${ids.a},Margherita,2,12.50,25.00,`,
        `2026-06-02 00:30,${ids.b},"Tiramisu, ""classic""",1,5.99,5.99,`,
        `2026-06-07 19:00,${ids.c},Margherita,1,12.50,12.50,`,
        `2026-06-07 19:00,${ids.c},Tiramisu,2,5.99,11.98,`,
        '',
      ].join('\r\n'),
    );
  });

  it('shows another owner nothing of it', async () => {
    const other = await openOwnedRestaurant(subject);
    const answer = await insights(other.owner.headers);
    expect(answer.totals.paidOrders).toBe(0);
    expect(answer.bestSellersByQuantity).toEqual([]);
    const csv = await getInsights(subject.app, other.owner.headers, PERIOD, INSIGHTS_CSV);
    expect(csv.body.trim().split('\r\n')).toHaveLength(1);
  });

  it.each([INSIGHTS_CSV, '/api/my/restaurant/insights'])(
    '%s: 404 without a restaurant, 401 without a token',
    async (url) => {
      const withoutRestaurant = await getInsights(subject.app, customer.headers, PERIOD, url);
      expect(withoutRestaurant.statusCode).toBe(404);
      expect(withoutRestaurant.json()).toEqual({ message: 'Restaurant not found' });
      expect((await getInsights(subject.app, undefined, PERIOD, url)).statusCode).toBe(401);
    },
  );

  it.each([
    ['from=2026-06-08&to=2026-06-07', 'from: must not be after to'],
    ['from=2025-01-01&to=2026-01-02', 'to: the period must be at most 366 days'],
    ['from=2026-02-30&to=2026-03-01', 'from: must be a date such as 2026-03-14'],
    // The period before it, which the answer compares with, would fall before year 1.
    ['from=0001-01-01&to=0001-01-01', 'from: must be a date from 2000-01-01 to 2099-12-31'],
    ['from=2099-12-31&to=9999-12-31', 'to: must be a date from 2000-01-01 to 2099-12-31'],
    ['from=2026-06-01', 'to: '],
    ['from=yesterday&to=2026-06-01', 'from: '],
  ])('refuses %s with a 400 naming the field', async (query, message) => {
    for (const url of ['/api/my/restaurant/insights', INSIGHTS_CSV]) {
      const response = await getInsights(subject.app, owner.headers, query, url);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message.startsWith(message)).toBe(true);
    }
  });

  it('takes a whole leap year of 366 days', async () => {
    const answer = await insights(owner.headers, 'from=2028-01-01&to=2028-12-31');
    expect(answer.salesPerDay).toHaveLength(366);
  });

  it('is not for a signed-in customer of this restaurant either', async () => {
    const response = await getInsights(subject.app, await bearer(customer.sub), PERIOD);
    expect(response.statusCode).toBe(404);
  });
});

describe('insights of dishes sold with choices', () => {
  let subject: TestApp;
  let owner: { headers: Record<string, string> };
  let restaurant: Restaurant;
  const ids: Record<string, string> = {};
  const choice = (group: string, name: string, price: number) => ({
    _id: randomUUID(),
    group,
    name,
    price,
  });

  beforeAll(async () => {
    subject = await buildOrdersApp();
    ({ owner, restaurant } = await openOwnedRestaurant(subject));
    const customer = await signUpPerson(subject);
    const margherita = lineOf(restaurant, 'Margherita', 2);
    const order = (createdAt: string, lines: StoredOrder['lines']) =>
      storeOrder(subject.database.db, {
        restaurantId: restaurant._id,
        userId: customer.userId,
        createdAt,
        lines,
      });
    ids.large = await order('2026-06-01T11:30:00Z', [
      {
        ...margherita,
        unitPrice: 1250 + 400 + 150 + 100,
        choices: [
          choice('Size', 'Large', 400),
          choice('Extras', 'Olives', 150),
          choice('Extras', '=Basil', 100),
        ],
      },
    ]);
    ids.small = await order('2026-06-02T11:30:00Z', [
      { ...margherita, quantity: 1, choices: [choice('Size', 'Small', 0)] },
      lineOf(restaurant, 'Tiramisu', 1),
    ]);
  }, 60_000);
  afterAll(() => subject.close());

  it('ranks best sellers by dish, whatever the choices, at the prices paid', async () => {
    const response = await getInsights(subject.app, owner.headers, PERIOD);
    const [margherita, tiramisu] = restaurant.menuItems;
    expect(response.json<Insights>().bestSellersByQuantity).toEqual([
      { menuItemId: margherita._id, name: 'Margherita', quantity: 3, sales: 2 * 1900 + 1250 },
      { menuItemId: tiramisu._id, name: 'Tiramisu', quantity: 1, sales: 599 },
    ]);
  });

  it('names each line’s choices by group in the last column, as text a spreadsheet keeps', async () => {
    const response = await getInsights(subject.app, owner.headers, PERIOD, INSIGHTS_CSV);
    expect(response.body).toBe(
      [
        'date,order reference,item,quantity,unit price,line total,choices',
        `2026-06-01 12:30,${ids.large},Margherita,2,19.00,38.00,"Size: Large; Extras: Olives, =Basil"`,
        `2026-06-02 12:30,${ids.small},Margherita,1,12.50,12.50,Size: Small`,
        `2026-06-02 12:30,${ids.small},Tiramisu,1,5.99,5.99,`,
        '',
      ].join('\r\n'),
    );
  });
});
