import { sql, type SQL } from 'drizzle-orm';
import { BEST_SELLERS } from '@contract/insights';

/** Whose orders, over which whole local days (`to` included), on which clock. */
export interface InsightsScope {
  restaurantId: string;
  from: string;
  to: string;
  timeZone: string;
}

/** The first instant of a local day, as a timestamptz. */
const startOf = (date: string, timeZone: string) =>
  sql`((${date}::date)::timestamp at time zone ${timeZone})`;

const endOf = (date: string, timeZone: string) =>
  sql`((${date}::date + 1)::timestamp at time zone ${timeZone})`;

/**
 * The paid orders of the scope, as the partial index orders_paid_restaurant_created_at_idx
 * serves them: its predicate (amount_paid is not null) appears word for word. Removed
 * (archived) orders count: removal only takes an order off the owner's list.
 */
function paidIn({ restaurantId, from, to, timeZone }: InsightsScope, alias = 'o'): SQL {
  const o = sql.raw(alias);
  return sql`${o}.restaurant_id = ${restaurantId} and ${o}.amount_paid is not null
    and ${o}.created_at >= ${startOf(from, timeZone)} and ${o}.created_at < ${endOf(to, timeZone)}`;
}

const localTime = (timeZone: string) => sql`(o.created_at at time zone ${timeZone})`;

/**
 * The scope's paid orders (o) with their lines (oi). The lines are probed per order through
 * order_items_order_id_sales_idx: `offset 0` keeps the planner from flattening the lateral
 * subquery into a hash join over the whole order_items table, which it prefers on its default
 * costs although the probes are faster (docs/performance.md, "Insights"). The figures read only
 * the index's columns (an index-only scan); the choices, outside it, are read for the CSV alone.
 */
function paidLines(scope: InsightsScope, withChoices = false): SQL {
  const choices = withChoices ? sql`, i.choices` : sql``;
  return sql`from orders o cross join lateral (
      select i.position, i.menu_item_id, i.quantity, i.unit_price, i.name${choices}
      from order_items i where i.order_id = o.id offset 0) oi
    where ${paidIn(scope)}`;
}

/**
 * Totals of the scope and of `previousFrom` up to the scope's start, in one pass over the index:
 * paid orders, gross sales (what was paid) and the average, in cents.
 */
export function totalsStatement(scope: InsightsScope, previousFrom: string): SQL {
  const start = startOf(scope.from, scope.timeZone);
  const current = sql`o.created_at >= ${start}`;
  const previous = sql`o.created_at < ${start}`;
  const both = { ...scope, from: previousFrom };
  return sql`select
      count(*) filter (where ${current})::int as paid_orders,
      coalesce(sum(o.amount_paid) filter (where ${current}), 0)::bigint as gross_sales,
      coalesce(round(avg(o.amount_paid) filter (where ${current})), 0)::bigint as average,
      count(*) filter (where ${previous})::int as previous_paid_orders,
      coalesce(sum(o.amount_paid) filter (where ${previous}), 0)::bigint as previous_gross_sales,
      coalesce(round(avg(o.amount_paid) filter (where ${previous})), 0)::bigint as previous_average
    from orders o where ${paidIn(both)}`;
}

/**
 * What was refunded of the scope's paid orders and of `previousFrom`'s up to the scope's start,
 * for net sales: every refund, whatever its status (a pending or failed one is still paid back).
 * The orders come through the insights index as in the totals, each probing its refunds through
 * order_refunds_order_id_idx (`offset 0`, as in paidLines: refunds are few, and a hash join
 * would read them all).
 */
export function refundsStatement(scope: InsightsScope, previousFrom: string): SQL {
  const start = startOf(scope.from, scope.timeZone);
  const both = { ...scope, from: previousFrom };
  return sql`select
      coalesce(sum(r.amount) filter (where o.created_at >= ${start}), 0)::bigint as refunds,
      coalesce(sum(r.amount) filter (where o.created_at < ${start}), 0)::bigint as previous_refunds
    from orders o cross join lateral (
      select r.amount from order_refunds r where r.order_id = o.id offset 0) r
    where ${paidIn(both)}`;
}

/** Paid orders and gross sales per local day that has any. */
export function salesPerDayStatement(scope: InsightsScope): SQL {
  return sql`select to_char(${localTime(scope.timeZone)}, 'YYYY-MM-DD') as day,
      count(*)::int as paid_orders, sum(o.amount_paid)::bigint as gross_sales
    from orders o where ${paidIn(scope)} group by 1 order by 1`;
}

/** Paid orders per local hour of the day (0–23) that has any, summed over the days. */
export function ordersByHourStatement(scope: InsightsScope): SQL {
  return sql`select extract(hour from ${localTime(scope.timeZone)})::int as hour,
      count(*)::int as paid_orders
    from orders o where ${paidIn(scope)} group by 1 order by 1`;
}

/**
 * The best sellers by `rank`: per menu item, the quantity and sales (quantity times unit price)
 * of its lines, under the name it was last sold by.
 */
export function bestSellersStatement(scope: InsightsScope, rank: 'quantity' | 'sales'): SQL {
  const order = sql.raw(
    rank === 'quantity' ? 'quantity desc, sales desc' : 'sales desc, quantity desc',
  );
  return sql`select oi.menu_item_id as menu_item_id,
      (array_agg(oi.name order by o.created_at desc))[1] as name,
      sum(oi.quantity)::int as quantity, sum(oi.quantity * oi.unit_price)::bigint as sales
    ${paidLines(scope)}
    group by oi.menu_item_id order by ${order}, name limit ${BEST_SELLERS}`;
}

/**
 * The restaurant's menu items, in menu order, that no paid line of the scope sold (`not in` a
 * hashed list of what sold: menu_item_id is never null).
 */
export function unsoldItemsStatement(scope: InsightsScope): SQL {
  return sql`select mi.id as menu_item_id, mi.name as name from menu_items mi
    where mi.restaurant_id = ${scope.restaurantId}
      and mi.id not in (select oi.menu_item_id ${paidLines(scope)})
    order by mi.position`;
}

/** Every paid line of the scope, oldest order first, lines in their order. */
export function orderLinesStatement(scope: InsightsScope): SQL {
  return sql`select to_char(${localTime(scope.timeZone)}, 'YYYY-MM-DD HH24:MI') as placed_at,
      o.id as order_id, oi.name as name, oi.quantity as quantity, oi.unit_price as unit_price,
      oi.choices as choices
    ${paidLines(scope, true)}
    order by o.created_at, o.id, oi.position`;
}
