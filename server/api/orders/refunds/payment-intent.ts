import { eq } from 'drizzle-orm';
import type { Database } from '@server/db/database';
import { orders } from '@server/db/schema';
import type { PaymentsClient } from '../checkout/stripe-client';

/** Thrown when an order has no payment at the provider to refund (e.g. demo orders). */
export class NoPaymentToRefund extends Error {
  constructor(orderId: string) {
    super(`Order ${orderId} has no payment at the provider to refund`);
    this.name = 'NoPaymentToRefund';
  }
}

/** The id in a field the provider gives either as an id or, expanded, as the object. */
export function idOf(value: string | { id: string } | null | undefined): string | undefined {
  return typeof value === 'string' ? value : (value?.id ?? undefined);
}

/**
 * The provider's payment of the order, which its refunds are made against: recorded with the
 * payment since refunds exist, and for an order paid before, read once from its checkout session
 * and kept.
 */
export async function paymentIntentOf(
  db: Database,
  payments: PaymentsClient,
  orderId: string,
): Promise<string> {
  const [order] = await db
    .select({ paymentIntentId: orders.paymentIntentId, sessionId: orders.paymentSessionId })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (order?.paymentIntentId) return order.paymentIntentId;
  if (!order?.sessionId) throw new NoPaymentToRefund(orderId);
  const session = await payments.checkout.sessions.retrieve(order.sessionId);
  const paymentIntentId = idOf(session.payment_intent);
  if (!paymentIntentId) throw new NoPaymentToRefund(orderId);
  await db.update(orders).set({ paymentIntentId }).where(eq(orders.id, orderId));
  return paymentIntentId;
}
