import type { Insights, InsightsQuery } from '@contract/insights';
import * as insightsPaths from '@contract/insights.paths';
import { api } from './api';
import { requestOf } from './route-path';

/** The owner's figures for a period, and its order lines as CSV text (docs/api.md). */
export const insightsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getInsights: build.query<Insights, InsightsQuery>({
      query: (period) => ({ ...requestOf(insightsPaths.getInsights), params: period }),
      // Orders keep coming in: a period asked for again is asked again.
      keepUnusedDataFor: 0,
    }),
    /** Text, for a download: not kept once the file is saved. */
    getInsightsCsv: build.query<string, InsightsQuery>({
      query: (period) => ({
        ...requestOf(insightsPaths.getInsightsCsv),
        params: period,
        responseHandler: (response) => response.text(),
      }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetInsightsQuery, useLazyGetInsightsCsvQuery } = insightsApi;
