import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ORDER_MESSAGES } from '@contract/order';
import { orderRoutes } from '@contract/order.routes';
import { userOf } from '../../auth/require-user';
import type { AppDependencies } from '../../dependencies';
import { conditionalGet } from '../../http/etag';
import { httpError } from '../../plugins/errors.plugin';
import { toOrderJson } from '../order-json';
import {
  findOrderWithDetails,
  findOwnerOrders,
  findRestaurantIdOfOwner,
} from '../order-query.service';
import { archiveOrder, findOwnedOrder, setOrderStatus } from './owner-order.service';

/**
 * The owner's handling of their restaurant's orders (docs/api.md): the list of paid orders not
 * yet removed, any status change, and removal from the list.
 */
export const ownerOrderRoutes: FastifyPluginAsyncZod<AppDependencies> = async (app, deps) => {
  const { database, requireUser, config } = deps;
  const db = database.db;

  app.route({
    ...orderRoutes.getMyRestaurantOrders,
    preParsing: requireUser,
    onSend: conditionalGet,
    handler: async (request) => {
      const restaurantId = await findRestaurantIdOfOwner(db, userOf(request).id);
      if (!restaurantId) throw httpError(404, 'Restaurant not found');
      const rows = await findOwnerOrders(db, restaurantId);
      return rows.map((row) => toOrderJson(row, config.apiBaseUrl));
    },
  });

  app.route({
    ...orderRoutes.updateOrderStatus,
    preParsing: requireUser,
    handler: async (request) => {
      const order = await findOwnedOrder(db, userOf(request).id, request.params.orderId);
      await setOrderStatus(db, order.id, request.body.status);
      const updated = await findOrderWithDetails(db, order.id);
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
