import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '@server/db/database';
import { orders } from '@server/db/schema';
import { isUuid } from '../../http/ids';

/** A payment the provider reports for an order. */
export interface ReportedPayment {
  orderId: string;
  /** In the smallest unit of `currency`. */
  amount: number;
  currency: string;
}

export type PaymentOutcome =
  | { kind: 'paid' }
  | { kind: 'alreadyRecorded' }
  | { kind: 'unknownOrder' }
  | { kind: 'amountMismatch'; expected: number };

/**
 * Records the payment of an order, once: the update only matches an order with no payment yet,
 * so a replayed event changes nothing, whatever status the owner has set since. A placed order
 * becomes 'paid'. An amount other than the order's total is not a payment for this order and
 * leaves it unpaid.
 */
export async function recordPayment(
  db: Database,
  payment: ReportedPayment,
): Promise<PaymentOutcome> {
  if (!isUuid(payment.orderId)) return { kind: 'unknownOrder' };
  const [order] = await db
    .select({ totalAmount: orders.totalAmount })
    .from(orders)
    .where(eq(orders.id, payment.orderId))
    .limit(1);
  if (!order) return { kind: 'unknownOrder' };
  if (payment.currency !== 'usd' || payment.amount !== order.totalAmount) {
    return { kind: 'amountMismatch', expected: order.totalAmount };
  }
  const updated = await db
    .update(orders)
    .set({
      status: sql`case when ${orders.status} = 'placed' then 'paid' else ${orders.status} end`,
      amountPaid: payment.amount,
    })
    .where(and(eq(orders.id, payment.orderId), isNull(orders.amountPaid)))
    .returning({ id: orders.id });
  return updated.length > 0 ? { kind: 'paid' } : { kind: 'alreadyRecorded' };
}
