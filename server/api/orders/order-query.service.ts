import { and, asc, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Refund, RefundStatus } from '@contract/kitchen';
import { MAX_CUSTOMER_ORDERS } from '@contract/order';
import type { Database } from '@server/db/database';
import { orderItems, orders, restaurants } from '@server/db/schema';
import type { OrderWithDetails } from './order-json';

/**
 * A safety bound on the owner's list: far more open orders than a kitchen handles at once, yet
 * a restaurant that never clears its list cannot make every poll heavier without end.
 */
export const MAX_OWNER_ORDERS = 500;

/**
 * Paid at some point. Judged by the recorded payment, not the status: an owner may set any status,
 * 'placed' included, and a paid order stays paid.
 */
const wasPaid = isNotNull(orders.amountPaid);

/** Every refund of the order together (null when it has none), over order_refunds_order_id_idx. */
const refundAmount = sql<number | null>`(select sum(r.amount)::int from order_refunds r
  where r.order_id = ${orders.id})`;

/** Failed while any failed (it is tried again), pending while any is, succeeded otherwise. */
const refundStatus = sql<RefundStatus>`(select case
    when bool_or(r.status = 'failed') then 'failed'
    when bool_or(r.status = 'pending') then 'pending'
    else 'succeeded' end
  from order_refunds r where r.order_id = ${orders.id})`;

function refundOf(amount: number | null, status: RefundStatus): Refund | null {
  return amount === null ? null : { amount: Number(amount), status };
}

/**
 * Orders matching `where`, newest first (ties by id), with their restaurant, lines and refunds:
 * two queries whatever the number of orders.
 */
export async function findOrdersWithDetails(
  db: Database,
  where: SQL | undefined,
  limit: number,
): Promise<OrderWithDetails[]> {
  const rows = await db
    .select({
      order: orders,
      restaurant: {
        id: restaurants.id,
        restaurantName: restaurants.restaurantName,
        imageKey: restaurants.imageKey,
        estimatedDeliveryTime: restaurants.estimatedDeliveryTime,
      },
      refundAmount,
      refundStatus,
    })
    .from(orders)
    .innerJoin(restaurants, eq(orders.restaurantId, restaurants.id))
    .where(where)
    // desc() is DESC NULLS FIRST, exactly as the (…, created_at) indexes are built.
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
  if (rows.length === 0) return [];

  const lines = await db
    .select()
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((row) => row.order.id),
      ),
    )
    .orderBy(asc(orderItems.orderId), asc(orderItems.position));
  const linesByOrder = new Map<string, typeof lines>();
  for (const line of lines) {
    const ofOrder = linesByOrder.get(line.orderId);
    if (ofOrder) ofOrder.push(line);
    else linesByOrder.set(line.orderId, [line]);
  }
  return rows.map(({ order, restaurant, ...refund }) => ({
    order,
    restaurant,
    items: linesByOrder.get(order.id) ?? [],
    refund: refundOf(refund.refundAmount, refund.refundStatus),
  }));
}

/** The customer's orders that went through payment, newest first (docs/api.md). */
export function findCustomerOrders(db: Database, userId: string) {
  return findOrdersWithDetails(db, and(eq(orders.userId, userId), wasPaid), MAX_CUSTOMER_ORDERS);
}

/** The restaurant's paid orders its owner has not removed, newest first (docs/api.md). */
export function findOwnerOrders(db: Database, restaurantId: string) {
  return findOrdersWithDetails(
    db,
    and(eq(orders.restaurantId, restaurantId), wasPaid, isNull(orders.archivedByOwnerAt)),
    MAX_OWNER_ORDERS,
  );
}

/** One order with its details, whatever its status. */
export async function findOrderWithDetails(db: Database, orderId: string) {
  const [row] = await findOrdersWithDetails(db, eq(orders.id, orderId), 1);
  return row;
}

/** The id of the restaurant this user owns, without its menu (the owner's list polls this). */
export async function findRestaurantIdOfOwner(db: Database, ownerId: string) {
  const [row] = await db
    .select({ id: restaurants.id })
    .from(restaurants)
    .where(eq(restaurants.ownerId, ownerId))
    .limit(1);
  return row?.id;
}
