import type { FastifyPluginAsync } from 'fastify';
import type { ApiError } from '@contract/api-error';
import type { AppDependencies } from '../dependencies';
import { errorResponseSchema } from '../plugins/errors.plugin';

const schema = {
  response: {
    200: {
      type: 'object',
      properties: { status: { type: 'string', const: 'ok' } },
      required: ['status'],
    },
    503: errorResponseSchema,
  },
} as const;

/** GET /api/health: 200 when the API and its database answer. */
export const healthRoutes: FastifyPluginAsync<AppDependencies> = async (app, { database }) => {
  app.get('/api/health', { schema }, async (request, reply) => {
    try {
      await database.ping();
    } catch (error) {
      request.log.error({ err: error }, 'database ping failed');
      return reply.code(503).send({ message: 'Database unavailable' } satisfies ApiError);
    }
    return { status: 'ok' as const };
  });
};
