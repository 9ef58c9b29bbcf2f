import type { FastifyInstance } from 'fastify';
import type { Restaurant } from '@contract/restaurant';
import type { Config } from '@server/config';
import { orderRefunds } from '@server/db/schema';
import type { Database } from '@server/db/database';
import { eq } from 'drizzle-orm';
import type { TestApp } from '../../../helpers/build-test-app';
import {
  eventually,
  freePort,
  goodCard,
  startTestPayments,
  submitPayment,
  type TestPayments,
} from '@test/local/payments/payments-test-kit';
import {
  buildOrderTestApp,
  checkout,
  checkoutPayload,
  orderBySession,
  sessionIdOf,
  type Headers,
} from '../order-test-kit';
import { OWNER_ORDERS, storedOrder, type Person } from '../owner-orders-test-kit';

export const KITCHEN_ACTIONS = ['accept', 'late', 'reject', 'cancel'] as const;
export type KitchenAction = (typeof KITCHEN_ACTIONS)[number];

/** A body each action takes. */
export const VALID_BODIES: Record<KitchenAction, Record<string, unknown>> = {
  accept: { minutes: 20 },
  late: { minutes: 10 },
  reject: { reason: 'tooBusy' },
  cancel: { reason: 'itemUnavailable' },
};

/** POST …/order/{orderId}/{action} as `headers`. */
export function kitchenCall(
  app: FastifyInstance,
  orderId: string,
  action: KitchenAction,
  headers: Headers | undefined,
  payload: Record<string, unknown> = VALID_BODIES[action],
) {
  return app.inject({
    method: 'POST',
    url: `${OWNER_ORDERS}/${encodeURIComponent(orderId)}/${action}`,
    headers,
    payload,
  });
}

/** The order's refunds as stored, oldest first. */
export async function refundsOf(db: Database, orderId: string) {
  const rows = await db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId));
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

/**
 * The API listening on a port of its own, paying through a local checkout that sends it its
 * events (payments and refunds), with a short sweep so that refunds are retried quickly.
 */
export interface KitchenSystem {
  subject: TestApp;
  payments: TestPayments;
  close(): Promise<void>;
}

export async function startKitchenSystem(config: Partial<Config> = {}): Promise<KitchenSystem> {
  const port = await freePort();
  const apiUrl = `http://127.0.0.1:${port}`;
  const payments = await startTestPayments({
    webhookUrl: `${apiUrl}/api/order/checkout/webhook`,
  });
  const subject = await buildOrderTestApp(payments.stripe, {
    config: { kitchenSweepMs: 100, ...config },
  });
  await subject.app.listen({ port, host: '127.0.0.1' });
  return {
    subject,
    payments,
    close: async () => {
      await subject.close();
      await payments.close();
    },
  };
}

/**
 * Two Margheritas and a Tiramisu ($33.49) checked out and paid with `card` through the local
 * checkout, once the payment's event has reached the API. Answers the order's id and its
 * payment intent.
 */
export async function payForOrder(
  system: KitchenSystem,
  customer: Person,
  restaurant: Restaurant,
  card: Record<string, string> = goodCard(),
) {
  const { app, database } = system.subject;
  const response = await checkout(app, customer.headers, checkoutPayload(restaurant));
  if (response.statusCode !== 200) throw new Error(`checkout: ${response.body}`);
  const { url } = response.json<{ url: string }>();
  const paid = await submitPayment(url, card);
  if (paid.status !== 303) throw new Error(`payment refused: ${paid.status}`);
  const { id: orderId } = await orderBySession(database.db, sessionIdOf(url));
  let paymentIntentId = '';
  await eventually(async () => {
    const order = await storedOrder(database.db, orderId);
    expect(order.amountPaid).not.toBeNull();
    paymentIntentId = order.paymentIntentId!;
  }, 10_000);
  return { orderId, paymentIntentId };
}

/** The refunds the provider holds for a payment intent, oldest first. */
export async function providerRefunds(payments: TestPayments, paymentIntentId: string) {
  const list = await payments.stripe.refunds.list({ payment_intent: paymentIntentId, limit: 100 });
  return [...list.data].sort((a, b) => a.created - b.created);
}
