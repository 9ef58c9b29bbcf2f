import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Order } from '@contract/order';
import type { Config } from '@server/config';
import type { OrderState } from '@contract/order-status';
import type { Restaurant } from '@contract/restaurant';
import { placeOrder, priceCart } from '@server/api/orders/checkout/checkout.service';
import { recordPayment } from '@server/api/orders/payment/order-payment.service';
import { findRestaurantById } from '@server/api/restaurants/restaurant.service';
import { findUserByAuth0Id } from '@server/api/users/user.service';
import type { Database } from '@server/db/database';
import { orders } from '@server/db/schema';
import type { TestApp } from '../../helpers/build-test-app';
import { bearer } from '../../helpers/test-tokens';
import { NOWHERE, stripeClientFor } from '@test/local/payments/payments-test-kit';
import {
  buildOrderTestApp,
  checkoutPayload,
  DELIVERY_DETAILS,
  openRestaurant,
  signUp,
  type Headers,
} from './order-test-kit';

export const OWNER_ORDERS = '/api/my/restaurant/order';
export const CUSTOMER_ORDERS = '/api/order';

/** The API with a payments client that is never reached: orders are placed and paid directly. */
export function buildOrdersApp(
  options: { orderEventsHeartbeatMs?: number; config?: Partial<Config>; sendPushes?: boolean } = {},
): Promise<TestApp> {
  return buildOrderTestApp(stripeClientFor(NOWHERE), options);
}

/** A signed-up person: their Authorization header and user record id. */
export interface Person {
  sub: string;
  headers: Headers;
  userId: string;
}

export async function signUpPerson(subject: TestApp, prefix = 'customer'): Promise<Person> {
  const sub = `${prefix}-${randomUUID()}`;
  const headers = await signUp(subject.app, sub);
  const user = await findUserByAuth0Id(subject.database.db, sub);
  return { sub, headers, userId: user!.id };
}

/** An owner with their restaurant (Margherita $12.50, Tiramisu $5.99, delivery $2.50). */
export async function openOwnedRestaurant(subject: TestApp) {
  const sub = `owner-${randomUUID()}`;
  const restaurant = await openRestaurant(subject.app, sub);
  const user = await findUserByAuth0Id(subject.database.db, sub);
  return { owner: { sub, headers: await bearer(sub), userId: user!.id }, restaurant };
}

export interface OrderOptions {
  /** 'placed' leaves it unpaid; anything else pays it first, as the webhook does. */
  status?: OrderState;
  createdAt?: Date;
  deliveryName?: string;
}

/**
 * An order of two Margheritas and a Tiramisu ($33.49) placed as the checkout stores it; paid
 * through the webhook's own service unless it is to stay 'placed'. Answers its id.
 */
export async function orderFrom(
  db: Database,
  customer: Person,
  restaurant: Restaurant,
  options: OrderOptions = {},
): Promise<string> {
  const { status = 'paid', createdAt, deliveryName } = options;
  const withMenu = await findRestaurantById(db, restaurant._id);
  const quantities = checkoutPayload(restaurant).cartItems.map((item) => ({
    menuItemId: item.menuItemId,
    quantity: Number(item.quantity),
  }));
  const cart = priceCart(withMenu!, quantities);
  const deliveryDetails = { ...DELIVERY_DETAILS, name: deliveryName ?? DELIVERY_DETAILS.name };
  const orderId = await placeOrder(db, {
    userId: customer.userId,
    restaurantId: restaurant._id,
    deliveryDetails,
    cart,
  });
  if (status !== 'placed') {
    const outcome = await recordPayment(db, { orderId, amount: cart.totalAmount, currency: 'usd' });
    if (outcome.kind !== 'paid') throw new Error(`payment not recorded: ${outcome.kind}`);
  }
  const later = { ...(status !== 'placed' ? { status } : {}), ...(createdAt ? { createdAt } : {}) };
  if (Object.keys(later).length > 0) {
    await db.update(orders).set(later).where(eq(orders.id, orderId));
  }
  return orderId;
}

/** GET a list as `headers`, optionally revalidating an ETag. */
export function getList(app: FastifyInstance, url: string, headers?: Headers, etag?: string) {
  return app.inject({
    method: 'GET',
    url,
    headers: { ...headers, ...(etag ? { 'if-none-match': etag } : {}) },
  });
}

export async function listOf(app: FastifyInstance, url: string, headers: Headers) {
  const response = await getList(app, url, headers);
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode}`);
  return response.json<Order[]>();
}

/** PATCH a status; `payload` is sent as JSON text, so any value (a bare string, null) can go. */
export function patchStatus(
  app: FastifyInstance,
  orderId: string,
  headers: Headers | undefined,
  payload?: unknown,
) {
  const url = `${OWNER_ORDERS}/${encodeURIComponent(orderId)}/status`;
  if (payload === undefined) return app.inject({ method: 'PATCH', url, headers });
  return app.inject({
    method: 'PATCH',
    url,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });
}

export function removeOrder(app: FastifyInstance, orderId: string, headers?: Headers) {
  return app.inject({
    method: 'DELETE',
    url: `${OWNER_ORDERS}/${encodeURIComponent(orderId)}`,
    headers,
  });
}

export async function storedOrder(db: Database, orderId: string) {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  return row;
}

/** Minutes before now, for orders placed at known times. */
export function minutesAgo(minutes: number): Date {
  return new Date(Date.now() - minutes * 60_000);
}
