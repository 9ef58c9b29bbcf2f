import type { InsightsTotals as Totals } from '@contract/insights';
import { formatPrice } from '@/lib/money';
import { TotalCard, TotalsGrid } from './insights.styles';
import { INSIGHTS_TEXTS } from './insights.texts';

const texts = INSIGHTS_TEXTS.totals;

const FIGURES = [
  { key: 'paidOrders', label: texts.paidOrders, format: String },
  { key: 'grossSales', label: texts.grossSales, format: formatPrice },
  { key: 'averageOrderValue', label: texts.averageOrderValue, format: formatPrice },
] as const;

/** The change from the previous period, as people say it. */
function changeOf(current: number, previous: number): string {
  if (previous === 0) return texts.noPrevious;
  return texts.change(Math.round(((current - previous) / previous) * 100));
}

/** Paid orders, gross sales and average order value, each against the previous period. */
export function InsightsTotals({ current, previous }: { current: Totals; previous: Totals }) {
  return (
    <section aria-labelledby="insights-totals">
      <h3 id="insights-totals">{texts.heading}</h3>
      <TotalsGrid>
        {FIGURES.map(({ key, label, format }) => (
          <TotalCard key={key}>
            <dt>{label}</dt>
            <dd>
              <strong>{format(current[key])}</strong>
              <span>{changeOf(current[key], previous[key])}</span>
              <span>{texts.previous(format(previous[key]))}</span>
            </dd>
          </TotalCard>
        ))}
      </TotalsGrid>
    </section>
  );
}
