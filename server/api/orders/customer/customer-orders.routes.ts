import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderRoutes } from '@contract/order.routes';
import { userOf } from '../../auth/require-user';
import type { AppDependencies } from '../../dependencies';
import { conditionalGet } from '../../http/etag';
import { toOrderJson } from '../order-json';
import { findCustomerOrders } from '../order-query.service';

/**
 * GET /api/order: the caller's orders, newest first, with the restaurant summary. Polled every
 * 5 s, so it answers an ETag and 304 when nothing changed.
 */
export const customerOrderRoutes: FastifyPluginAsyncZod<AppDependencies> = async (app, deps) => {
  const { database, requireUser, config } = deps;

  app.route({
    ...orderRoutes.getMyOrders,
    preParsing: requireUser,
    onSend: conditionalGet,
    handler: async (request) => {
      const rows = await findCustomerOrders(database.db, userOf(request).id);
      return rows.map((row) => toOrderJson(row, config.apiBaseUrl));
    },
  });
};
