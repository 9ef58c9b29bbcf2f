import { formatPrice } from '@/lib/money';

/** The Insights tab's texts. */
export const INSIGHTS_TEXTS = {
  tab: 'Insights',
  heading: 'Insights',
  loading: 'Loading...',
  failed: 'Failed to get insights',
  noRestaurant: 'Once your restaurant is set up under Manage Restaurant, its insights show here.',
  period: {
    legend: 'Period',
    today: 'Today',
    last7: 'Last 7 days',
    last30: 'Last 30 days',
    custom: 'Custom range',
    from: 'From',
    to: 'To',
    problems: {
      dates: 'Enter a start and an end date',
      range: ({ first, last }: { first: string; last: string }) =>
        `Choose dates from ${first} to ${last}`,
      order: 'The start date must not be after the end date',
      span: (days: number) => `Choose at most ${days} days`,
    },
    showing: (from: string, to: string, timeZone: string) =>
      from === to ? `${from} (${timeZone})` : `${from} to ${to} (${timeZone})`,
  },
  totals: {
    heading: 'Totals',
    paidOrders: 'Paid orders',
    grossSales: 'Gross sales',
    averageOrderValue: 'Average order value',
    previous: (value: string) => `Previous period: ${value}`,
    change: (percent: number) =>
      percent === 0
        ? 'Same as the previous period'
        : `${percent > 0 ? '+' : '−'}${Math.abs(percent)}% on the previous period`,
    noPrevious: 'Nothing in the previous period',
  },
  salesPerDay: {
    heading: 'Sales per day',
    summary: (total: string, days: number, best?: { date: string; sales: string }) =>
      best
        ? `${total} in gross sales over ${days} ${days === 1 ? 'day' : 'days'}; the best day was ${best.date} with ${best.sales}.`
        : `No paid orders over ${days} ${days === 1 ? 'day' : 'days'}.`,
    day: 'Day',
    orders: 'Paid orders',
    sales: 'Gross sales',
  },
  ordersByHour: {
    heading: 'Orders by hour',
    summary: (orders: number, busiest?: { hour: string; orders: number }) =>
      busiest
        ? `${orders} paid ${orders === 1 ? 'order' : 'orders'}; the busiest hour was ${busiest.hour} with ${busiest.orders}.`
        : 'No paid orders in this period.',
    hour: 'Hour',
    orders: 'Paid orders',
  },
  table: { show: 'Show table', hide: 'Hide table' },
  bestSellers: {
    heading: 'Best sellers',
    byQuantity: 'By quantity',
    bySales: 'By sales',
    sold: (quantity: number) => `${quantity} sold`,
    sales: (cents: number) => formatPrice(cents),
    none: 'No sales in this period.',
    unsold: 'No sales in this period',
    allSold: 'Every item on the menu sold at least once.',
  },
  csv: {
    download: 'Download CSV',
    downloading: 'Preparing CSV...',
    failed: 'Unable to download the CSV',
  },
} as const;

/** An hour of the day as a range: 19 → '19:00–20:00'. */
export const hourRange = (hour: number) =>
  `${String(hour).padStart(2, '0')}:00–${String((hour + 1) % 24).padStart(2, '0')}:00`;
