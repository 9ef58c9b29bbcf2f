import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { NO_RESPONSE_REASON } from '@contract/kitchen-limits';
import type { Database } from '@server/db/database';
import { orders } from '@server/db/schema';
import type { Refunder } from '../refunds/refunder';
import { cancelLockedOrder } from './order-cancellation';

/**
 * Rejects one paid order whose acceptance window has passed, if there is one: claimed with
 * FOR UPDATE SKIP LOCKED (over orders_accept_by_idx), so that several processes sweeping at
 * once each take a different order, and an order the kitchen is answering right now (which
 * holds its lock) is left to that answer; once the answer commits the order is no longer 'paid'.
 * Cancelled with the reason 'noResponse' by the system and refunded in full, in one transaction:
 * it happens once, and a process stopped before the commit leaves the order to the next sweep.
 * Answers the order and the refunds written, to be made after the commit.
 */
export async function rejectOneUnansweredOrder(
  db: Database,
): Promise<{ orderId: string; refundIds: string[] } | undefined> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.status, 'paid'), lte(orders.acceptBy, sql`now()`)))
      .orderBy(asc(orders.acceptBy))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!order) return undefined;
    const refundIds = await cancelLockedOrder(tx, order, {
      reason: NO_RESPONSE_REASON,
      note: null,
      by: 'system',
    });
    return { orderId: order.id, refundIds };
  });
}

/** Rejects every paid order nobody answered in time, and refunds it; answers how many. */
export async function rejectUnansweredOrders(
  db: Database,
  refunder: Refunder,
  log: FastifyBaseLogger,
): Promise<number> {
  let rejected = 0;
  for (;;) {
    const outcome = await rejectOneUnansweredOrder(db);
    if (!outcome) return rejected;
    rejected += 1;
    log.info({ orderId: outcome.orderId }, 'order not accepted in time: rejected and refunded');
    refunder.send(outcome.refundIds);
  }
}
