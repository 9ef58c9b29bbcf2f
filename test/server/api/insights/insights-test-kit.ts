import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { OrderChoice } from '@contract/order';
import type { Restaurant } from '@contract/restaurant';
import type { Database } from '@server/db/database';
import { menuItems, orderItems, orders } from '@server/db/schema';
import { DELIVERY_DETAILS, type Headers } from '../orders/order-test-kit';

export const INSIGHTS = '/api/my/restaurant/insights';
export const INSIGHTS_CSV = '/api/my/restaurant/insights.csv';

export interface Line {
  menuItemId: string;
  /** The name it is sold under; the menu's by default. */
  name: string;
  quantity: number;
  /** With its choices' prices. */
  unitPrice: number;
  /** None unless given. */
  choices?: OrderChoice[];
}

export interface StoredOrder {
  restaurantId: string;
  userId: string;
  createdAt: string;
  lines: Line[];
  deliveryPrice?: number;
  /** Unpaid orders never went through payment. */
  paid?: boolean;
  archived?: boolean;
}

/** An order written as checkout and payment leave it, placed at a known instant. */
export async function storeOrder(db: Database, order: StoredOrder): Promise<string> {
  const { restaurantId, userId, lines, paid = true, archived = false } = order;
  const createdAt = new Date(order.createdAt);
  const total =
    lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0) +
    (order.deliveryPrice ?? 250);
  const id = randomUUID();
  await db.insert(orders).values({
    id,
    userId,
    restaurantId,
    status: paid ? 'paid' : 'placed',
    deliveryName: DELIVERY_DETAILS.name,
    deliveryAddressLine1: DELIVERY_DETAILS.addressLine1,
    deliveryCity: DELIVERY_DETAILS.city,
    deliveryCountry: DELIVERY_DETAILS.country,
    deliveryEmail: DELIVERY_DETAILS.email,
    totalAmount: total,
    amountPaid: paid ? total : null,
    archivedByOwnerAt: archived ? createdAt : null,
    createdAt,
    updatedAt: createdAt,
  });
  await db
    .insert(orderItems)
    .values(lines.map((line, position) => ({ ...line, orderId: id, position })));
  return id;
}

/** A line of `quantity` of the menu's item called `name`. */
export function lineOf(
  restaurant: Restaurant,
  name: string,
  quantity: number,
  soldAs = name,
): Line {
  const item = restaurant.menuItems.find((menuItem) => menuItem.name === name);
  if (!item) throw new Error(`no ${name} on the menu`);
  return { menuItemId: item._id, name: soldAs, quantity, unitPrice: item.price };
}

/** Adds an item to the menu behind the API's back; answers its id. */
export async function addMenuItem(db: Database, restaurantId: string, name: string) {
  const id = randomUUID();
  await db.insert(menuItems).values({ id, restaurantId, name, price: 450, position: 99 });
  return id;
}

export function getInsights(
  app: FastifyInstance,
  headers: Headers | undefined,
  query: string,
  url = INSIGHTS,
) {
  return app.inject({ method: 'GET', url: `${url}?${query}`, headers });
}
