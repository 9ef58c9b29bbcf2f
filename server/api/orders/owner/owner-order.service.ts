import { and, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import { ORDER_MESSAGES } from '@contract/order';
import type { OrderStatus } from '@contract/order-status';
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

/** Sets the status (updated_at follows); the status it already has changes nothing. */
export async function setOrderStatus(db: Database, orderId: string, status: OrderStatus) {
  await db
    .update(orders)
    .set({ status })
    .where(and(eq(orders.id, orderId), ne(orders.status, status)));
}

/** Takes the order off the owner's list; the first removal's time is kept, the record stays. */
export async function archiveOrder(db: Database, orderId: string) {
  await db
    .update(orders)
    .set({ archivedByOwnerAt: new Date() })
    .where(and(eq(orders.id, orderId), isNull(orders.archivedByOwnerAt)));
}
