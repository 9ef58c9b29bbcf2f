import type { Insights } from '@contract/insights';
import { formatPrice } from '@/lib/money';
import { ChartFigure } from './chart-figure';
import { shortDate } from './insights-period';
import { hourRange, INSIGHTS_TEXTS } from './insights.texts';

/** Sales per day as bars, its best day in a sentence. */
export function SalesPerDayChart({ days }: { days: Insights['salesPerDay'] }) {
  const texts = INSIGHTS_TEXTS.salesPerDay;
  const total = days.reduce((sum, day) => sum + day.grossSales, 0);
  const best = days.reduce<Insights['salesPerDay'][number] | undefined>(
    (top, day) => (day.grossSales > (top?.grossSales ?? 0) ? day : top),
    undefined,
  );
  const summary = texts.summary(
    formatPrice(total),
    days.length,
    best && { date: shortDate(best.date), sales: formatPrice(best.grossSales) },
  );
  return (
    <ChartFigure
      title={texts.heading}
      summary={summary}
      data={days.map((day) => ({
        key: day.date,
        label: shortDate(day.date),
        value: day.grossSales,
      }))}
      labelWidth={52}
      formatValue={formatPrice}
      columns={[texts.day, texts.orders, texts.sales]}
      rows={days.map((day) => [shortDate(day.date), day.paidOrders, formatPrice(day.grossSales)])}
    />
  );
}

/** Paid orders per hour of the day, its busiest hour in a sentence. */
export function OrdersByHourChart({ hours }: { hours: Insights['ordersByHour'] }) {
  const texts = INSIGHTS_TEXTS.ordersByHour;
  const total = hours.reduce((sum, hour) => sum + hour.paidOrders, 0);
  const busiest = hours.reduce<Insights['ordersByHour'][number] | undefined>(
    (top, hour) => (hour.paidOrders > (top?.paidOrders ?? 0) ? hour : top),
    undefined,
  );
  const summary = texts.summary(
    total,
    busiest && { hour: hourRange(busiest.hour), orders: busiest.paidOrders },
  );
  return (
    <ChartFigure
      title={texts.heading}
      summary={summary}
      data={hours.map(({ hour, paidOrders }) => ({
        key: String(hour),
        label: String(hour).padStart(2, '0'),
        value: paidOrders,
      }))}
      labelWidth={28}
      formatValue={String}
      columns={[texts.hour, texts.orders]}
      rows={hours.map(({ hour, paidOrders }) => [hourRange(hour), paidOrders])}
    />
  );
}
