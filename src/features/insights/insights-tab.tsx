import { useState } from 'react';
import type { InsightsQuery } from '@contract/insights';
import { useGetInsightsQuery } from '@/api/insights.api';
import { useGetMyRestaurantQuery } from '@/api/my-restaurant.api';
import { isNotFound } from '@/api/restaurant.api';
import { BestSellers } from './best-sellers';
import { CsvDownload } from './csv-download';
import { OrdersByHourChart, SalesPerDayChart } from './insights-charts';
import { periodOf, periodProblem, todayIn, type PeriodChoice } from './insights-period';
import { InsightsTotals } from './insights-totals';
import { ErrorText, Heading, Note, PeriodBar, Sections } from './insights.styles';
import { INSIGHTS_TEXTS } from './insights.texts';
import { PeriodPicker } from './period-picker';

const texts = INSIGHTS_TEXTS;

/**
 * The Insights tab of /manage-restaurant: for a period on the restaurant's clock, the totals
 * against the period before, sales per day, orders by hour, best sellers and unsold items, and
 * the period's order lines as CSV. Loaded with its charts only when the tab is first opened.
 */
export default function InsightsTab() {
  const { data: restaurant, error, isLoading } = useGetMyRestaurantQuery();
  if (isLoading) return <p role="status">{texts.loading}</p>;
  if (!restaurant && isNotFound(error)) return <Note>{texts.noRestaurant}</Note>;
  if (!restaurant) return <ErrorText role="alert">{texts.failed}</ErrorText>;
  return <RestaurantInsights timeZone={restaurant.timeZone} />;
}

function RestaurantInsights({ timeZone }: { timeZone: string }) {
  const today = todayIn(timeZone);
  const [choice, setChoice] = useState<PeriodChoice>('last7');
  const [custom, setCustom] = useState<InsightsQuery>(() =>
    periodOf('last7', today, { from: today, to: today }),
  );
  const period = periodOf(choice, today, custom);
  const problem = periodProblem(period);
  const { data, isFetching, isError } = useGetInsightsQuery(period, { skip: Boolean(problem) });

  return (
    <>
      <Heading>{texts.heading}</Heading>
      <PeriodBar>
        <PeriodPicker choice={choice} custom={custom} onChoice={setChoice} onCustom={setCustom} />
        {!problem && <CsvDownload period={period} />}
      </PeriodBar>
      {problem && <ErrorText role="alert">{problem}</ErrorText>}
      {!problem && isError && <ErrorText role="alert">{texts.failed}</ErrorText>}
      {!problem && !data && isFetching && <p role="status">{texts.loading}</p>}
      {!problem && data && (
        <Sections aria-busy={isFetching}>
          <p>{texts.period.showing(data.from, data.to, data.timeZone)}</p>
          <InsightsTotals current={data.totals} previous={data.previous.totals} />
          <SalesPerDayChart days={data.salesPerDay} />
          <OrdersByHourChart hours={data.ordersByHour} />
          <BestSellers insights={data} />
        </Sections>
      )}
    </>
  );
}
