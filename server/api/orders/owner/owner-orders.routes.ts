import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ORDER_MESSAGES } from '@contract/order';
import { orderRoutes } from '@contract/order.routes';
import { identityOf } from '../../auth/authenticate';
import { userOf } from '../../auth/require-user';
import type { AppDependencies } from '../../dependencies';
import { answerUnchanged } from '../../http/etag';
import { httpError } from '../../plugins/errors.plugin';
import { listEtag, ownerListVersion } from '../list-version';
import { toOrderJson } from '../order-json';
import { findOrderWithDetails, findOwnerOrders } from '../order-query.service';
import { archiveOrder, findOwnedOrder, setOrderStatus } from './owner-order.service';

/**
 * The owner's handling of their restaurant's orders (docs/api.md): the list of paid orders not
 * yet removed, any status change, and removal from the list. The list is polled every 5 s: its
 * version (list-version.ts, one small query that also finds the user and the restaurant) answers
 * 304 when the page holds it already, and the orders are loaded only otherwise.
 */
export const ownerOrderRoutes: FastifyPluginAsyncZod<AppDependencies> = async (app, deps) => {
  const { database, requireUser, config } = deps;
  const db = database.db;

  app.route({
    ...orderRoutes.getMyRestaurantOrders,
    handler: async (request, reply) => {
      // Read before the orders: a change committed in between makes the next poll a 200 again.
      const at = await ownerListVersion(database, identityOf(request).sub);
      if (!at.userId) throw httpError(404, 'User not found');
      if (!at.restaurantId) throw httpError(404, 'Restaurant not found');
      if (answerUnchanged(request, reply, listEtag('owner', config.apiBaseUrl, at))) {
        return reply.send(undefined);
      }
      const rows = await findOwnerOrders(db, at.restaurantId);
      return rows.map((row) => toOrderJson(row, config.apiBaseUrl));
    },
  });

  app.route({
    ...orderRoutes.updateOrderStatus,
    preParsing: requireUser,
    handler: async (request) => {
      const { orderId } = request.params;
      await setOrderStatus(db, userOf(request).id, orderId, request.body.status);
      const updated = await findOrderWithDetails(db, orderId);
      if (!updated) throw httpError(404, ORDER_MESSAGES.notFound);
      return toOrderJson(updated, config.apiBaseUrl);
    },
  });

  app.route({
    ...orderRoutes.removeOrder,
    preParsing: requireUser,
    handler: async (request) => {
      const order = await findOwnedOrder(db, userOf(request).id, request.params.orderId);
      await archiveOrder(db, order.id);
      return { message: ORDER_MESSAGES.removed };
    },
  });
};
