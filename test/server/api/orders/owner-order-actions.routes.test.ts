import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ORDER_STATUSES } from '@contract/order-status';
import type { Restaurant } from '@contract/restaurant';
import { orders } from '@server/db/schema';
import type { TestApp } from '../../helpers/build-test-app';
import { bearer } from '../../helpers/test-tokens';
import { findOrder } from './order-test-kit';
import {
  buildOrdersApp,
  CUSTOMER_ORDERS,
  listOf,
  minutesAgo,
  openOwnedRestaurant,
  orderFrom,
  OWNER_ORDERS,
  patchStatus,
  removeOrder,
  signUpPerson,
  storedOrder,
  type Person,
} from './owner-orders-test-kit';

const STATUS_MESSAGE = 'status: must be one of placed, paid, inProgress, outForDelivery, delivered';

describe('PATCH /api/my/restaurant/order/:orderId/status and DELETE /api/my/restaurant/order/:orderId', () => {
  let subject: TestApp;
  let owner: Person;
  let restaurant: Restaurant;
  let otherOwner: Person;
  let customer: Person;
  let otherCustomer: Person;

  beforeAll(async () => {
    subject = await buildOrdersApp();
    ({ owner, restaurant } = await openOwnedRestaurant(subject));
    ({ owner: otherOwner } = await openOwnedRestaurant(subject));
    customer = await signUpPerson(subject);
    otherCustomer = await signUpPerson(subject);
  }, 60_000);
  afterAll(() => subject.close());

  const db = () => subject.database.db;
  const newOrder = () => orderFrom(db(), customer, restaurant);

  /** Every caller but the owner, with the status and message each gets. */
  const outsiders = async () => [
    { who: 'no token', headers: undefined, status: 401 },
    { who: 'no user record', headers: await bearer(`nobody-${randomUUID()}`), status: 404 },
    { who: 'the customer who ordered', headers: customer.headers, status: 403 },
    { who: 'another customer', headers: otherCustomer.headers, status: 403 },
    { who: 'another owner', headers: otherOwner.headers, status: 403 },
  ];

  it('lets only the owner of the restaurant change the status', async () => {
    const orderId = await newOrder();
    for (const { who, headers, status } of await outsiders()) {
      const response = await patchStatus(subject.app, orderId, headers, { status: 'delivered' });
      expect({ who, status: response.statusCode }).toEqual({ who, status });
      expect(response.json()).toEqual({ message: expect.any(String) });
    }
    expect((await storedOrder(db(), orderId)).status).toBe('paid');

    const response = await patchStatus(subject.app, orderId, owner.headers, {
      status: 'inProgress',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      _id: orderId,
      status: 'inProgress',
      restaurant: { _id: restaurant._id },
      cartItems: [
        { name: 'Margherita', quantity: 2 },
        { name: 'Tiramisu', quantity: 1 },
      ],
    });
    expect((await storedOrder(db(), orderId)).status).toBe('inProgress');
  });

  it('says why another restaurant cannot change the order', async () => {
    const orderId = await newOrder();
    const response = await patchStatus(subject.app, orderId, otherOwner.headers, {
      status: 'paid',
    });
    expect(response.json()).toEqual({ message: 'This order belongs to another restaurant' });
  });

  it('lets the owner set any status in any order, and bumps updated_at', async () => {
    const orderId = await newOrder();
    for (const status of ['delivered', 'paid', 'outForDelivery', 'placed', 'inProgress'] as const) {
      // An hour back, so that the bump cannot hide within the clock's resolution.
      const before = minutesAgo(60);
      await db().update(orders).set({ updatedAt: before }).where(eq(orders.id, orderId));
      const response = await patchStatus(subject.app, orderId, owner.headers, { status });
      expect(response.statusCode).toBe(200);
      expect(response.json().status).toBe(status);
      const after = await storedOrder(db(), orderId);
      expect(after.status).toBe(status);
      expect(after.updatedAt.getTime()).toBeGreaterThan(before.getTime());
      // The answer carries the new time, so the page can tell an older polled copy.
      expect(response.json().updatedAt).toBe(after.updatedAt.toISOString());
    }
  });

  it('changes nothing when the status is the current one', async () => {
    const orderId = await newOrder();
    const before = await storedOrder(db(), orderId);
    const response = await patchStatus(subject.app, orderId, owner.headers, { status: 'paid' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ _id: orderId, status: 'paid' });
    expect(await storedOrder(db(), orderId)).toEqual(before);
  });

  it.each([
    ['an unknown status', { status: 'cancelled' }],
    ['a label instead of a value', { status: 'In Progress' }],
    ['another case', { status: 'Paid' }],
    ['an empty status', { status: '' }],
    ['null', { status: null }],
    ['a number', { status: 2 }],
    ['a list', { status: ['paid'] }],
    ['an object', { status: { value: 'paid' } }],
    ['no status', {}],
  ])('refuses %s with 400 and changes nothing', async (_case, payload) => {
    const orderId = await newOrder();
    const response = await patchStatus(subject.app, orderId, owner.headers, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: STATUS_MESSAGE });
    expect((await storedOrder(db(), orderId)).status).toBe('paid');
  });

  it.each([
    ['a bare string body', 'paid'],
    ['no body at all', undefined],
  ])('refuses %s with 400 naming the body, and changes nothing', async (_case, payload) => {
    const orderId = await newOrder();
    const response = await patchStatus(subject.app, orderId, owner.headers, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expect.stringMatching(/^body: /) });
    expect((await storedOrder(db(), orderId)).status).toBe('paid');
  });

  it.each([
    ['an unknown id', randomUUID()],
    ['text that is no id', 'not-an-id'],
    ['an id with SQL in it', "1' OR '1'='1"],
  ])('answers 404 for %s, to PATCH and DELETE', async (_case, orderId) => {
    const patched = await patchStatus(subject.app, orderId, owner.headers, { status: 'paid' });
    const removed = await removeOrder(subject.app, orderId, owner.headers);
    for (const response of [patched, removed]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Order not found' });
    }
  });

  it('answers 404 for an order whose payment never completed, to PATCH and DELETE', async () => {
    const orderId = await orderFrom(db(), customer, restaurant, { status: 'placed' });
    const patched = await patchStatus(subject.app, orderId, owner.headers, { status: 'paid' });
    const removed = await removeOrder(subject.app, orderId, owner.headers);
    for (const response of [patched, removed]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Order not found' });
    }
    expect(await storedOrder(db(), orderId)).toMatchObject({ status: 'placed', amountPaid: null });
  });

  it('lets only the owner remove an order', async () => {
    const orderId = await newOrder();
    for (const { who, headers, status } of await outsiders()) {
      const response = await removeOrder(subject.app, orderId, headers);
      expect({ who, status: response.statusCode }).toEqual({ who, status });
    }
    expect((await storedOrder(db(), orderId)).archivedByOwnerAt).toBeNull();

    const response = await removeOrder(subject.app, orderId, owner.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Order removed' });
  });

  it('keeps the record whole and the first removal time when removed twice', async () => {
    const orderId = await newOrder();
    await patchStatus(subject.app, orderId, owner.headers, { status: 'delivered' });
    await removeOrder(subject.app, orderId, owner.headers);
    const first = await storedOrder(db(), orderId);
    expect(first.archivedByOwnerAt).toBeInstanceOf(Date);

    const again = await removeOrder(subject.app, orderId, owner.headers);
    expect(again.statusCode).toBe(200);
    expect(await storedOrder(db(), orderId)).toEqual(first);
    expect((await findOrder(db(), orderId))?.items).toHaveLength(2);
    expect(
      (await listOf(subject.app, OWNER_ORDERS, owner.headers)).map((o) => o._id),
    ).not.toContain(orderId);
    expect(await listOf(subject.app, CUSTOMER_ORDERS, customer.headers)).toContainEqual(
      expect.objectContaining({ _id: orderId, status: 'delivered' }),
    );
  });

  it('accepts each of the five statuses', async () => {
    const orderId = await newOrder();
    const answered = [];
    for (const status of ORDER_STATUSES) {
      answered.push(
        (await patchStatus(subject.app, orderId, owner.headers, { status })).statusCode,
      );
    }
    expect(answered).toEqual([200, 200, 200, 200, 200]);
  });
});
