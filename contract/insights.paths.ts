/**
 * Where the owner's figures live: method and URL, each under the name of its route in
 * insights.routes.ts, which declares the rest. Free of zod; imported as a namespace
 * (`import * as insightsPaths`), so that a page's bundle keeps only the paths it uses.
 */

export const getInsights = { method: 'GET', url: '/api/my/restaurant/insights' } as const;
export const getInsightsCsv = { method: 'GET', url: '/api/my/restaurant/insights.csv' } as const;
