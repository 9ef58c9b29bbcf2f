import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { insightsCsvFileName } from '@contract/insights';
import { insightsRoutes as routes } from '@contract/insights.routes';
import { userOf } from '../auth/require-user';
import type { AppDependencies } from '../dependencies';
import { httpError } from '../plugins/errors.plugin';
import { insightsCsv } from './insights-csv';
import { findInsights, insightsScopeOf } from './insights.service';

const NOT_FOUND = 'Restaurant not found';

/** /api/my/restaurant/insights: the owner's figures for a period, and its lines as CSV. */
export const insightsApi: FastifyPluginAsyncZod<AppDependencies> = async (app, deps) => {
  const { database, requireUser } = deps;
  const db = database.db;

  app.route({
    ...routes.getInsights,
    preParsing: requireUser,
    handler: async (request, reply) => {
      const scope = await insightsScopeOf(db, userOf(request).id, request.query);
      if (!scope) throw httpError(404, NOT_FOUND);
      reply.header('cache-control', 'private, no-store');
      return findInsights(db, scope);
    },
  });

  app.route({
    ...routes.getInsightsCsv,
    preParsing: requireUser,
    handler: async (request, reply) => {
      const scope = await insightsScopeOf(db, userOf(request).id, request.query);
      if (!scope) throw httpError(404, NOT_FOUND);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${insightsCsvFileName(scope)}"`)
        .header('cache-control', 'private, no-store')
        .send(await insightsCsv(db, scope));
    },
  });
};
