import { randomUUID } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { menuItems, restaurants } from '@server/db/schema';
import type { TestApp } from '../../helpers/build-test-app';
import {
  bearer,
  forgedAccessTokenFor,
  hs256AccessTokenFor,
  unsignedAccessTokenFor,
} from '../../helpers/test-tokens';
import {
  NOWHERE,
  startTestPayments,
  type TestPayments,
} from '@test/local/payments/payments-test-kit';
import { buildOrderTestApp } from '../orders/order-test-kit';
import { openOwnedRestaurant, orderFrom, signUpPerson } from '../orders/owner-orders-test-kit';
import type { Headers } from '../restaurants/restaurant-test-kit';
import { isComposite } from './junk';

/**
 * Who calls: no token, a junk or refused token, a valid token without a user record, or a
 * signed-up person: a customer, the owner of the restaurant below, or someone new each time.
 */
export type Caller =
  | { kind: 'none' | 'forged' | 'unsigned' | 'hs256' | 'no record' }
  | { kind: 'junk'; authorization: string }
  | { kind: 'customer' | 'owner' | 'newcomer' };

/**
 * The API over its own database and a local payment page, with an owner whose restaurant has a
 * paid and an unpaid order from a customer, and another restaurant with an order of its own.
 * Generated requests name these through placeholders such as `{{orderId}}` (see `resolve`),
 * `{{menuItemId:i}}` for the owner's i-th menu item and `{{choiceId:i}}` for a choice of the first.
 */
export interface FuzzWorld {
  subject: TestApp;
  headersOf(caller: Caller): Promise<Headers>;
  /** Replaces every `{{name}}` or `{{name:index}}` in strings, deep, with what it names now. */
  resolve<T>(value: T): Promise<T>;
  /** The stored rows and image keys: a refused request must leave it as it was. */
  fingerprint(): Promise<string>;
  close(): Promise<void>;
}

const TABLES = ['users', 'restaurants', 'menu_items', 'orders', 'order_items'];
/** Each table's row count and a digest of every row. */
const FINGERPRINT = TABLES.map(
  (table) =>
    `select '${table}' as table, count(*)::int as rows, ` +
    `md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from ${table} t`,
).join(' union all ');
const PLACEHOLDER = /\{\{(\w+)(?::(\d+))?\}\}/g;

export async function buildFuzzWorld(): Promise<FuzzWorld> {
  const payments: TestPayments = await startTestPayments({ webhookUrl: NOWHERE });
  const subject = await buildOrderTestApp(payments.stripe);
  const { db } = subject.database;
  const { owner, restaurant } = await openOwnedRestaurant(subject);
  const customer = await signUpPerson(subject);
  const other = await openOwnedRestaurant(subject);
  const forged = forgedAccessTokenFor(`stranger-${randomUUID()}`);
  const ids = {
    orderId: await orderFrom(db, customer, restaurant),
    placedOrderId: await orderFrom(db, customer, restaurant, { status: 'placed' }),
    otherOrderId: await orderFrom(db, customer, other.restaurant),
  };

  /** What placeholders name now: the owner's menu and image change as the fuzz saves them. */
  const currentNames = async () => {
    const [current] = await db
      .select({ imageKey: restaurants.imageKey })
      .from(restaurants)
      .where(eq(restaurants.id, restaurant._id));
    const menu = await db
      .select({ id: menuItems.id, optionGroups: menuItems.optionGroups })
      .from(menuItems)
      .where(eq(menuItems.restaurantId, restaurant._id))
      .orderBy(asc(menuItems.position));
    const names: Record<string, string> = {
      ...ids,
      restaurantId: restaurant._id,
      imageKey: current.imageKey,
    };
    // `{{choiceId:i}}`: the i-th choice of the first item's groups, as the fuzz saved them.
    const choices = (menu[0]?.optionGroups ?? []).flatMap((group) => group.choices);
    return { names, menu: menu.map((item) => item.id), choices: choices.map((c) => c._id) };
  };

  const replaceIn = (value: unknown, found: Awaited<ReturnType<typeof currentNames>>): unknown => {
    if (typeof value === 'string') {
      return value.replace(PLACEHOLDER, (_all, name: string, index?: string) => {
        if (name === 'menuItemId') return found.menu[Number(index)] ?? randomUUID();
        if (name === 'choiceId') return found.choices[Number(index)] ?? randomUUID();
        return found.names[name];
      });
    }
    if (Array.isArray(value)) return value.map((item) => replaceIn(item, found));
    if (!isComposite(value)) return value;
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, replaceIn(v, found)]));
  };

  return {
    subject,
    async headersOf(caller) {
      if (caller.kind === 'junk') return { authorization: caller.authorization };
      if (caller.kind === 'customer') return customer.headers;
      if (caller.kind === 'owner') return owner.headers;
      if (caller.kind === 'newcomer') return (await signUpPerson(subject, 'newcomer')).headers;
      if (caller.kind === 'none') return {};
      const sub = `stranger-${randomUUID()}`;
      if (caller.kind === 'no record') return bearer(sub);
      const tokens = {
        // Made once: each one takes a new RSA key.
        forged: () => forged,
        hs256: () => hs256AccessTokenFor(sub),
        unsigned: async () => unsignedAccessTokenFor(sub),
      };
      return { authorization: `Bearer ${await tokens[caller.kind]()}` };
    },
    async resolve(value) {
      return replaceIn(value, await currentNames()) as typeof value;
    },
    async fingerprint() {
      const { rows } = await db.execute(sql.raw(FINGERPRINT));
      const images = await db.execute<{ keys: string | null }>(
        sql`select string_agg(key, ',' order by key) as keys from restaurant_images`,
      );
      return [...rows.map((row) => JSON.stringify(row)), `images: ${images.rows[0].keys}`].join(
        '\n',
      );
    },
    async close() {
      await subject.close();
      await payments.close();
    },
  };
}
