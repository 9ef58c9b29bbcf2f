import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '@server/db/database';
import { orderItems, orderRefunds } from '@server/db/schema';
import { httpError } from '../../plugins/errors.plugin';

/** The answer when a refund would give back more than is left of the payment. */
export const REFUND_EXCEEDS_PAYMENT = 'Refund: more than is left of the payment';

interface PaidOrder {
  id: string;
  amountPaid: number | null;
}

/**
 * What is left to refund of an order's payment: what was paid less every refund written so far,
 * whatever their status (a pending or failed one will still be paid back). Read within the
 * transaction that locked the order, so that no other refund of it can be written meanwhile.
 */
export async function refundableAmount(tx: Database, order: PaidOrder): Promise<number> {
  const [row] = await tx
    .select({ refunded: sql<number>`coalesce(sum(${orderRefunds.amount}), 0)::int` })
    .from(orderRefunds)
    .where(eq(orderRefunds.orderId, order.id));
  return (order.amountPaid ?? 0) - Number(row.refunded);
}

/**
 * Writes a refund of `amount` for the order, pending and due now, and points the lines of
 * `lineIds` at it; within the transaction that locked the order. Never more than is left of the
 * payment: that is a 409. Answers the refund's id, which is also its provider's idempotency key:
 * the provider call is made after the commit (refunder.ts), so that a refund the database never
 * kept is never paid.
 */
export async function addRefund(
  tx: Database,
  order: PaidOrder,
  amount: number,
  lineIds: string[],
): Promise<string> {
  if (amount > (await refundableAmount(tx, order))) throw httpError(409, REFUND_EXCEEDS_PAYMENT);
  const [row] = await tx
    .insert(orderRefunds)
    .values({ orderId: order.id, amount, retryAt: sql`now()` })
    .returning({ id: orderRefunds.id });
  if (lineIds.length > 0) {
    await tx
      .update(orderItems)
      .set({ refundId: row.id })
      .where(and(inArray(orderItems.id, lineIds), isNull(orderItems.refundId)));
  }
  return row.id;
}
