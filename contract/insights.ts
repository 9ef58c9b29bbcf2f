import { z } from 'zod';

/** The longest period the insights answer, in days (a leap year). */
export const MAX_INSIGHTS_DAYS = 366;

/**
 * The days the insights can be asked about. Orders on the marketplace start long after the first
 * and end long before the last; the bound keeps the period before `from`, which the answer
 * compares with, inside the calendar the database knows (it has no year 0).
 */
export const INSIGHTS_DATE_RANGE = { first: '2000-01-01', last: '2099-12-31' } as const;

/** What a period the insights cannot answer is refused with, after the field name. */
export const INSIGHTS_MESSAGES = {
  date: 'must be a date such as 2026-03-14',
  range: `must be a date from ${INSIGHTS_DATE_RANGE.first} to ${INSIGHTS_DATE_RANGE.last}`,
  order: 'must not be after to',
  span: `the period must be at most ${MAX_INSIGHTS_DAYS} days`,
} as const;

const DAY_MS = 86_400_000;
const DATE = /^\d{4}-\d\d-\d\d$/;

/** A real calendar date, e.g. 2026-03-14 (no 31 June, no year 0: PostgreSQL has none). */
export function isCalendarDate(text: string): boolean {
  if (!DATE.test(text) || text.startsWith('0000')) return false;
  const parsed = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(text);
}

/** Days from `from` to `to`, both included: 2026-03-01 to 2026-03-07 is 7. */
export function daysInPeriod(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** `date` moved by `days` (negative: back): addDays('2026-03-01', -1) is '2026-02-28'. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

const inDateRange = (date: string) =>
  date >= INSIGHTS_DATE_RANGE.first && date <= INSIGHTS_DATE_RANGE.last;

/** A calendar date the insights can be asked about (INSIGHTS_DATE_RANGE). */
export const isInsightsDate = (date: string) => isCalendarDate(date) && inDateRange(date);

const calendarDate = z
  .string()
  .refine(isCalendarDate, INSIGHTS_MESSAGES.date)
  .refine(inDateRange, INSIGHTS_MESSAGES.range)
  .meta({ format: 'date', example: '2026-03-14' });

/**
 * The period asked about: whole days in the restaurant's time zone, `from` and `to` included,
 * at most 366 days.
 */
export const insightsQuerySchema = z
  .object({
    from: calendarDate.describe("First day, in the restaurant's time zone"),
    to: calendarDate.describe("Last day, included, in the restaurant's time zone"),
  })
  .superRefine(({ from, to }, context) => {
    if (!isInsightsDate(from) || !isInsightsDate(to)) return;
    if (from > to)
      context.addIssue({ code: 'custom', path: ['from'], message: INSIGHTS_MESSAGES.order });
    else if (daysInPeriod(from, to) > MAX_INSIGHTS_DAYS)
      context.addIssue({ code: 'custom', path: ['to'], message: INSIGHTS_MESSAGES.span });
  });

export type InsightsQuery = z.infer<typeof insightsQuerySchema>;

const cents = (description: string) => z.number().int().describe(description);
const day = z.string().meta({ format: 'date', example: '2026-03-14' });

/** Paid orders, what they brought in and their average, over one period. */
export const insightsTotalsSchema = z.object({
  paidOrders: z.number().int().describe('Paid orders placed in the period'),
  grossSales: cents('What those orders were paid, delivery included, in cents'),
  netSales: cents(
    'Gross sales less every refund of those orders (pending ones included: they are paid back), in cents',
  ),
  averageOrderValue: cents('Gross sales per paid order, in cents (0 without orders)'),
});

/** One menu item's sales over the period. */
export const itemSalesSchema = z.object({
  menuItemId: z.string(),
  name: z.string().describe('The name it was sold under'),
  quantity: z.number().int(),
  sales: cents('Quantity times unit price, in cents'),
});

/** The owner's figures for a period (docs/api.md). Money in cents. */
export const insightsSchema = z
  .object({
    from: day,
    to: day,
    timeZone: z.string().meta({ example: 'Europe/London' }),
    totals: insightsTotalsSchema,
    previous: z
      .object({ from: day, to: day, totals: insightsTotalsSchema })
      .describe('The same figures for the period of the same length just before'),
    salesPerDay: z
      .array(z.object({ date: day, paidOrders: z.number().int(), grossSales: cents('In cents') }))
      .describe('Every day of the period, oldest first, days without orders included'),
    ordersByHour: z
      .array(z.object({ hour: z.number().int().min(0).max(23), paidOrders: z.number().int() }))
      .describe('Hours 0 to 23 of the local day, summed over the period'),
    bestSellersByQuantity: z.array(itemSalesSchema).describe('At most 5, most sold first'),
    bestSellersBySales: z.array(itemSalesSchema).describe('At most 5, highest sales first'),
    unsoldItems: z
      .array(z.object({ menuItemId: z.string(), name: z.string() }))
      .describe('Items on the menu now that sold nothing in the period, in menu order'),
  })
  .meta({ id: 'Insights' });

export type Insights = z.infer<typeof insightsSchema>;
export type InsightsTotals = z.infer<typeof insightsTotalsSchema>;
export type ItemSales = z.infer<typeof itemSalesSchema>;

/** How many best sellers each list holds. */
export const BEST_SELLERS = 5;

/** The columns of the insights CSV, one row per order line. */
export const INSIGHTS_CSV_COLUMNS = [
  'date',
  'order reference',
  'item',
  'quantity',
  'unit price',
  'line total',
  'choices',
] as const;

/** The CSV's file name for a period: insights-2026-03-01-to-2026-03-07.csv. */
export const insightsCsvFileName = ({ from, to }: InsightsQuery) => `insights-${from}-to-${to}.csv`;
