import { z } from 'zod';
import { errorResponses } from './api-error';
import { defineRoute } from './api-route';

/** Whether the API and its database answer. */
export const healthRoutes = {
  getHealth: defineRoute({
    method: 'GET',
    url: '/api/health',
    schema: {
      summary: 'Whether the API and its database answer',
      tags: ['System'],
      response: {
        200: z
          .strictObject({ status: z.literal('ok') })
          .describe('The API and its database answer'),
        ...errorResponses(503),
      },
    },
  }),
};
