import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { encodePastOrdersCursor, pastOrderRoutes } from '@contract/past-orders.routes';
import { userOf } from '../../auth/require-user';
import type { AppDependencies } from '../../dependencies';
import { toOrderJson } from '../order-json';
import { findPastOrders } from './past-orders.service';

/**
 * GET /api/order/past: the caller's delivered orders, a page at a time. Not polled: the web app
 * reads it again when one of its live orders is delivered.
 */
export const customerPastOrderRoutes: FastifyPluginAsyncZod<AppDependencies> = async (
  app,
  deps,
) => {
  const { database, requireUser, config } = deps;

  app.route({
    ...pastOrderRoutes.getPastOrders,
    preParsing: requireUser,
    handler: async (request) => {
      const { rows, next } = await findPastOrders(
        database.db,
        userOf(request).id,
        request.query.before,
      );
      return {
        orders: rows.map((row) => toOrderJson(row, config.apiBaseUrl)),
        nextCursor: next ? encodePastOrdersCursor(next) : null,
      };
    },
  });
};
