import { sql } from 'drizzle-orm';
import type { Database } from '@server/db/database';

export const ORDER_COUNT = 100_000;
const RESTAURANT_COUNT = 60;
/** The measured restaurant: a busy one, 10,000 orders over the year (27 a day). */
export const BUSY_ORDERS = 10_000;
const MENU_SIZE = 12;
const DAYS = 365;
const TIME_ZONE = 'Europe/London';
/** Every row points at this one image; the benchmark never fetches images. */
const PLACEHOLDER_IMAGE_KEY = '00000000-0000-4000-8000-000000000000';

/** The measured restaurant's id (restaurant 1). */
export const BUSY_RESTAURANT_ID = sql`md5('r1')::uuid`;

/** A number in [0, 1) from `seed`, the same on every run. */
const hashed = (seed: string) =>
  `(('x' || substr(md5(${seed}), 1, 8))::bit(32)::bigint / 4294967296.0)`;

/**
 * Inserts 60 restaurants with 12 menu items each and 100,000 orders with 1 to 4 lines over the
 * 365 days before `now`'s day (London time), at lunch and dinner mostly; restaurant 1 has 10,000 of them, and one in
 * ten orders is unpaid. Set-based SQL, values hashed from row numbers: two runs build the same
 * tables. Then VACUUM ANALYZE, so the planner has statistics and index-only scans skip the heap.
 */
export async function loadInsightsData(db: Database, now: Date): Promise<void> {
  await db.execute(sql`insert into users (id, auth0_id, email)
    select md5('u' || n)::uuid, 'bench|' || n, 'bench-' || n || '@bench.test'
    from generate_series(1, ${RESTAURANT_COUNT + 1}::int) as n`);
  await db.execute(sql`insert into restaurants (id, owner_id, restaurant_name, city, country,
      delivery_price, estimated_delivery_time, cuisines, image_key)
    select md5('r' || n)::uuid, md5('u' || n)::uuid, 'Bench ' || n, 'London', 'United Kingdom',
      250, 30, array['Pizza']::text[], ${PLACEHOLDER_IMAGE_KEY}
    from generate_series(1, ${RESTAURANT_COUNT}::int) as n`);
  await db.execute(sql`insert into menu_items (id, restaurant_id, name, price, position)
    select md5('m' || r || '-' || i)::uuid, md5('r' || r)::uuid, 'Dish ' || i, 500 + i * 75, i
    from generate_series(1, ${RESTAURANT_COUNT}::int) as r, generate_series(0, ${MENU_SIZE - 1}::int) as i`);
  const customer = `md5('u' || ${RESTAURANT_COUNT + 1})::uuid`;
  const restaurant = `case when n <= ${BUSY_ORDERS} then 1 else 2 + n % ${RESTAURANT_COUNT - 1} end`;
  // Lunch (11:30-14:00) or dinner (17:30-22:00), mostly; a few at any hour.
  const minute = `case when ${hashed("'h' || n")} < 0.4 then 690 + floor(${hashed("'m' || n")} * 150)
    when ${hashed("'h' || n")} < 0.9 then 1050 + floor(${hashed("'m' || n")} * 270)
    else floor(${hashed("'m' || n")} * 1440) end`;
  await db.execute(
    sql.raw(`insert into orders (id, user_id, restaurant_id, status, delivery_name,
      delivery_address_line1, delivery_city, delivery_country, delivery_email, total_amount,
      amount_paid, created_at, updated_at)
    select md5('o' || n)::uuid, ${customer}, md5('r' || (${restaurant}))::uuid,
      case when n % 10 = 0 then 'placed' else 'delivered' end, 'Bench', '1 Road', 'London',
      'United Kingdom', 'bench@bench.test', 2000, case when n % 10 = 0 then null else 2000 end,
      at, at
    from (select n, (date_trunc('day', '${now.toISOString()}'::timestamptz at time zone '${TIME_ZONE}')
        - make_interval(days => 1 + floor(${hashed("'d' || n")} * ${DAYS})::int)
        + make_interval(mins => (${minute})::int)) at time zone '${TIME_ZONE}' as at
      from generate_series(1, ${ORDER_COUNT}) as n) as generated`),
  );
  await db.execute(
    sql.raw(`insert into order_items (order_id, menu_item_id, name, quantity, unit_price, position)
    select o.id, md5('m' || r.n || '-' || i.item)::uuid, 'Dish ' || i.item, 1 + p % 3,
      500 + i.item * 75, p
    from orders o
    join (select n, md5('r' || n)::uuid as id from generate_series(1, ${RESTAURANT_COUNT}) as n) r
      on r.id = o.restaurant_id
    cross join lateral generate_series(0, floor(${hashed('o.id::text')} * 4)::int) as p
    cross join lateral (select floor(${hashed('o.id::text || p')} * ${MENU_SIZE})::int as item) i`),
  );
  await db.execute(sql`vacuum analyze`);
}
