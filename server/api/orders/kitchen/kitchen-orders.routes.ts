import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ORDER_MESSAGES } from '@contract/order';
import { kitchenRoutes } from '@contract/kitchen.routes';
import { userOf } from '../../auth/require-user';
import { httpError } from '../../plugins/errors.plugin';
import type { OrderApiDependencies } from '../order-api-dependencies';
import { toOrderJson } from '../order-json';
import { findOrderWithDetails } from '../order-query.service';
import { acceptOrder, cancelOrder, delayOrder, rejectOrder } from './kitchen-order.service';

/**
 * The kitchen's answers to an order (docs/api.md): accept with a time, running late, reject or
 * cancel with a refund. Each is one transaction with the order locked; the orders trigger tells
 * every open page of the change. A refund is made at the provider after the commit, without
 * waiting: the answer shows it pending until the provider settles it.
 */
export const kitchenOrderRoutes: FastifyPluginAsyncZod<OrderApiDependencies> = async (
  app,
  deps,
) => {
  const { database, requireUser, config, refunder } = deps;
  const db = database.db;

  const answer = async (orderId: string) => {
    const updated = await findOrderWithDetails(db, orderId);
    if (!updated) throw httpError(404, ORDER_MESSAGES.notFound);
    return toOrderJson(updated, config.apiBaseUrl);
  };

  app.route({
    ...kitchenRoutes.acceptOrder,
    preParsing: requireUser,
    handler: async (request) => {
      const { orderId } = request.params;
      await acceptOrder(db, userOf(request).id, orderId, request.body.minutes);
      return answer(orderId);
    },
  });

  app.route({
    ...kitchenRoutes.lateOrder,
    preParsing: requireUser,
    handler: async (request) => {
      const { orderId } = request.params;
      await delayOrder(db, userOf(request).id, orderId, request.body.minutes);
      return answer(orderId);
    },
  });

  app.route({
    ...kitchenRoutes.rejectOrder,
    preParsing: requireUser,
    handler: async (request) => {
      const { orderId } = request.params;
      const refundIds = await rejectOrder(db, userOf(request).id, orderId, request.body);
      const order = await answer(orderId);
      refunder.send(refundIds);
      return order;
    },
  });

  app.route({
    ...kitchenRoutes.cancelOrder,
    preParsing: requireUser,
    handler: async (request) => {
      const { orderId } = request.params;
      const refundIds = await cancelOrder(db, userOf(request).id, orderId, request.body);
      const order = await answer(orderId);
      refunder.send(refundIds);
      return order;
    },
  });
};
