import { z } from 'zod';
import { errorResponses } from './api-error';
import { defineRoute } from './api-route';
import * as healthPaths from './health.paths';

/** Whether the API and its database answer. */
export const healthRoutes = {
  getHealth: defineRoute({
    ...healthPaths.getHealth,
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
