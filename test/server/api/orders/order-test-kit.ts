import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import type { CheckoutPayload } from '@contract/order';
import type { Restaurant } from '@contract/restaurant';
import type { Config } from '@server/config';
import type { Database, DatabaseHandle } from '@server/db/database';
import { orders } from '@server/db/schema';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app';
import {
  sendRestaurant,
  signUp,
  solidImage,
  validFields,
  type Headers,
} from '../restaurants/restaurant-test-kit';

/**
 * The API paying through `payments`, with images in a fresh temporary folder; over its own test
 * database unless one is given (close() leaves a given one open).
 */
export async function buildOrderTestApp(
  payments: Stripe,
  options: {
    logger?: FastifyBaseLogger;
    apiBaseUrl?: string;
    webOrigins?: string[];
    orderEventsHeartbeatMs?: number;
    database?: DatabaseHandle;
    /** Any other settings, e.g. a short `kitchenSweepMs`. */
    config?: Partial<Config>;
    /** False for a test that counts statements (build-test-app.ts). */
    sendPushes?: boolean;
  } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'forkful-orders-'));
  const { apiBaseUrl, webOrigins, orderEventsHeartbeatMs } = options;
  const config = {
    ...options.config,
    dataDir,
    ...(orderEventsHeartbeatMs ? { orderEventsHeartbeatMs } : {}),
    ...(apiBaseUrl ? { apiBaseUrl } : {}),
    ...(webOrigins ? { webOrigin: webOrigins[0], webOrigins } : {}),
  };
  const { logger, database, sendPushes } = options;
  const subject = await buildTestApp({ config, payments, logger, database, sendPushes });
  return {
    ...subject,
    close: async () => {
      await (database ? subject.app.close() : subject.close());
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A signed-up owner with a restaurant: Margherita $12.50, Tiramisu $5.99, delivery $2.50. */
export async function openRestaurant(app: FastifyInstance, owner = `owner-${randomUUID()}`) {
  const headers = await signUp(app, owner);
  const response = await sendRestaurant(app, 'POST', headers, validFields, {
    data: await solidImage('png', 320, 180),
  });
  if (response.statusCode !== 201) throw new Error(`restaurant failed: ${response.body}`);
  return response.json<Restaurant>();
}

export const DELIVERY_DETAILS = {
  name: 'Ada Lovelace',
  addressLine1: '12 Analytical Row',
  city: 'London',
  country: 'United Kingdom',
  email: 'ada@example.com',
};

/** Two Margheritas (quantity as text, as the SPA sends it) and one Tiramisu. */
export function checkoutPayload(restaurant: Restaurant): CheckoutPayload {
  const [margherita, tiramisu] = restaurant.menuItems;
  return {
    restaurantId: restaurant._id,
    cartItems: [
      { menuItemId: margherita._id, name: margherita.name, quantity: '2' },
      { menuItemId: tiramisu._id, name: tiramisu.name, quantity: 1 },
    ],
    deliveryDetails: DELIVERY_DETAILS,
  };
}

export function checkout(app: FastifyInstance, headers: Headers | undefined, payload: unknown) {
  return app.inject({
    method: 'POST',
    url: '/api/order/checkout/create-checkout-session',
    headers,
    payload: payload as Record<string, unknown>,
  });
}

export async function countOrders(db: Database): Promise<number> {
  const [row] = await db.select({ value: count() }).from(orders);
  return row.value;
}

export async function findOrder(db: Database, id: string) {
  return db.query.orders.findFirst({
    where: eq(orders.id, id),
    with: { items: { orderBy: (items, { asc }) => [asc(items.position)] } },
  });
}

export async function orderBySession(db: Database, sessionId: string) {
  const [row] = await db.select().from(orders).where(eq(orders.paymentSessionId, sessionId));
  return row;
}

/** The session id at the end of a payment page url. */
export function sessionIdOf(url: string): string {
  return url.slice(url.lastIndexOf('/') + 1);
}

export { signUp, type Headers };
