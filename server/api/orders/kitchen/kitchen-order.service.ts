import { eq } from 'drizzle-orm';
import type { CancelReason } from '@contract/kitchen-limits';
import type { OrderState } from '@contract/order-status';
import type { Database } from '@server/db/database';
import { orders } from '@server/db/schema';
import { expectedAtOf } from '../order-json';
import { lockOwnedOrder, requireStatus } from '../owner/owner-order.service';
import { cancelLockedOrder } from './order-cancellation';

const MINUTE_MS = 60_000;

/** The statuses of an order the kitchen has accepted and not yet delivered. */
const ACCEPTED: readonly OrderState[] = ['inProgress', 'outForDelivery'];

/** A paid order is accepted: in progress, reaching the customer `minutes` from now. */
export async function acceptOrder(db: Database, ownerId: string, orderId: string, minutes: number) {
  await db.transaction(async (tx) => {
    const { order } = await lockOwnedOrder(tx, ownerId, orderId);
    requireStatus(order.status, ['paid']);
    await tx
      .update(orders)
      .set({
        status: 'inProgress',
        expectedAt: new Date(Date.now() + minutes * MINUTE_MS),
        acceptBy: null,
      })
      .where(eq(orders.id, order.id));
  });
}

/** An accepted order reaches the customer `minutes` later than it was to. */
export async function delayOrder(db: Database, ownerId: string, orderId: string, minutes: number) {
  await db.transaction(async (tx) => {
    const { order, estimatedDeliveryTime } = await lockOwnedOrder(tx, ownerId, orderId);
    requireStatus(order.status, ACCEPTED);
    const expectedAt = expectedAtOf(order, { estimatedDeliveryTime });
    await tx
      .update(orders)
      .set({ expectedAt: new Date(expectedAt.getTime() + minutes * MINUTE_MS) })
      .where(eq(orders.id, order.id));
  });
}

export interface KitchenCancel {
  reason: CancelReason;
  note?: string;
  lines?: number[];
}

/**
 * A paid order not yet accepted is rejected: cancelled and refunded in full. Answers the refunds
 * written, to be made once this has committed.
 */
export async function rejectOrder(
  db: Database,
  ownerId: string,
  orderId: string,
  { reason, note }: KitchenCancel,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const { order } = await lockOwnedOrder(tx, ownerId, orderId);
    requireStatus(order.status, ['paid']);
    return cancelLockedOrder(tx, order, { reason, note, by: 'restaurant' });
  });
}

/**
 * An accepted order is cancelled and refunded, or some of its lines are (order-cancellation.ts).
 * Answers the refunds written, to be made once this has committed.
 */
export async function cancelOrder(
  db: Database,
  ownerId: string,
  orderId: string,
  { reason, note, lines }: KitchenCancel,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const { order } = await lockOwnedOrder(tx, ownerId, orderId);
    requireStatus(order.status, ACCEPTED);
    return cancelLockedOrder(tx, order, { reason, note, lines, by: 'restaurant' });
  });
}
