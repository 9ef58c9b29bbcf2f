import { sql } from 'drizzle-orm';
import type { OrderState } from '@contract/order-status';
import type { PushMessage } from '@contract/push';
import type { Database } from '@server/db/database';

/** The channel the outbox trigger notifies (migration 0017_push_notifications). */
export const PUSH_OUTBOX_CHANNEL = 'push_outbox';

/** An order event to push, as the orders trigger recorded it. */
export interface PushEvent {
  id: number;
  kind: PushMessage['kind'];
  orderId: string;
  /** The status reached, for 'order-status'. */
  status: OrderState | null;
}

/**
 * Takes up to `limit` events off the outbox, oldest first, for this process alone: rows another
 * process is taking are skipped rather than waited for, and a taken row is gone, so no event is
 * pushed twice. An event this process takes and then fails to push (it stops, say) is not pushed
 * again: a late alert is worth less than a repeated one.
 */
export async function claimPushEvents(db: Database, limit: number): Promise<PushEvent[]> {
  const { rows } = await db.execute<{
    id: string | number;
    kind: PushEvent['kind'];
    order_id: string;
    status: OrderState | null;
  }>(sql`delete from push_outbox where id in (
      select id from push_outbox order by id limit ${limit} for update skip locked
    ) returning id, kind, order_id, status`);
  return rows
    .map((row) => ({
      id: Number(row.id),
      kind: row.kind,
      orderId: row.order_id,
      status: row.status,
    }))
    .sort((a, b) => a.id - b.id);
}
