import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderRoutes } from '@contract/order.routes';
import { identityOf } from '../../auth/authenticate';
import type { AppDependencies } from '../../dependencies';
import { answerUnchanged } from '../../http/etag';
import { httpError } from '../../plugins/errors.plugin';
import { customerListVersion, listEtag } from '../list-version';
import { toOrderJson } from '../order-json';
import { findCustomerOrders } from '../order-query.service';

/**
 * GET /api/order: the caller's orders, newest first, with the restaurant summary. Polled every
 * 5 s, so it answers an ETag and 304 when nothing changed: the caller's user record and the
 * list's version come from one small query (list-version.ts), and the orders are loaded only
 * when the page does not hold them yet.
 */
export const customerOrderRoutes: FastifyPluginAsyncZod<AppDependencies> = async (app, deps) => {
  const { database, config } = deps;

  app.route({
    ...orderRoutes.getMyOrders,
    handler: async (request, reply) => {
      // Read before the orders: a change committed in between makes the next poll a 200 again.
      const at = await customerListVersion(database, identityOf(request).sub);
      if (!at.userId) throw httpError(404, 'User not found');
      if (answerUnchanged(request, reply, listEtag('customer', config.apiBaseUrl, at))) {
        return reply.send(undefined);
      }
      const rows = await findCustomerOrders(database.db, at.userId);
      return rows.map((row) => toOrderJson(row, config.apiBaseUrl));
    },
  });
};
