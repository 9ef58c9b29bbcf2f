import { z } from 'zod';
import { errorResponses } from './api-error';
import { BEARER_SECURITY, defineRoute } from './api-route';
import * as insightsPaths from './insights.paths';
import { insightsQuerySchema, insightsSchema } from './insights';

const security = BEARER_SECURITY;
const counted =
  "Paid orders only, removed ones included; days are the restaurant's time zone's. " +
  'A period over 366 days, or one that ends before it starts, is a 400.';

const csvText = z.string().meta({
  example:
    'date,order reference,item,quantity,unit price,line total\r\n' +
    '2026-03-14 12:41,#E1F2A3B4,Margherita,2,12.50,25.00\r\n',
});

/** The owner's figures for a period, and its order lines as CSV. */
export const insightsRoutes = {
  getInsights: defineRoute({
    ...insightsPaths.getInsights,
    schema: {
      summary: "Your restaurant's sales, busy hours and best sellers for a period",
      description: `${counted} The totals come with those of the period just before.`,
      tags: ['My restaurant'],
      security,
      querystring: insightsQuerySchema,
      response: {
        200: insightsSchema.describe('The figures'),
        ...errorResponses(400, 401, 404, 503),
      },
    },
  }),
  getInsightsCsv: defineRoute({
    ...insightsPaths.getInsightsCsv,
    schema: {
      summary: "Your restaurant's order lines for a period, as CSV",
      description:
        `${counted} One row per order line, oldest first: local date and time, order ` +
        'reference, item, quantity, unit price and line total (dollars). Sent as an attachment.',
      tags: ['My restaurant'],
      security,
      querystring: insightsQuerySchema,
      response: {
        200: {
          description: 'The order lines, RFC 4180 CSV with a header row',
          content: { 'text/csv': { schema: csvText } },
        },
        ...errorResponses(400, 401, 404, 503),
      },
    },
  }),
};
