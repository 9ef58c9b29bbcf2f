import { http, HttpResponse, type RequestHandlerOptions } from 'msw';
import { addDays, daysInPeriod, type Insights } from '@contract/insights';
import { answering, type Reply } from '../answer';
import { apiUrl } from '../server';

const INSIGHTS = apiUrl('/api/my/restaurant/insights');

/** GET /api/my/restaurant/insights, whichever the period. */
export const getInsights = (reply: Reply, options?: RequestHandlerOptions) =>
  http.get(INSIGHTS, answering(reply), options);

/** GET /api/my/restaurant/insights.csv: `csv` as text/csv. */
export const getInsightsCsv = (csv: string, status = 200) =>
  http.get(`${INSIGHTS}.csv`, () =>
    status === 200
      ? new HttpResponse(csv, { status, headers: { 'content-type': 'text/csv; charset=utf-8' } })
      : HttpResponse.json({ message: 'Restaurant not found' }, { status }),
  );

/** The period a request asked for. */
export const periodAsked = (url: string) => {
  const params = new URL(url).searchParams;
  return { from: params.get('from') ?? '', to: params.get('to') ?? '' };
};

/**
 * Figures for the period: two orders on its last day, at 12:00 and 19:00 (Margherita ×3 and
 * Tiramisu ×1 in all); Garlic bread sold nothing. 4 orders the period before.
 */
export function insightsFor(from: string, to: string): Insights {
  const days = daysInPeriod(from, to);
  return {
    from,
    to,
    timeZone: 'Europe/London',
    totals: { paidOrders: 2, grossSales: 4850, netSales: 4850, averageOrderValue: 2425 },
    previous: {
      from: addDays(from, -days),
      to: addDays(from, -1),
      totals: { paidOrders: 4, grossSales: 9700, netSales: 9700, averageOrderValue: 2425 },
    },
    salesPerDay: Array.from({ length: days }, (_, i) => ({
      date: addDays(from, i),
      paidOrders: i === days - 1 ? 2 : 0,
      grossSales: i === days - 1 ? 4850 : 0,
    })),
    ordersByHour: Array.from({ length: 24 }, (_, hour) => ({
      hour,
      paidOrders: hour === 12 || hour === 19 ? 1 : 0,
    })),
    bestSellersByQuantity: [
      { menuItemId: 'a1', name: 'Margherita', quantity: 3, sales: 3750 },
      { menuItemId: 'a2', name: 'Tiramisu', quantity: 1, sales: 600 },
    ],
    bestSellersBySales: [
      { menuItemId: 'a1', name: 'Margherita', quantity: 3, sales: 3750 },
      { menuItemId: 'a2', name: 'Tiramisu', quantity: 1, sales: 600 },
    ],
    unsoldItems: [{ menuItemId: 'a3', name: 'Garlic bread' }],
  };
}

/** Answers each period with `insightsFor` it; `asked` collects the periods asked for. */
export const answerInsights = (asked: Array<{ from: string; to: string }> = []) =>
  http.get(INSIGHTS, ({ request }) => {
    const period = periodAsked(request.url);
    asked.push(period);
    return HttpResponse.json(insightsFor(period.from, period.to));
  });
