import { eq, sql } from 'drizzle-orm';
import type { RefundStatus } from '@contract/kitchen';
import type { Database } from '@server/db/database';
import { orderRefunds, orders } from '@server/db/schema';

/** A refund as the provider reports it: in the answer to a call, or in an event. */
export interface ProviderRefund {
  id: string;
  status?: string | null;
}

/**
 * Where a report comes from. 'created': the answer to this process's own create call, made with
 * the row's current idempotency key, so it is the row's current refund whatever the row says.
 * 'retrieved': the answer to a look-up of the row's refund. 'event': a webhook, which may be
 * late, replayed, or about a refund the row has since replaced.
 */
export type ReportSource = 'created' | 'retrieved' | 'event';

/** The longest wait between two tries of a refund. */
export const MAX_RETRY_DELAY_MS = 60 * 60_000;

/** Our status for the provider's: a canceled refund gave nothing back, as a failed one. */
export function refundStatusOf(providerStatus: string | null | undefined): RefundStatus {
  if (providerStatus === 'succeeded') return 'succeeded';
  if (providerStatus === 'failed' || providerStatus === 'canceled') return 'failed';
  return 'pending';
}

/** The wait before the next try after `attempts` tries: from `baseMs`, doubling, to an hour. */
export function retryDelayMs(attempts: number, baseMs: number): number {
  const doublings = Math.min(Math.max(attempts - 1, 0), 20);
  return Math.min(baseMs * 2 ** doublings, MAX_RETRY_DELAY_MS);
}

/** `ms` from the database's now: one clock for every process that claims refunds. */
export const fromNow = (ms: number) => sql`now() + ${Math.round(ms)} * interval '1 millisecond'`;

/**
 * The key the provider's create call is made with. The row's id while it has no refund at the
 * provider, or while that refund may still go through: a retry after a network failure or a
 * server error then finds the refund made before, never a second one. Once the provider has
 * failed the row's refund, a new refund is needed: the key names the failed one, so it differs
 * from every earlier key and stays the same across the retries of this new attempt.
 */
export function idempotencyKeyOf(row: typeof orderRefunds.$inferSelect): string {
  return row.status === 'failed' && row.providerRefundId
    ? `${row.id}-after-${row.providerRefundId}`
    : row.id;
}

/** Whether an event about `reported` speaks of the row's current refund. */
function isCurrent(row: typeof orderRefunds.$inferSelect, reported: ProviderRefund): boolean {
  if (row.providerRefundId === null || row.providerRefundId === reported.id) return true;
  // The row's refund failed and was tried again before this one's answer was stored: a refund
  // that has not failed is the new one (a failed refund never succeeds later).
  return row.status === 'failed' && refundStatusOf(reported.status) !== 'failed';
}

/**
 * Applies what the provider says of a refund to its row, with the row locked, so that an answer
 * and an event arriving together leave one outcome. A succeeded refund is final. An event that
 * changes nothing (a replay, one about an older refund of the row) is ignored; the answer to this
 * process's own call always sets when the row is tried next. A refund not succeeded is tried
 * again later (`baseDelayMs`, doubling): a pending one is looked up, in case no event comes; a
 * failed one is made again under a new key. The order's `updated_at` moves when its refund's
 * status does, which tells every open page (the orders trigger). Answers whether it changed.
 */
export async function settleRefund(
  db: Database,
  refundId: string,
  reported: ProviderRefund,
  source: ReportSource,
  baseDelayMs: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(orderRefunds)
      .where(eq(orderRefunds.id, refundId))
      .for('update');
    if (!row || row.status === 'succeeded') return false;
    const same = row.providerRefundId === reported.id;
    if (source === 'retrieved' && !same) return false;
    if (source === 'event' && !isCurrent(row, reported)) return false;
    const status = refundStatusOf(reported.status);
    if (source === 'event' && same && row.status === status) return false;
    // A try is this process's call, or the provider failing one; an event about a refund going
    // its way is none.
    const tried = source !== 'event' || status === 'failed';
    const attempts = tried && status !== 'succeeded' ? row.attempts + 1 : row.attempts;
    await tx
      .update(orderRefunds)
      .set({
        providerRefundId: reported.id,
        status,
        attempts,
        retryAt: status === 'succeeded' ? null : fromNow(retryDelayMs(attempts, baseDelayMs)),
      })
      .where(eq(orderRefunds.id, row.id));
    if (status !== row.status) await touchOrder(tx, row.orderId);
    return true;
  });
}

/**
 * A try that got no answer about the refund (the network, a server error, an order without a
 * payment to refund): tried again later. `refused` (the provider turned the call down) marks it
 * failed, which the customer's page shows. A refund that succeeded meanwhile is left alone.
 */
export async function postponeRefund(
  db: Database,
  refundId: string,
  refused: boolean,
  baseDelayMs: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(orderRefunds)
      .where(eq(orderRefunds.id, refundId))
      .for('update');
    if (!row || row.status === 'succeeded') return;
    const attempts = row.attempts + 1;
    const status = refused ? 'failed' : row.status;
    await tx
      .update(orderRefunds)
      .set({ attempts, status, retryAt: fromNow(retryDelayMs(attempts, baseDelayMs)) })
      .where(eq(orderRefunds.id, row.id));
    if (status !== row.status) await touchOrder(tx, row.orderId);
  });
}

/** Moves the order's `updated_at`: its lists' versions change and its pages are told. */
export async function touchOrder(tx: Database, orderId: string): Promise<void> {
  await tx.update(orders).set({ updatedAt: new Date() }).where(eq(orders.id, orderId));
}
