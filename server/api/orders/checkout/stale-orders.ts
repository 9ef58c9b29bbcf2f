import { and, eq, isNull, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '@server/db/database';
import { orders } from '@server/db/schema';

/**
 * How old an order without a payment session must be before it is removed: a checkout makes its
 * session within seconds, so one this old was cut short (a crash of an earlier version, which
 * stored the order before its session) and nobody can ever pay for it.
 */
export const STALE_ORDER_AGE_MS = 60 * 60_000;
/** How often each API process looks for them, besides once at start. */
export const STALE_ORDER_SWEEP_MS = 60 * 60_000;

/**
 * Removes the orders still 'placed', unpaid and without a payment session that are older than
 * STALE_ORDER_AGE_MS at `now` (their lines go with them); answers how many. Orders with a session
 * stay: their customer may still pay, and they are not shown in any list until paid.
 */
export async function removeStaleOrders(db: Database, now = new Date()): Promise<number> {
  const removed = await db
    .delete(orders)
    .where(
      and(
        eq(orders.status, 'placed'),
        isNull(orders.amountPaid),
        isNull(orders.paymentSessionId),
        lt(orders.createdAt, new Date(now.getTime() - STALE_ORDER_AGE_MS)),
      ),
    )
    .returning({ id: orders.id });
  return removed.length;
}

/** Removes stale orders once the app is ready and every STALE_ORDER_SWEEP_MS until it closes. */
export function sweepStaleOrders(app: FastifyInstance, db: Database): void {
  const sweep = async () => {
    try {
      const removed = await removeStaleOrders(db);
      if (removed > 0) app.log.info({ removed }, 'removed orders left without a payment session');
    } catch (error) {
      app.log.warn({ err: error }, 'stale orders could not be removed');
    }
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await sweep();
    timer = setInterval(() => void sweep(), STALE_ORDER_SWEEP_MS).unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
