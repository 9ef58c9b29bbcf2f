import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '@server/db/database';

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

interface VersionRow extends Record<string, unknown> {
  user_id: string | null;
  restaurant_id?: string | null;
  version: string | null;
}

/** The listed orders' (`o`) count, and the sum and latest of their change times. */
const ORDERS_STAMP = sql.raw(
  `count(*) || ':' || coalesce(sum(extract(epoch from o.updated_at)), 0) || ':' || ` +
    `coalesce(extract(epoch from max(o.updated_at)), 0)`,
);

function answer(row: VersionRow | undefined): ListVersion {
  return {
    ...(row?.user_id ? { userId: row.user_id } : {}),
    ...(row?.restaurant_id ? { restaurantId: row.restaurant_id } : {}),
    version: row?.version ?? '',
  };
}

/**
 * The customer's list (GET /api/order, their paid orders) by their token's subject: the user
 * record and the version in one query.
 */
export async function customerListVersion(db: Database, auth0Id: string): Promise<ListVersion> {
  const { rows } = await db.execute<VersionRow>(sql`
    select u.id::text as user_id, v.version
    from users u
    left join lateral (
      select ${ORDERS_STAMP} || ':' || coalesce(extract(epoch from max(r.updated_at)), 0) as version
      from orders o
      join restaurants r on r.id = o.restaurant_id
      where o.user_id = u.id and o.amount_paid is not null
    ) v on true
    where u.auth0_id = ${auth0Id}
    limit 1`);
  return answer(rows[0]);
}

/**
 * The owner's list (GET /api/my/restaurant/order, their restaurant's paid orders not removed)
 * by their token's subject: the user record, the restaurant and the version in one query.
 */
export async function ownerListVersion(db: Database, auth0Id: string): Promise<ListVersion> {
  const { rows } = await db.execute<VersionRow>(sql`
    select u.id::text as user_id, r.id::text as restaurant_id,
      v.version || ':' || coalesce(extract(epoch from r.updated_at), 0) as version
    from users u
    left join restaurants r on r.owner_id = u.id
    left join lateral (
      select ${ORDERS_STAMP} as version
      from orders o
      where o.restaurant_id = r.id
        and o.amount_paid is not null
        and o.archived_by_owner_at is null
    ) v on true
    where u.auth0_id = ${auth0Id}
    limit 1`);
  return answer(rows[0]);
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
