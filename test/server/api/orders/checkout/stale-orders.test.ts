import { eq } from 'drizzle-orm';
import {
  ABANDONED_CHECKOUT_AGE_MS,
  removeStaleOrders,
  STALE_ORDER_AGE_MS,
} from '@server/api/orders/checkout/stale-orders';
import { orders } from '@server/db/schema';
import type { TestApp } from '@test/server/helpers/build-test-app';
import { NOWHERE, stripeClientFor } from '@test/local/payments/payments-test-kit';
import { buildOrderTestApp } from '../order-test-kit';
import {
  buildOrdersApp,
  openOwnedRestaurant,
  orderFrom,
  signUpPerson,
} from '../owner-orders-test-kit';

describe('orders nobody can pay any more', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await buildOrdersApp();
  });
  afterAll(() => subject.close());

  async function statusOf(orderId: string) {
    const [row] = await subject.database.db
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, orderId));
    return row?.status;
  }

  /** Gives the order a payment session, as a checkout does. */
  async function giveSession(orderId: string) {
    await subject.database.db
      .update(orders)
      .set({ paymentSessionId: `cs_test_${orderId}` })
      .where(eq(orders.id, orderId));
  }

  it('are removed once older than STALE_ORDER_AGE_MS, unless paid or with a session', async () => {
    const { db } = subject.database;
    const customer = await signUpPerson(subject);
    const { restaurant } = await openOwnedRestaurant(subject);
    const old = new Date(Date.now() - STALE_ORDER_AGE_MS - 60_000);
    const stale = await orderFrom(db, customer, restaurant, { status: 'placed', createdAt: old });
    const recent = await orderFrom(db, customer, restaurant, { status: 'placed' });
    const paid = await orderFrom(db, customer, restaurant, { status: 'paid', createdAt: old });
    const awaitingPayment = await orderFrom(db, customer, restaurant, {
      status: 'placed',
      createdAt: old,
    });
    await giveSession(awaitingPayment);

    expect(await removeStaleOrders(db)).toBe(1);
    expect(await statusOf(stale)).toBeUndefined();
    expect(await statusOf(recent)).toBe('placed');
    expect(await statusOf(paid)).toBe('paid');
    expect(await statusOf(awaitingPayment)).toBe('placed');
    expect(await removeStaleOrders(db, new Date(Date.now() + STALE_ORDER_AGE_MS + 60_000))).toBe(1);
    expect(await statusOf(recent)).toBeUndefined();
  });

  it('are removed with a session too once the checkout is long abandoned, unless paid', async () => {
    const { db } = subject.database;
    const customer = await signUpPerson(subject);
    const { restaurant } = await openOwnedRestaurant(subject);
    const withSession = async (createdAt: Date, status: 'placed' | 'paid' = 'placed') => {
      const id = await orderFrom(db, customer, restaurant, { status, createdAt });
      await giveSession(id);
      return id;
    };
    const monthOld = new Date(Date.now() - ABANDONED_CHECKOUT_AGE_MS - 60_000);
    const abandoned = await withSession(monthOld);
    const paidLongAgo = await withSession(monthOld, 'paid');
    const dayOld = await withSession(new Date(Date.now() - 24 * 60 * 60_000));

    expect(await removeStaleOrders(db)).toBe(1);
    expect(await statusOf(abandoned)).toBeUndefined();
    expect(await statusOf(paidLongAgo)).toBe('paid');
    expect(await statusOf(dayOld)).toBe('placed');
  });

  it('are removed when an API starts', async () => {
    const { db } = subject.database;
    const customer = await signUpPerson(subject);
    const { restaurant } = await openOwnedRestaurant(subject);
    const old = new Date(Date.now() - STALE_ORDER_AGE_MS - 60_000);
    const stale = await orderFrom(db, customer, restaurant, { status: 'placed', createdAt: old });

    const another = await buildOrderTestApp(stripeClientFor(NOWHERE), {
      database: subject.database,
    });
    try {
      await another.app.ready();
      expect(await statusOf(stale)).toBeUndefined();
    } finally {
      await another.close();
    }
  });
});
