import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthRoutes as routes } from '@contract/health.routes';
import type { AppDependencies } from '../dependencies';

/** GET /api/health: 200 when the API and its database answer. */
export const healthRoutes: FastifyPluginAsyncZod<AppDependencies> = async (app, { database }) => {
  app.route({
    ...routes.getHealth,
    handler: async (request, reply) => {
      try {
        await database.ping();
      } catch (error) {
        request.log.error({ err: error }, 'database ping failed');
        return reply.code(503).send({ message: 'Database unavailable' });
      }
      return { status: 'ok' as const };
    },
  });
};
