import type { Database } from '@server/db/database';
import { orderItems, orders, restaurants, users } from '@server/db/schema';
import { benchOrder, benchPerson, benchRestaurant } from '../support/bench-rows';

/** Paid orders per restaurant: an owner's list of about 6 kB of JSON, a customer's the same. */
export const ORDERS_PER_RESTAURANT = 10;
const TOTAL = 3349;
const CHUNK = 1000;

export interface Seeded {
  /** Token subjects of page i's customer and owner. */
  customerSubs: string[];
  ownerSubs: string[];
  /** The paid orders, with the index of their restaurant's owner. */
  paid: Array<{ id: string; owner: number }>;
  /** Placed, not paid yet: the payment webhook pays them during the run. */
  unpaid: string[];
  total: number;
  orders: number;
}

async function inChunks<T, R>(rows: T[], insert: (chunk: T[]) => Promise<R[]>): Promise<R[]> {
  const answered: R[] = [];
  for (let i = 0; i < rows.length; i += CHUNK)
    answered.push(...(await insert(rows.slice(i, i + CHUNK))));
  return answered;
}

/**
 * `pages` customers and `pages` owners with a restaurant each; ORDERS_PER_RESTAURANT paid
 * orders of two lines per restaurant, their customers taken in turn, and a few unpaid ones.
 */
export async function seedPolling(db: Database, pages: number): Promise<Seeded> {
  const customerSubs = Array.from({ length: pages }, (_, i) => `bench-customer-${i}`);
  const ownerSubs = Array.from({ length: pages }, (_, i) => `bench-owner-${i}`);
  const insertUsers = (subs: string[]) =>
    inChunks(subs, (chunk) =>
      db.insert(users).values(chunk.map(benchPerson)).returning({ id: users.id }),
    );
  const customers = await insertUsers(customerSubs);
  const owners = await insertUsers(ownerSubs);
  const restaurantIds = await inChunks(
    owners.map(({ id }, i) => benchRestaurant(id, `Bench Bistro ${i}`, `bench-${i}`)),
    (chunk) => db.insert(restaurants).values(chunk).returning({ id: restaurants.id }),
  );
  const order = (restaurant: number, n: number, paid: boolean) =>
    benchOrder({
      userId: customers[(restaurant * ORDERS_PER_RESTAURANT + n) % pages].id,
      restaurantId: restaurantIds[restaurant].id,
      totalAmount: TOTAL,
      paidStatus: paid ? 'delivered' : undefined,
    });
  const paidRows = restaurantIds.flatMap((_, r) =>
    Array.from({ length: ORDERS_PER_RESTAURANT }, (_, n) => order(r, n, true)),
  );
  const unpaidRows = Array.from({ length: Math.max(100, Math.ceil(pages / 10)) }, (_, n) =>
    order(n % pages, n, false),
  );
  const ids = await inChunks([...paidRows, ...unpaidRows], (chunk) =>
    db.insert(orders).values(chunk).returning({ id: orders.id }),
  );
  const lines = ids.flatMap(({ id }) => [
    { orderId: id, menuItemId: id, name: 'Margherita', quantity: 2, unitPrice: 1250, position: 0 },
    { orderId: id, menuItemId: id, name: 'Tiramisu', quantity: 1, unitPrice: 599, position: 1 },
  ]);
  await inChunks(lines, async (chunk) => {
    await db.insert(orderItems).values(chunk);
    return [];
  });
  return {
    customerSubs,
    ownerSubs,
    paid: ids
      .slice(0, paidRows.length)
      .map(({ id }, i) => ({ id, owner: Math.floor(i / ORDERS_PER_RESTAURANT) })),
    unpaid: ids.slice(paidRows.length).map(({ id }) => id),
    total: TOTAL,
    orders: ids.length,
  };
}
