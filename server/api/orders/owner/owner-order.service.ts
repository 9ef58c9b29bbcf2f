import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { orderStatusConflict } from '@contract/kitchen-limits';
import { ORDER_MESSAGES } from '@contract/order';
import {
  ORDER_STATUSES,
  orderStateLabel,
  type OrderState,
  type OrderStatus,
} from '@contract/order-status';
import type { Database } from '@server/db/database';
import { orders, restaurants } from '@server/db/schema';
import { isUuid } from '../../http/ids';
import { httpError } from '../../plugins/errors.plugin';

/**
 * The order the owner asks about: 404 when no paid order has this id (or it is no id at all):
 * an order whose payment never completed is not in the owner's list, nor theirs to handle; 403
 * when it belongs to a restaurant this user does not own.
 */
export async function findOwnedOrder(db: Database, ownerId: string, orderId: string) {
  if (!isUuid(orderId)) throw httpError(404, ORDER_MESSAGES.notFound);
  const [row] = await db
    .select({ id: orders.id, status: orders.status, ownerId: restaurants.ownerId })
    .from(orders)
    .innerJoin(restaurants, eq(orders.restaurantId, restaurants.id))
    .where(and(eq(orders.id, orderId), isNotNull(orders.amountPaid)))
    .limit(1);
  if (!row) throw httpError(404, ORDER_MESSAGES.notFound);
  if (row.ownerId !== ownerId) throw httpError(403, ORDER_MESSAGES.notYours);
  return row;
}

/**
 * The owner's order, locked (SELECT … FOR UPDATE) until the caller's transaction ends, so that
 * every change of one order (the kitchen's answers, the status dropdown, the automatic
 * rejection) happens one after the other, each seeing the last one's outcome. 404 when no paid
 * order has this id (or it is no id at all), 403 when it is another restaurant's, as
 * findOwnedOrder.
 */
export async function lockOwnedOrder(tx: Database, ownerId: string, orderId: string) {
  if (!isUuid(orderId)) throw httpError(404, ORDER_MESSAGES.notFound);
  const [row] = await tx
    .select({
      order: orders,
      ownerId: restaurants.ownerId,
      estimatedDeliveryTime: restaurants.estimatedDeliveryTime,
    })
    .from(orders)
    .innerJoin(restaurants, eq(orders.restaurantId, restaurants.id))
    .where(and(eq(orders.id, orderId), isNotNull(orders.amountPaid)))
    .limit(1)
    .for('update', { of: orders });
  if (!row) throw httpError(404, ORDER_MESSAGES.notFound);
  if (row.ownerId !== ownerId) throw httpError(403, ORDER_MESSAGES.notYours);
  return row;
}

/** A 409 naming the order's status unless it is one of `allowed`. */
export function requireStatus(status: OrderState, allowed: readonly OrderState[]): void {
  if (!allowed.includes(status)) throw httpError(409, orderStatusConflict(orderStateLabel(status)));
}

/**
 * Sets the status the dropdown chose (updated_at follows); the status it already has changes
 * nothing. A cancelled order is final: 409. An order moved on from 'paid' has been answered, so
 * it no longer waits for the automatic rejection.
 */
export async function setOrderStatus(
  db: Database,
  ownerId: string,
  orderId: string,
  status: OrderStatus,
): Promise<void> {
  await db.transaction(async (tx) => {
    const { order } = await lockOwnedOrder(tx, ownerId, orderId);
    requireStatus(order.status, ORDER_STATUSES);
    if (order.status === status) return;
    await tx
      .update(orders)
      .set({ status, ...(status === 'paid' ? {} : { acceptBy: null }) })
      .where(eq(orders.id, order.id));
  });
}

/** Takes the order off the owner's list; the first removal's time is kept, the record stays. */
export async function archiveOrder(db: Database, orderId: string) {
  await db
    .update(orders)
    .set({ archivedByOwnerAt: new Date() })
    .where(and(eq(orders.id, orderId), isNull(orders.archivedByOwnerAt)));
}
