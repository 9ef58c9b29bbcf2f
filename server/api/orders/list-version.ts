import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '@server/db/database';
import { restaurants, users } from '@server/db/schema';

/**
 * The version of a polled order list: what its ETag is made of, read by one small query over an
 * index (migration 0011) without loading an order. It is the number of listed orders, the sum
 * and the latest of their change times, and the latest change of the restaurants they show.
 * Every change the list shows moves it: a new paid order (counted), a status change or a payment
 * (`updated_at` follows every update, server/db/schema.ts), a removal by the owner (no longer
 * counted), an edited restaurant name, image or delivery time. The sum, unlike the latest time
 * alone, also moves for a change that commits after a later one.
 */
export interface ListVersion {
  /** The caller's user record; absent when they have none (404 'User not found'). */
  userId?: string;
  /** The owner's restaurant, on the owner's list; absent when they have none (404). */
  restaurantId?: string;
  /** Opaque; equal versions mean equal lists. */
  version: string;
}

/**
 * Bump when the JSON of an order changes shape (order-json.ts), so that a page holding a list
 * of the old shape is answered the new one.
 */
const LIST_FORMAT = 1;

/** The listed orders' (`o`) count, and the sum and latest of their change times. */
const ORDERS_STAMP = sql.raw(
  `count(*) || ':' || coalesce(sum(extract(epoch from o.updated_at)), 0) || ':' || ` +
    `coalesce(extract(epoch from max(o.updated_at)), 0)`,
);

/**
 * Both queries, prepared once per database: on PostgreSQL each pooled connection parses and
 * plans them once (named statements), which matters at thousands of polls a second. The outer
 * columns are named in full: Drizzle leaves the table out of a one-table select's columns.
 */
function prepare(db: Database) {
  const customer = db
    .select({
      userId: users.id,
      version: sql<string>`(
        select ${ORDERS_STAMP} || ':' || coalesce(extract(epoch from max(r.updated_at)), 0)
        from orders o
        join restaurants r on r.id = o.restaurant_id
        where o.user_id = "users"."id" and o.amount_paid is not null
      )`,
    })
    .from(users)
    .where(eq(users.auth0Id, sql.placeholder('auth0Id')))
    .limit(1)
    .prepare('customer_list_version');
  const owner = db
    .select({
      userId: users.id,
      restaurantId: restaurants.id,
      version: sql<string>`(
        select ${ORDERS_STAMP}
        from orders o
        where o.restaurant_id = "restaurants"."id"
          and o.amount_paid is not null
          and o.archived_by_owner_at is null
      ) || ':' || coalesce(extract(epoch from "restaurants"."updated_at"), 0)`,
    })
    .from(users)
    .leftJoin(restaurants, eq(restaurants.ownerId, users.id))
    .where(eq(users.auth0Id, sql.placeholder('auth0Id')))
    .limit(1)
    .prepare('owner_list_version');
  return { customer, owner };
}

const prepared = new WeakMap<Database, ReturnType<typeof prepare>>();

function queriesOf(db: Database) {
  let queries = prepared.get(db);
  if (!queries) prepared.set(db, (queries = prepare(db)));
  return queries;
}

/**
 * The customer's list (GET /api/order, their paid orders) by their token's subject: the user
 * record and the version in one query.
 */
export async function customerListVersion(db: Database, auth0Id: string): Promise<ListVersion> {
  const [row] = await queriesOf(db).customer.execute({ auth0Id });
  return row ? { userId: row.userId, version: row.version } : { version: '' };
}

/**
 * The owner's list (GET /api/my/restaurant/order, their restaurant's paid orders not removed)
 * by their token's subject: the user record, the restaurant and the version in one query.
 */
export async function ownerListVersion(db: Database, auth0Id: string): Promise<ListVersion> {
  const [row] = await queriesOf(db).owner.execute({ auth0Id });
  if (!row) return { version: '' };
  return {
    userId: row.userId,
    ...(row.restaurantId ? { restaurantId: row.restaurantId } : {}),
    version: row.version ?? '',
  };
}

/**
 * The ETag of a list at `version`: weak, as compression may change the bytes on the wire; the
 * list, its reader, the API's base URL (image URLs are absolute) and the format are in it.
 */
export function listEtag(list: string, apiBaseUrl: string, at: ListVersion): string {
  const hash = createHash('sha1')
    .update(
      `${LIST_FORMAT}\n${list}\n${apiBaseUrl}\n${at.userId}\n${at.restaurantId}\n${at.version}`,
    )
    .digest('base64url');
  return `W/"${hash}"`;
}
