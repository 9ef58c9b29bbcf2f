import { brotliDecompressSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { Order } from '@contract/order';
import type { Restaurant } from '@contract/restaurant';
import { recordPayment } from '@server/api/orders/payment/order-payment.service';
import { orders, restaurants } from '@server/db/schema';
import type { TestApp } from '../../helpers/build-test-app';
import { bearer } from '../../helpers/test-tokens';
import {
  buildOrdersApp,
  CUSTOMER_ORDERS,
  getList,
  openOwnedRestaurant,
  orderFrom,
  OWNER_ORDERS,
  patchStatus,
  removeOrder,
  signUpPerson,
  storedOrder,
  type Person,
} from './owner-orders-test-kit';

/**
 * The polled lists answer 304 from their version alone (server/api/orders/list-version.ts): an
 * unchanged list loads no order, and every change the list shows gives it a new ETag.
 */
describe('the polled order lists, revalidated from their version', () => {
  let subject: TestApp;
  let owner: Person;
  let customer: Person;
  let restaurant: Restaurant;

  beforeAll(async () => {
    // The push sender drains what the orders' writes recorded, with statements of its own.
    subject = await buildOrdersApp({ sendPushes: false });
    ({ owner, restaurant } = await openOwnedRestaurant(subject));
    customer = await signUpPerson(subject);
    await orderFrom(subject.database.db, customer, restaurant);
  }, 60_000);
  afterAll(() => subject.close());
  afterEach(() => jest.restoreAllMocks());

  const lists = () => [
    { name: "the owner's", url: OWNER_ORDERS, headers: owner.headers },
    { name: "the customer's", url: CUSTOMER_ORDERS, headers: customer.headers },
  ];

  /** Each list's ETag now, with the list it was answered with. */
  async function etags() {
    return Promise.all(
      lists().map(async ({ url, headers }) => {
        const response = await getList(subject.app, url, headers);
        expect(response.statusCode).toBe(200);
        return { etag: String(response.headers.etag), body: response.json<Order[]>() };
      }),
    );
  }

  /** Polls each list with its ETag from `before`: answers the status and body of each. */
  async function poll(before: Array<{ etag: string }>) {
    return Promise.all(
      lists().map(async ({ url, headers }, index) => {
        const response = await getList(subject.app, url, headers, before[index].etag);
        return {
          status: response.statusCode,
          etag: String(response.headers.etag),
          body: response.statusCode === 200 ? response.json<Order[]>() : undefined,
        };
      }),
    );
  }

  it('answers an unchanged list 304 from one query, without loading an order', async () => {
    const before = await etags();
    const db = subject.database.db;
    // Every statement either driver runs goes through its client's query().
    const { $client: client } = db as unknown as {
      $client: { query: (...args: unknown[]) => Promise<unknown> };
    };
    const statements = jest.spyOn(client, 'query');
    const select = jest.spyOn(db, 'select');

    for (const [index, { url, headers }] of lists().entries()) {
      statements.mockClear();
      const response = await getList(subject.app, url, headers, before[index].etag);
      expect(response.statusCode).toBe(304);
      expect(response.body).toBe('');
      expect(response.headers.etag).toBe(before[index].etag);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(statements).toHaveBeenCalledTimes(1);
    }
    expect(select).not.toHaveBeenCalled();

    // The same poll without the ETag does load the list: the spies see the difference.
    statements.mockClear();
    const full = await getList(subject.app, CUSTOMER_ORDERS, customer.headers);
    expect(full.statusCode).toBe(200);
    expect(select).toHaveBeenCalled();
    expect(statements.mock.calls.length).toBeGreaterThan(1);
  });

  it('answers the ETag of the version with the whole list, so the next poll is a 304', async () => {
    const [ownerList, customerList] = await etags();
    const again = await poll([ownerList, customerList]);
    expect(again.map(({ status }) => status)).toEqual([304, 304]);
    const stale = await poll([{ etag: 'W/"other"' }, { etag: 'W/"other"' }]);
    expect(stale.map(({ status }) => status)).toEqual([200, 200]);
    expect(stale[0].body).toEqual(ownerList.body);
    expect(stale[1].body).toEqual(customerList.body);
    expect(stale.map(({ etag }) => etag)).toEqual([ownerList.etag, customerList.etag]);
  });

  it('gives both lists a new ETag when a status changes', async () => {
    const orderId = await orderFrom(subject.database.db, customer, restaurant);
    const before = await etags();
    const patched = await patchStatus(subject.app, orderId, owner.headers, {
      status: 'inProgress',
    });
    expect(patched.statusCode).toBe(200);
    const after = await poll(before);
    for (const { status, etag, body } of after) {
      expect(status).toBe(200);
      expect(before.map((list) => list.etag)).not.toContain(etag);
      expect(body!.find((order) => order._id === orderId)?.status).toBe('inProgress');
    }
    expect((await poll(after)).map(({ status }) => status)).toEqual([304, 304]);
  });

  it('gives both lists a new ETag when a new order is paid, and none while it is unpaid', async () => {
    const before = await etags();
    const orderId = await orderFrom(subject.database.db, customer, restaurant, {
      status: 'placed',
    });
    expect((await poll(before)).map(({ status }) => status)).toEqual([304, 304]);

    const order = await storedOrder(subject.database.db, orderId);
    const paid = await recordPayment(subject.database.db, {
      orderId,
      amount: order.totalAmount,
      currency: 'usd',
    });
    expect(paid.kind).toBe('paid');
    const after = await poll(before);
    for (const [index, { status, body }] of after.entries()) {
      expect(status).toBe(200);
      expect(body).toHaveLength(before[index].body.length + 1);
      expect(body![0]._id).toBe(orderId);
    }
  });

  it("gives the owner's list a new ETag when an order is removed from it", async () => {
    const orderId = await orderFrom(subject.database.db, customer, restaurant, {
      status: 'delivered',
    });
    const [ownerBefore, customerBefore] = await etags();
    expect((await removeOrder(subject.app, orderId, owner.headers)).statusCode).toBe(200);
    const [ownerAfter, customerAfter] = await poll([ownerBefore, customerBefore]);
    expect(ownerAfter.status).toBe(200);
    expect(ownerAfter.body!.map((order) => order._id)).not.toContain(orderId);
    expect(ownerAfter.body).toHaveLength(ownerBefore.body.length - 1);
    // The customer's list keeps the order, as before: a 200 (its change time moved) is allowed,
    // a wrong body is not.
    if (customerAfter.status === 200)
      expect(customerAfter.body).toHaveLength(customerBefore.body.length);
  });

  it('gives a new ETag for a removal and a new paid order between two polls', async () => {
    const removed = await orderFrom(subject.database.db, customer, restaurant);
    const [ownerBefore, customerBefore] = await etags();
    expect((await removeOrder(subject.app, removed, owner.headers)).statusCode).toBe(200);
    const added = await orderFrom(subject.database.db, customer, restaurant);
    const [ownerAfter] = await poll([ownerBefore, customerBefore]);
    expect(ownerAfter.status).toBe(200);
    const ids = ownerAfter.body!.map((order) => order._id);
    expect(ids).toContain(added);
    expect(ids).not.toContain(removed);
  });

  it('gives both lists a new ETag when an earlier change commits after a later one', async () => {
    const [first, second] = [
      await orderFrom(subject.database.db, customer, restaurant),
      await orderFrom(subject.database.db, customer, restaurant),
    ];
    const db = subject.database.db;
    // The second order changes, then the first with an older change time, as a slower writer's
    // transaction would leave it: the latest change time stays where it was.
    await db.update(orders).set({ status: 'inProgress' }).where(eq(orders.id, second));
    const before = await etags();
    const { updatedAt } = await storedOrder(db, second);
    await db
      .update(orders)
      .set({ status: 'inProgress', updatedAt: new Date(updatedAt.getTime() - 1) })
      .where(eq(orders.id, first));
    const after = await poll(before);
    for (const { status, body } of after) {
      expect(status).toBe(200);
      expect(body!.find((order) => order._id === first)?.status).toBe('inProgress');
    }
  });

  it('gives both lists a new ETag when the restaurant they show is edited', async () => {
    const before = await etags();
    await subject.database.db
      .update(restaurants)
      .set({ restaurantName: 'Renamed Bistro' })
      .where(eq(restaurants.id, restaurant._id));
    const after = await poll(before);
    for (const { status, body } of after) {
      expect(status).toBe(200);
      expect(body![0].restaurant.restaurantName).toBe('Renamed Bistro');
    }
  });

  it('keeps one ETag across encodings, compresses a 200 and sends a 304 without a body', async () => {
    const brotli = await subject.app.inject({
      method: 'GET',
      url: OWNER_ORDERS,
      headers: { ...owner.headers, 'accept-encoding': 'br' },
    });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    const list = JSON.parse(brotliDecompressSync(brotli.rawPayload).toString()) as Order[];
    expect(list.length).toBeGreaterThan(1);

    const plain = await getList(subject.app, OWNER_ORDERS, owner.headers);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.etag).toBe(brotli.headers.etag);
    expect(plain.json()).toEqual(list);

    const revalidated = await subject.app.inject({
      method: 'GET',
      url: OWNER_ORDERS,
      headers: {
        ...owner.headers,
        'accept-encoding': 'gzip',
        'if-none-match': String(brotli.headers.etag),
      },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload).toHaveLength(0);
    expect(revalidated.headers['content-encoding']).toBeUndefined();
    expect(revalidated.headers.etag).toBe(brotli.headers.etag);
  });

  it('finds a caller whose token subject holds quotes and backslashes', async () => {
    const odd = await signUpPerson(subject, "o'brien\\'; --");
    await orderFrom(subject.database.db, odd, restaurant);
    const first = await getList(subject.app, CUSTOMER_ORDERS, odd.headers);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toHaveLength(1);
    const again = await getList(
      subject.app,
      CUSTOMER_ORDERS,
      odd.headers,
      String(first.headers.etag),
    );
    expect(again.statusCode).toBe(304);
  });

  it('answers 404 for a caller without a user record or an owner without a restaurant', async () => {
    const stranger = await signUpPerson(subject, 'nobody');
    const noRestaurant = await getList(subject.app, OWNER_ORDERS, stranger.headers, 'W/"x"');
    expect(noRestaurant.statusCode).toBe(404);
    expect(noRestaurant.json()).toEqual({ message: 'Restaurant not found' });
    const unknown = await bearer('never-signed-up');
    for (const url of [OWNER_ORDERS, CUSTOMER_ORDERS]) {
      const response = await getList(subject.app, url, unknown, 'W/"x"');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'User not found' });
    }
  });
});
