import { previousPeriod } from '@server/api/insights/insights.service';
import {
  bestSellersStatement,
  orderLinesStatement,
  ordersByHourStatement,
  refundsStatement,
  salesPerDayStatement,
  totalsStatement,
  unsoldItemsStatement,
  type InsightsScope,
} from '@server/api/insights/insights.sql';

/** Every figure's statement for a scope, by name. */
export function figureStatements(scope: InsightsScope) {
  return {
    totals: totalsStatement(scope, previousPeriod(scope).from),
    refunds: refundsStatement(scope, previousPeriod(scope).from),
    'sales per day': salesPerDayStatement(scope),
    'orders by hour': ordersByHourStatement(scope),
    'best sellers (quantity)': bestSellersStatement(scope, 'quantity'),
    'best sellers (sales)': bestSellersStatement(scope, 'sales'),
    'unsold items': unsoldItemsStatement(scope),
    'CSV lines': orderLinesStatement(scope),
  };
}
