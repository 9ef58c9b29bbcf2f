import { lazy, Suspense } from 'react';
import { INSIGHTS_TEXTS } from './insights.texts';

const InsightsTab = lazy(() => import(/* webpackChunkName: "insights-tab" */ './insights-tab'));

/** The Insights tab, its code and charting library fetched only when it is first shown. */
export function LazyInsightsTab() {
  return (
    <Suspense fallback={<p role="status">{INSIGHTS_TEXTS.loading}</p>}>
      <InsightsTab />
    </Suspense>
  );
}
