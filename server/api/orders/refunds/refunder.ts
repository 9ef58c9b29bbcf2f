import { and, asc, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import Stripe from 'stripe';
import type { Database } from '@server/db/database';
import { orderRefunds } from '@server/db/schema';
import type { PaymentsClient } from '../checkout/stripe-client';
import { paymentIntentOf } from './payment-intent';
import {
  fromNow,
  idempotencyKeyOf,
  postponeRefund,
  settleRefund,
  type ProviderRefund,
} from './refund-settlement';

/**
 * How long a claimed refund is this process's to try: longer than the SDK's calls take with their
 * retries. A process that dies meanwhile leaves it due again after that.
 */
export const REFUND_CLAIM_MS = 5 * 60_000;
/** Refunds claimed at once by one retry round. */
const CLAIM_BATCH = 20;

type RefundRow = typeof orderRefunds.$inferSelect;

/** Makes the refunds written in the database at the payment provider. */
export interface Refunder {
  /**
   * Tries the given refunds now, once the transaction that wrote them has committed; in the
   * background (the caller answers without waiting), never throwing.
   */
  send(refundIds: string[]): void;
  /** Tries every refund that is due once (new, failed, pending a look-up); answers how many. */
  retryDue(): Promise<number>;
  /** Stops taking work and waits for the tries in flight; what is left stays due. */
  stop(): Promise<void>;
}

export interface RefunderOptions {
  db: Database;
  payments: PaymentsClient;
  log: FastifyBaseLogger;
  /** The first wait before a refund is tried again; it doubles at each try, to an hour. */
  baseDelayMs: number;
}

/**
 * Refunds are written with the order's change (refund-ledger.ts) and made after the commit. A
 * refund is claimed before it is tried: its `retry_at` moves REFUND_CLAIM_MS on, in a statement
 * that skips rows another process holds (FOR UPDATE SKIP LOCKED), so that two processes never
 * try one refund at once; the outcome then sets when it is tried next (refund-settlement.ts).
 */
export function createRefunder(options: RefunderOptions): Refunder {
  const { db, payments, log, baseDelayMs } = options;
  const inFlight = new Set<Promise<unknown>>();
  let stopped = false;

  const claim = (refundIds?: string[]): Promise<RefundRow[]> => {
    const due = db
      .select({ id: orderRefunds.id })
      .from(orderRefunds)
      .where(
        and(
          lte(orderRefunds.retryAt, sql`now()`),
          refundIds ? inArray(orderRefunds.id, refundIds) : undefined,
        ),
      )
      .orderBy(asc(orderRefunds.retryAt))
      .limit(CLAIM_BATCH)
      .for('update', { skipLocked: true });
    return db
      .update(orderRefunds)
      .set({ retryAt: fromNow(REFUND_CLAIM_MS) })
      .where(inArray(orderRefunds.id, due))
      .returning();
  };

  /** One try of a claimed refund: made (or made again), or looked up while pending. */
  const tryRefund = async (row: RefundRow) => {
    const lookUp = row.status === 'pending' && row.providerRefundId !== null;
    try {
      if (lookUp) {
        const refund = await payments.refunds.retrieve(row.providerRefundId!);
        await settleRefund(db, row.id, refund as ProviderRefund, 'retrieved', baseDelayMs);
        return;
      }
      const paymentIntent = await paymentIntentOf(db, payments, row.orderId);
      const refund = await payments.refunds.create(
        {
          payment_intent: paymentIntent,
          amount: row.amount,
          metadata: { orderId: row.orderId, refundId: row.id },
        },
        { idempotencyKey: idempotencyKeyOf(row) },
      );
      const settled = { id: refund.id, status: refund.status };
      await settleRefund(db, row.id, settled, 'created', baseDelayMs);
      log.info({ refundId: row.id, orderId: row.orderId, status: refund.status }, 'refund made');
    } catch (error) {
      const refused = !lookUp && isRefusal(error);
      log.warn(
        { err: error, refundId: row.id, orderId: row.orderId, attempts: row.attempts + 1 },
        refused ? 'refund refused; tried again later' : 'refund not made; tried again later',
      );
      await postponeRefund(db, row.id, refused, baseDelayMs);
    }
  };

  const tryClaimed = async (refundIds?: string[]) => {
    const rows = await claim(refundIds);
    for (const row of rows) await tryRefund(row);
    return rows.length;
  };

  const track = <T>(work: Promise<T>): Promise<T> => {
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work)).catch(() => undefined);
    return work;
  };

  return {
    send(refundIds) {
      if (stopped || refundIds.length === 0) return;
      track(
        tryClaimed(refundIds).catch((error: unknown) => {
          // Still due: the next retry round tries them.
          log.warn({ err: error, refundIds }, 'refunds not tried now; the retries will');
        }),
      );
    },
    async retryDue() {
      if (stopped) return 0;
      return track(tryClaimed());
    },
    async stop() {
      stopped = true;
      await Promise.allSettled([...inFlight]);
    },
  };
}

/**
 * The provider turned the call down (a 4xx other than a conflict or a rate limit): trying the
 * same again gives the same answer, so the refund reads as failed until a try succeeds. An order
 * without a payment at the provider (the demo's) was never asked: its refund stays pending.
 */
function isRefusal(error: unknown): boolean {
  if (!(error instanceof Stripe.errors.StripeError)) return false;
  const status = error.statusCode ?? 0;
  return status >= 400 && status < 500 && status !== 409 && status !== 429;
}
