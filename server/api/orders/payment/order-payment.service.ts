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
  /** The provider's payment, which refunds are made against (absent in older events). */
  paymentIntentId?: string;
}

export interface PaymentOptions {
  /**
   * Minutes the paid order waits for the kitchen, whatever its restaurant's window
   * (config.acceptWindowMinutes); the restaurant's own window when absent.
   */
  acceptWindowMinutes?: number | undefined;
}

export type PaymentOutcome =
  | { kind: 'paid' }
  | { kind: 'alreadyRecorded' }
  | { kind: 'unknownOrder' }
  | { kind: 'amountMismatch'; expected: number };

/**
 * Records the payment of an order, once: the update only matches an order with no payment yet,
 * so a replayed event changes nothing, whatever status the owner has set since. A placed order
 * becomes 'paid' and waits for the kitchen until `accept_by`, the payment's time plus the
 * acceptance window; then it is rejected and refunded (kitchen/unanswered-orders.ts). An amount
 * other than the order's total is not a payment for this order and leaves it unpaid.
 */
export async function recordPayment(
  db: Database,
  payment: ReportedPayment,
  options: PaymentOptions = {},
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
  const window = options.acceptWindowMinutes
    ? sql`${options.acceptWindowMinutes}::int`
    : sql`(select r.accept_window_minutes from restaurants r where r.id = ${orders.restaurantId})`;
  const updated = await db
    .update(orders)
    .set({
      status: sql`case when ${orders.status} = 'placed' then 'paid' else ${orders.status} end`,
      acceptBy: sql`case when ${orders.status} = 'placed'
        then now() + make_interval(mins => ${window}) else ${orders.acceptBy} end`,
      amountPaid: payment.amount,
      paymentIntentId: payment.paymentIntentId ?? null,
    })
    .where(and(eq(orders.id, payment.orderId), isNull(orders.amountPaid)))
    .returning({ id: orders.id });
  return updated.length > 0 ? { kind: 'paid' } : { kind: 'alreadyRecorded' };
}
