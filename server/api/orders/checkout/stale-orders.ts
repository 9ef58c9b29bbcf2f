import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '@server/db/database';
import { orders } from '@server/db/schema';

/**
 * How old an order without a payment session must be before it is removed: a checkout makes its
 * session within seconds, so one this old was cut short (a crash of an earlier version, which
 * stored the order before its session) and nobody can ever pay for it.
 */
export const STALE_ORDER_AGE_MS = 60 * 60_000;
/**
 * How old an unpaid order with a payment session must be before it is removed as an abandoned
 * checkout. A session can be paid for 24 hours at most (Stripe's longest, and the local
 * checkout's), and a payment made in its last minute reaches the API within Stripe's three days
 * of webhook retries; thirty days leaves a wide margin, and such orders show in no list meanwhile.
 */
export const ABANDONED_CHECKOUT_AGE_MS = 30 * 24 * 60 * 60_000;
/** How often each API process looks for them, besides once at start. */
export const STALE_ORDER_SWEEP_MS = 60 * 60_000;

/**
 * Removes the orders still 'placed' and unpaid that nobody can pay any more (their lines go with
 * them): those without a payment session older than STALE_ORDER_AGE_MS at `now`, and abandoned
 * checkouts, with a session, older than ABANDONED_CHECKOUT_AGE_MS. Answers how many.
 */
export async function removeStaleOrders(db: Database, now = new Date()): Promise<number> {
  const olderThan = (ageMs: number) => lt(orders.createdAt, new Date(now.getTime() - ageMs));
  const removed = await db
    .delete(orders)
    .where(
      and(
        eq(orders.status, 'placed'),
        isNull(orders.amountPaid),
        or(
          and(isNull(orders.paymentSessionId), olderThan(STALE_ORDER_AGE_MS)),
          and(isNotNull(orders.paymentSessionId), olderThan(ABANDONED_CHECKOUT_AGE_MS)),
        ),
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
      if (removed > 0) app.log.info({ removed }, 'removed orders nobody can pay any more');
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
