import { asc, eq } from 'drizzle-orm';
import { KITCHEN_MESSAGES, type CancellationReason } from '@contract/kitchen-limits';
import type { Cancellation } from '@contract/kitchen';
import type { Database } from '@server/db/database';
import { orderItems, orders } from '@server/db/schema';
import { httpError } from '../../plugins/errors.plugin';
import { addRefund, refundableAmount } from '../refunds/refund-ledger';
import { touchOrder } from '../refunds/refund-settlement';

type OrderRow = typeof orders.$inferSelect;

export interface CancelRequest {
  reason: CancellationReason;
  note?: string | null;
  by: Cancellation['by'];
  /** Indexes of the order's lines to refund; absent: the whole order. */
  lines?: number[];
}

/**
 * Cancels an order the caller has locked (SELECT … FOR UPDATE), and writes its refund, in the
 * caller's transaction. Without `lines`, or with every line not yet refunded, the whole order:
 * it becomes cancelled, and what is left of its payment is refunded (delivery included). With
 * some lines, those are refunded (unit price times quantity) and the order goes on. A line is
 * refunded once at most: naming one again is a 400. Answers the refunds written, to be made at
 * the provider after the commit.
 */
export async function cancelLockedOrder(
  tx: Database,
  order: OrderRow,
  request: CancelRequest,
): Promise<string[]> {
  const items = await tx
    .select({
      id: orderItems.id,
      quantity: orderItems.quantity,
      unitPrice: orderItems.unitPrice,
      refundId: orderItems.refundId,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.position));
  const open = items.filter((item) => item.refundId === null);
  const ticked = request.lines?.map((index) => {
    const item = items[index];
    if (!item) throw httpError(400, `lines: ${KITCHEN_MESSAGES.lines}`);
    if (item.refundId !== null) throw httpError(400, `lines: ${KITCHEN_MESSAGES.lineRefunded}`);
    return item;
  });

  if (ticked && ticked.length < open.length) {
    const amount = ticked.reduce((sum, item) => sum + item.unitPrice * item.quantity, 0);
    if (amount === 0) return [];
    const refundId = await addRefund(
      tx,
      order,
      amount,
      ticked.map((item) => item.id),
    );
    await touchOrder(tx, order.id);
    return [refundId];
  }

  const amount = await refundableAmount(tx, order);
  const refundIds =
    amount > 0
      ? [
          await addRefund(
            tx,
            order,
            amount,
            open.map((item) => item.id),
          ),
        ]
      : [];
  await tx
    .update(orders)
    .set({
      status: 'cancelled',
      cancelledAt: new Date(),
      cancelReason: request.reason,
      cancelNote: request.note || null,
      cancelledBy: request.by,
      acceptBy: null,
    })
    .where(eq(orders.id, order.id));
  return refundIds;
}
