import type { Database } from '@server/db/database';
import { orderItems, orders, restaurants, users } from '@server/db/schema';
import { benchOrder, benchPerson, benchRestaurant } from '../support/bench-rows';
import { NEW_ORDERS, ORDER_TOTAL, type Served } from './push-api';

/** One restaurant, a paid order per customer and NEW_ORDERS unpaid ones. */
export async function seedPush(db: Database, customers: number): Promise<Omit<Served, 'url'>> {
  const [owner] = await db.insert(users).values(benchPerson('bench-owner')).returning();
  const [restaurant] = await db.insert(restaurants).values(benchRestaurant(owner.id)).returning();
  const people = await db
    .insert(users)
    .values(Array.from({ length: customers }, (_, i) => benchPerson(`bench-customer-${i}`)))
    .returning({ id: users.id });
  const order = (userId: string, paid: boolean) =>
    benchOrder({
      userId,
      restaurantId: restaurant.id,
      totalAmount: ORDER_TOTAL,
      paidStatus: paid ? 'paid' : undefined,
    });
  const rows = [
    ...people.map(({ id }) => order(id, true)),
    ...people.slice(0, NEW_ORDERS).map(({ id }) => order(id, false)),
  ];
  const ids = (await db.insert(orders).values(rows).returning({ id: orders.id })).map((r) => r.id);
  const line = { menuItemId: restaurant.id, name: 'Margherita', quantity: 1, position: 0 };
  await db
    .insert(orderItems)
    .values(ids.map((orderId) => ({ ...line, orderId, unitPrice: ORDER_TOTAL - 250 })));
  return { paid: ids.slice(0, customers), unpaid: ids.slice(customers) };
}
