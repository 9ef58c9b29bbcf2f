import { eq } from 'drizzle-orm';
import type { Order } from '@contract/order';
import type { Restaurant } from '@contract/restaurant';
import { rejectOneUnansweredOrder } from '@server/api/orders/kitchen/unanswered-orders';
import { recordPayment } from '@server/api/orders/payment/order-payment.service';
import { orders } from '@server/db/schema';
import type { DatabaseHandle } from '@server/db/database';
import { NOWHERE, eventually, stripeClientFor } from '@test/local/payments/payments-test-kit';
import type { TestApp } from '../../../helpers/build-test-app';
import { createTestDatabase } from '../../../helpers/test-database';
import { buildOrderTestApp } from '../order-test-kit';
import {
  CUSTOMER_ORDERS,
  listOf,
  openOwnedRestaurant,
  orderFrom,
  signUpPerson,
  storedOrder,
  type Person,
} from '../owner-orders-test-kit';
import { kitchenCall, refundsOf } from './kitchen-test-kit';

/** An hour: the sweep of an app built with it runs once at start, then not during a test. */
const NO_SWEEP_MS = 60 * 60_000;
const FAST_SWEEP_MS = 50;

/** The API over `database`, refunds going nowhere (they stay due), sweeping every `sweepMs`. */
const appOver = (database: DatabaseHandle, sweepMs: number) =>
  buildOrderTestApp(stripeClientFor(NOWHERE), { database, config: { kitchenSweepMs: sweepMs } });

describe('paid orders nobody accepts in time are rejected and refunded, once', () => {
  let database: DatabaseHandle;
  let subject: TestApp;
  let owner: Person;
  let restaurant: Restaurant;
  let customer: Person;

  beforeAll(async () => {
    database = await createTestDatabase();
    subject = await appOver(database, NO_SWEEP_MS);
    ({ owner, restaurant } = await openOwnedRestaurant(subject));
    customer = await signUpPerson(subject);
  }, 180_000);
  afterAll(async () => {
    await subject?.close();
    await database?.close();
  });

  const db = () => database.db;
  /** A paid order whose window ends `ms` from now (in the past when negative). */
  const paidOrderDue = async (ms: number) => {
    const orderId = await orderFrom(db(), customer, restaurant);
    await db()
      .update(orders)
      .set({ acceptBy: new Date(Date.now() + ms) })
      .where(eq(orders.id, orderId));
    return orderId;
  };

  it('waits the restaurant’s window from the payment, or the one the configuration sets', async () => {
    const byRestaurant = await orderFrom(db(), customer, restaurant, { status: 'placed' });
    const overridden = await orderFrom(db(), customer, restaurant, { status: 'placed' });
    const payment = { amount: 3349, currency: 'usd' };
    const before = Date.now();
    await recordPayment(db(), { ...payment, orderId: byRestaurant });
    await recordPayment(db(), { ...payment, orderId: overridden }, { acceptWindowMinutes: 1 });
    const waits = async (orderId: string) =>
      (await storedOrder(db(), orderId)).acceptBy!.getTime() - before;
    // Within a minute of each window: the database's clock set them, a moment after `before`.
    expect(Math.round((await waits(byRestaurant)) / 60_000)).toBe(10);
    expect(Math.round((await waits(overridden)) / 60_000)).toBe(1);
  });

  it('rejects an order whose window has passed: no response, by the system, refunded', async () => {
    const orderId = await paidOrderDue(-1000);
    const waiting = await paidOrderDue(60_000);
    expect(await rejectOneUnansweredOrder(db())).toMatchObject({ orderId });
    expect(await rejectOneUnansweredOrder(db())).toBeUndefined();
    const order = (await listOf(subject.app, CUSTOMER_ORDERS, customer.headers)).find(
      (each) => each._id === orderId,
    )!;
    expect(order).toMatchObject({
      status: 'cancelled',
      acceptBy: null,
      cancellation: { reason: 'noResponse', note: null, by: 'system' },
      refund: { amount: 3349 },
    });
    expect(await refundsOf(db(), orderId)).toMatchObject([{ amount: 3349 }]);
    expect((await storedOrder(db(), waiting)).status).toBe('paid');
  });

  it('leaves orders the kitchen answered, and old orders without a window', async () => {
    const accepted = await paidOrderDue(-1000);
    await kitchenCall(subject.app, accepted, 'accept', owner.headers);
    const old = await orderFrom(db(), customer, restaurant);
    await db().update(orders).set({ acceptBy: null }).where(eq(orders.id, old));
    expect(await rejectOneUnansweredOrder(db())).toBeUndefined();
    expect((await storedOrder(db(), accepted)).status).toBe('inProgress');
    expect((await storedOrder(db(), old)).status).toBe('paid');
  });

  it('ends an accept racing the rejection with exactly one of them', async () => {
    for (let round = 0; round < 6; round++) {
      const orderId = await paidOrderDue(-1000);
      const [accept] = await Promise.all([
        kitchenCall(subject.app, orderId, 'accept', owner.headers),
        rejectOneUnansweredOrder(db()),
      ]);
      const stored = await storedOrder(db(), orderId);
      const refunds = await refundsOf(db(), orderId);
      if (accept.statusCode === 200) {
        expect(stored.status).toBe('inProgress');
        expect(refunds).toEqual([]);
      } else {
        expect(accept.statusCode).toBe(409);
        expect(accept.json()).toEqual({ message: 'Order is Cancelled' });
        expect(stored).toMatchObject({ status: 'cancelled', cancelReason: 'noResponse' });
        expect(refunds).toHaveLength(1);
      }
    }
  });

  it('rejects once with two apps sweeping one database', async () => {
    const orderIds = [await paidOrderDue(-1000), await paidOrderDue(-500)];
    const apps = [await appOver(database, FAST_SWEEP_MS), await appOver(database, FAST_SWEEP_MS)];
    try {
      await Promise.all(apps.map((app) => app.app.ready()));
      await eventually(async () => {
        for (const orderId of orderIds) {
          expect((await storedOrder(db(), orderId)).status).toBe('cancelled');
        }
      });
    } finally {
      await Promise.all(apps.map((app) => app.close()));
    }
    for (const orderId of orderIds) expect(await refundsOf(db(), orderId)).toHaveLength(1);
  });

  it('rejects an order whose window ended while no API ran, once one starts', async () => {
    const first = await appOver(database, FAST_SWEEP_MS);
    await first.app.ready();
    const windowMs = 3000;
    const orderId = await paidOrderDue(windowMs);
    const deadline = Date.now() + windowMs;
    await first.close();
    // The window ends while nothing runs.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, deadline - Date.now()) + 300));
    expect((await storedOrder(db(), orderId)).status).toBe('paid');

    const restarted = await appOver(database, FAST_SWEEP_MS);
    try {
      await restarted.app.ready();
      await eventually(async () => {
        const order = await storedOrder(db(), orderId);
        expect(order).toMatchObject({ status: 'cancelled', cancelledBy: 'system' });
      });
    } finally {
      await restarted.close();
    }
    expect(await refundsOf(db(), orderId)).toHaveLength(1);
  });

  it('shows the customer’s open list the change', async () => {
    const orderId = await paidOrderDue(-1000);
    await rejectOneUnansweredOrder(db());
    const order: Order = (await listOf(subject.app, CUSTOMER_ORDERS, customer.headers)).find(
      (each) => each._id === orderId,
    )!;
    expect(new Date(order.updatedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });
});
