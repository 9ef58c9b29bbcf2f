import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Order } from '@contract/order';
import {
  encodePastOrdersCursor,
  PAST_ORDERS_PAGE_SIZE,
  type PastOrdersPage,
} from '@contract/past-orders.routes';
import type { Restaurant } from '@contract/restaurant';
import { orders } from '@server/db/schema';
import type { TestApp } from '../../helpers/build-test-app';
import { bearer } from '../../helpers/test-tokens';
import {
  buildOrdersApp,
  CUSTOMER_ORDERS,
  getList,
  listOf,
  openOwnedRestaurant,
  orderFrom,
  signUpPerson,
  type Person,
} from './owner-orders-test-kit';
import type { Headers } from './order-test-kit';

const PAST_ORDERS = '/api/order/past';
const CURSOR_MESSAGE = 'before: must be a nextCursor this route answered';

const ids = (list: Order[]) => list.map((order) => order._id);

describe('GET /api/order/past', () => {
  let subject: TestApp;
  let restaurant: Restaurant;
  let otherRestaurant: Restaurant;

  beforeAll(async () => {
    subject = await buildOrdersApp();
    ({ restaurant } = await openOwnedRestaurant(subject));
    ({ restaurant: otherRestaurant } = await openOwnedRestaurant(subject));
  }, 60_000);
  afterAll(() => subject.close());

  const db = () => subject.database.db;
  const get = (query: string, headers?: Headers) =>
    getList(subject.app, `${PAST_ORDERS}${query}`, headers);

  async function pageOf(headers: Headers, before?: string | null): Promise<PastOrdersPage> {
    const query = before ? `?before=${encodeURIComponent(before)}` : '';
    const response = await get(query, headers);
    expect(response.statusCode).toBe(200);
    return response.json<PastOrdersPage>();
  }

  /** Every page from the first, following nextCursor. */
  async function allPages(headers: Headers): Promise<PastOrdersPage[]> {
    const pages = [await pageOf(headers)];
    while (pages.at(-1)!.nextCursor) pages.push(await pageOf(headers, pages.at(-1)!.nextCursor));
    return pages;
  }

  /** Sets placing times to the microsecond, which a Date cannot carry. */
  async function placeAt(orderId: string, time: string) {
    await db()
      .update(orders)
      .set({ createdAt: sql`${time}::timestamptz` })
      .where(eq(orders.id, orderId));
  }

  it('needs a token (401) and a user record (404), before it reads the cursor', async () => {
    expect((await get('')).statusCode).toBe(401);
    const stranger = await bearer(`nobody-${randomUUID()}`);
    for (const query of ['', '?before=nonsense']) {
      const response = await get(query, stranger);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'User not found' });
    }
  });

  it('answers an empty last page to a customer without delivered orders', async () => {
    const customer = await signUpPerson(subject);
    await orderFrom(db(), customer, restaurant, { status: 'outForDelivery' });
    expect(await pageOf(customer.headers)).toEqual({ orders: [], nextCursor: null });
  });

  describe('over 23 delivered orders among others', () => {
    let customer: Person;
    /** The delivered orders, newest first, as the pages must list them. */
    let expected: string[];

    beforeAll(async () => {
      customer = await signUpPerson(subject);
      const someoneElse = await signUpPerson(subject);
      const delivered: string[] = [];
      for (let i = 0; i < 23; i += 1) {
        const at = i % 2 ? restaurant : otherRestaurant;
        // A cancelled order is over too: listed among the delivered ones.
        const status = i === 5 ? 'cancelled' : 'delivered';
        delivered.push(await orderFrom(db(), customer, at, { status }));
      }
      // A minute apart, newest first; but the 10th and 11th within one millisecond, across the
      // first page's end, and the 19th to 21st at the very same time across the second page's
      // end, where ties go by id.
      const minuteBefore = (i: number) =>
        new Date(Date.UTC(2025, 0, 2, 12) - i * 60_000).toISOString().replace('Z', '000Z');
      for (const [i, orderId] of delivered.entries()) await placeAt(orderId, minuteBefore(i));
      await placeAt(delivered[9], '2025-01-02T11:51:00.000456Z');
      await placeAt(delivered[10], '2025-01-02T11:51:00.000200Z');
      const tied = delivered.slice(18, 21);
      for (const orderId of tied) await placeAt(orderId, '2025-01-02T11:41:00.000001Z');
      const tiedById = [...tied].sort().reverse();
      expected = [...delivered.slice(0, 18), ...tiedById, ...delivered.slice(21)];
      for (const status of ['paid', 'inProgress', 'outForDelivery', 'placed'] as const) {
        await orderFrom(db(), customer, restaurant, { status });
      }
      await orderFrom(db(), someoneElse, restaurant, { status: 'delivered' });
    }, 60_000);

    it('pages them 10, 10 and 3, newest first, each order once', async () => {
      const pages = await allPages(customer.headers);
      expect(pages.map((page) => page.orders.length)).toEqual([10, 10, 3]);
      expect(pages.map((page) => page.nextCursor === null)).toEqual([false, false, true]);
      expect(pages.flatMap((page) => ids(page.orders))).toEqual(expected);
      const statuses = pages.flatMap((page) => page.orders).map((order) => order.status);
      expect(statuses.filter((status) => status === 'cancelled')).toHaveLength(1);
      expect(statuses.filter((status) => status === 'delivered')).toHaveLength(22);
    });

    it('answers each order as GET /api/order does', async () => {
      const [first] = await allPages(customer.headers);
      const live = await listOf(subject.app, CUSTOMER_ORDERS, customer.headers);
      for (const order of first.orders) {
        expect(order).toEqual(live.find((each) => each._id === order._id));
      }
    });

    it('neither repeats nor skips an order when one is delivered between pages', async () => {
      const first = await pageOf(customer.headers);
      const newest = await orderFrom(db(), customer, restaurant, { status: 'outForDelivery' });
      await db().update(orders).set({ status: 'delivered' }).where(eq(orders.id, newest));
      const rest = await pageOf(customer.headers, first.nextCursor);
      expect([...ids(first.orders), ...ids(rest.orders)]).toEqual(expected.slice(0, 20));
      expect(ids((await pageOf(customer.headers)).orders)[0]).toBe(newest);
      await db().update(orders).set({ status: 'inProgress' }).where(eq(orders.id, newest));
    });

    it("never lists another customer's orders, nor theirs to them", async () => {
      const someoneElse = await signUpPerson(subject);
      const theirs = await orderFrom(db(), someoneElse, restaurant, { status: 'delivered' });
      expect(ids((await pageOf(someoneElse.headers)).orders)).toEqual([theirs]);
      const mine = (await allPages(customer.headers)).flatMap((page) => ids(page.orders));
      expect(mine).not.toContain(theirs);
      // Their cursor names a place in time, not their orders: it still lists only mine.
      const [key] = await db()
        .select({ createdAt: orders.createdAt })
        .from(orders)
        .where(inArray(orders.id, [theirs]));
      const cursor = encodePastOrdersCursor({
        createdAt: key.createdAt.toISOString().replace('Z', '999Z'),
        id: theirs,
      });
      const page = await pageOf(customer.headers, cursor);
      expect(ids(page.orders)).toEqual(expected.slice(0, PAST_ORDERS_PAGE_SIZE));
    });
  });

  it.each([
    ['junk', 'nonsense!'],
    ['base64 of junk', btoa('2025-01-01_x').replaceAll('=', '')],
    ['a time without microseconds', btoa(`2025-01-01T00:00:00.000Z_${randomUUID()}`)],
    [
      '31 June',
      encodePastOrdersCursor({ createdAt: '2025-06-31T00:00:00.000000Z', id: randomUUID() }),
    ],
    [
      'year 0',
      encodePastOrdersCursor({ createdAt: '0000-01-01T00:00:00.000000Z', id: randomUUID() }),
    ],
    ['a bad id', encodePastOrdersCursor({ createdAt: '2025-06-30T00:00:00.000000Z', id: 'x' })],
  ])('refuses %s as the cursor (400 naming before)', async (_name, cursor) => {
    const customer = await signUpPerson(subject);
    const response = await get(`?before=${encodeURIComponent(cursor)}`, customer.headers);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: CURSOR_MESSAGE });
  });

  it('refuses a repeated cursor, and reads an empty one as none', async () => {
    const customer = await signUpPerson(subject);
    const cursor = encodePastOrdersCursor({
      createdAt: '2025-06-30T00:00:00.000000Z',
      id: randomUUID(),
    });
    const repeated = await get(`?before=${cursor}&before=${cursor}`, customer.headers);
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json()).toEqual({ message: 'before: must be given once' });
    const empty = await get('?before=', customer.headers);
    expect(empty.statusCode).toBe(200);
  });
});
