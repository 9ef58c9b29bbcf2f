import { createHash } from 'node:crypto';
import type { DatabaseHandle } from '@server/db/database';

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
const LIST_FORMAT = 2;

/** The listed orders' (`o`) count, and the sum and latest of their change times. */
const ORDERS_STAMP =
  `count(*) || ':' || coalesce(sum(extract(epoch from o.updated_at)), 0) || ':' || ` +
  `coalesce(extract(epoch from max(o.updated_at)), 0)`;

/** The customer's user record by token subject ($1), and their list's version. */
const CUSTOMER_VERSION = `
  select u.id::text as user_id, (
    select ${ORDERS_STAMP} || ':' || coalesce(extract(epoch from max(r.updated_at)), 0)
    from orders o
    join restaurants r on r.id = o.restaurant_id
    where o.user_id = u.id and o.amount_paid is not null
  ) as version
  from users u
  where u.auth0_id = $1
  limit 1`;

/** The owner's user record by token subject ($1), their restaurant, and their list's version. */
const OWNER_VERSION = `
  select u.id::text as user_id, r.id::text as restaurant_id, (
    select ${ORDERS_STAMP}
    from orders o
    where o.restaurant_id = r.id
      and o.amount_paid is not null
      and o.archived_by_owner_at is null
  ) || ':' || coalesce(extract(epoch from r.updated_at), 0) as version
  from users u
  left join restaurants r on r.owner_id = u.id
  where u.auth0_id = $1
  limit 1`;

interface VersionRow {
  user_id: string;
  restaurant_id?: string | null;
  version: string | null;
}

interface Statement {
  name: string;
  text: string;
}

/** The driver under Drizzle: a node-postgres pool or the PGlite instance. */
type DriverClient =
  | { query(config: { name: string; text: string; values: unknown[] }): Promise<unknown> }
  | { query(text: string, values?: unknown[]): Promise<unknown> };

/** The statements PGlite's one session has prepared so far (by name). */
const preparedOnPglite = new WeakMap<object, Map<string, Promise<unknown>>>();

/** A PostgreSQL string literal; standard_conforming_strings is on (the default since 9.1). */
function literal(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}

/**
 * Runs a version query with one text parameter, parsed and planned once per connection: a
 * named statement on each pooled PostgreSQL connection; on PGlite, whose only session plans an
 * unnamed statement on every call (most of a poll's cost there), a statement PREPAREd once and
 * EXECUTEd with the subject as a literal (a subject PostgreSQL cannot store goes unprepared).
 */
async function queryVersion(
  database: DatabaseHandle,
  statement: Statement,
  auth0Id: string,
): Promise<VersionRow | undefined> {
  const client = (database.db as unknown as { $client: DriverClient }).$client;
  type Rows = { rows: VersionRow[] };
  if (database.kind === 'postgres') {
    const pool = client as { query(config: Statement & { values: unknown[] }): Promise<Rows> };
    return (await pool.query({ ...statement, values: [auth0Id] })).rows[0];
  }
  const pglite = client as { query(text: string, values?: unknown[]): Promise<Rows> };
  if (auth0Id.includes('\0')) return (await pglite.query(statement.text, [auth0Id])).rows[0];
  let prepared = preparedOnPglite.get(client);
  if (!prepared) preparedOnPglite.set(client, (prepared = new Map()));
  let ready = prepared.get(statement.name);
  if (!ready) {
    ready = pglite.query(`prepare ${statement.name}(text) as ${statement.text}`);
    prepared.set(statement.name, ready);
  }
  await ready;
  return (await pglite.query(`execute ${statement.name}(${literal(auth0Id)})`)).rows[0];
}

/**
 * The customer's list (GET /api/order, their paid orders) by their token's subject: the user
 * record and the version in one query.
 */
export async function customerListVersion(
  database: DatabaseHandle,
  auth0Id: string,
): Promise<ListVersion> {
  const statement = { name: 'customer_list_version', text: CUSTOMER_VERSION };
  const row = await queryVersion(database, statement, auth0Id);
  return row ? { userId: row.user_id, version: row.version ?? '' } : { version: '' };
}

/**
 * The owner's list (GET /api/my/restaurant/order, their restaurant's paid orders not removed)
 * by their token's subject: the user record, the restaurant and the version in one query.
 */
export async function ownerListVersion(
  database: DatabaseHandle,
  auth0Id: string,
): Promise<ListVersion> {
  const statement = { name: 'owner_list_version', text: OWNER_VERSION };
  const row = await queryVersion(database, statement, auth0Id);
  if (!row) return { version: '' };
  return {
    userId: row.user_id,
    ...(row.restaurant_id ? { restaurantId: row.restaurant_id } : {}),
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
