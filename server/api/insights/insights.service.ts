import { eq } from 'drizzle-orm';
import {
  addDays,
  daysInPeriod,
  type Insights,
  type InsightsQuery,
  type InsightsTotals,
  type ItemSales,
} from '@contract/insights';
import type { Database } from '@server/db/database';
import { restaurants } from '@server/db/schema';
import {
  bestSellersStatement,
  ordersByHourStatement,
  refundsStatement,
  salesPerDayStatement,
  totalsStatement,
  unsoldItemsStatement,
  type InsightsScope,
} from './insights.sql';

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/** The scope of the owner's restaurant for a period, or undefined when they have none. */
export async function insightsScopeOf(
  db: Database,
  ownerId: string,
  { from, to }: InsightsQuery,
): Promise<InsightsScope | undefined> {
  const [row] = await db
    .select({ id: restaurants.id, timeZone: restaurants.timeZone })
    .from(restaurants)
    .where(eq(restaurants.ownerId, ownerId))
    .limit(1);
  return row && { restaurantId: row.id, timeZone: row.timeZone, from, to };
}

/** The period of the same length that ends the day before `scope` starts. */
export function previousPeriod({ from, to }: Pick<InsightsScope, 'from' | 'to'>) {
  return { from: addDays(from, -daysInPeriod(from, to)), to: addDays(from, -1) };
}

const totals = (
  orders: unknown,
  sales: unknown,
  refunds: unknown,
  average: unknown,
): InsightsTotals => ({
  paidOrders: Number(orders),
  grossSales: Number(sales),
  netSales: Number(sales) - Number(refunds),
  averageOrderValue: Number(average),
});

type Row = Record<string, unknown>;

const toItemSales = (row: Row): ItemSales => ({
  menuItemId: String(row.menu_item_id),
  name: String(row.name),
  quantity: Number(row.quantity),
  sales: Number(row.sales),
});

/**
 * The figures of the insights, each worked out by its own aggregate query; days and hours
 * without orders are filled in here with zeros.
 */
export async function findInsights(db: Database, scope: InsightsScope): Promise<Insights> {
  const previous = previousPeriod(scope);
  const rowsOf = async (statement: Parameters<Database['execute']>[0]) =>
    (await db.execute<Row>(statement)).rows;
  const [[sums], [refunds], days, hours, byQuantity, bySales, unsold] = await Promise.all([
    rowsOf(totalsStatement(scope, previous.from)),
    rowsOf(refundsStatement(scope, previous.from)),
    rowsOf(salesPerDayStatement(scope)),
    rowsOf(ordersByHourStatement(scope)),
    rowsOf(bestSellersStatement(scope, 'quantity')),
    rowsOf(bestSellersStatement(scope, 'sales')),
    rowsOf(unsoldItemsStatement(scope)),
  ]);
  const perDay = new Map(days.map((row) => [String(row.day), row]));
  const perHour = new Map(hours.map((row) => [Number(row.hour), Number(row.paid_orders)]));
  return {
    from: scope.from,
    to: scope.to,
    timeZone: scope.timeZone,
    totals: totals(sums.paid_orders, sums.gross_sales, refunds.refunds, sums.average),
    previous: {
      ...previous,
      totals: totals(
        sums.previous_paid_orders,
        sums.previous_gross_sales,
        refunds.previous_refunds,
        sums.previous_average,
      ),
    },
    salesPerDay: Array.from({ length: daysInPeriod(scope.from, scope.to) }, (_, index) => {
      const date = addDays(scope.from, index);
      const row = perDay.get(date);
      return {
        date,
        paidOrders: Number(row?.paid_orders ?? 0),
        grossSales: Number(row?.gross_sales ?? 0),
      };
    }),
    ordersByHour: HOURS.map((hour) => ({ hour, paidOrders: perHour.get(hour) ?? 0 })),
    bestSellersByQuantity: byQuantity.map(toItemSales),
    bestSellersBySales: bySales.map(toItemSales),
    unsoldItems: unsold.map((row) => ({
      menuItemId: String(row.menu_item_id),
      name: String(row.name),
    })),
  };
}
