import type { FastifyPluginAsync } from 'fastify';
import { ORDER_MESSAGES, updateOrderStatusSchema } from '@contract/order';
import { firstIssueMessage } from '@contract/zod-message';
import type { AppDependencies } from '../dependencies';
import { conditionalGet } from '../http/etag';
import { httpError } from '../plugins/errors.plugin';
import { errorResponses } from '../restaurants/restaurant.schemas';
import { userRecordOf } from './order-caller';
import { toOrderJson } from './order-json';
import {
  findOrderWithDetails,
  findOwnerOrders,
  findRestaurantIdOfOwner,
} from './order-query.service';
import { orderListResponseSchema, orderResponseSchema } from './order.schemas';
import { archiveOrder, findOwnedOrder, setOrderStatus } from './owner-order.service';

const PATH = '/api/my/restaurant/order';
const params = {
  type: 'object',
  properties: { orderId: { type: 'string' } },
  required: ['orderId'],
} as const;
const removedSchema = {
  type: 'object',
  properties: { message: { type: 'string' } },
  required: ['message'],
} as const;

type OrderParams = { Params: { orderId: string } };

/**
 * The owner's handling of their restaurant's orders (SPEC §7, DESIGN.md §4): the list of paid
 * orders not yet removed, any status change, and removal from the list.
 */
export const ownerOrderRoutes: FastifyPluginAsync<AppDependencies> = async (app, deps) => {
  const { database, authenticate, config } = deps;
  const db = database.db;

  app.get(
    PATH,
    {
      preHandler: authenticate,
      schema: { response: { 200: orderListResponseSchema, ...errorResponses(401, 404) } },
      onSend: conditionalGet,
    },
    async (request) => {
      const owner = await userRecordOf(db, request);
      const restaurantId = await findRestaurantIdOfOwner(db, owner.id);
      if (!restaurantId) throw httpError(404, 'Restaurant not found');
      const rows = await findOwnerOrders(db, restaurantId);
      return rows.map((row) => toOrderJson(row, config.apiBaseUrl));
    },
  );

  app.patch<OrderParams>(
    `${PATH}/:orderId/status`,
    {
      preHandler: authenticate,
      schema: {
        params,
        response: { 200: orderResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const owner = await userRecordOf(db, request);
      const parsed = updateOrderStatusSchema.safeParse(request.body ?? {});
      if (!parsed.success) throw httpError(400, firstIssueMessage(parsed.error));
      const order = await findOwnedOrder(db, owner.id, request.params.orderId);
      await setOrderStatus(db, order.id, parsed.data.status);
      const updated = await findOrderWithDetails(db, order.id);
      if (!updated) throw httpError(404, ORDER_MESSAGES.notFound);
      return toOrderJson(updated, config.apiBaseUrl);
    },
  );

  app.delete<OrderParams>(
    `${PATH}/:orderId`,
    {
      preHandler: authenticate,
      schema: {
        params,
        response: { 200: removedSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const owner = await userRecordOf(db, request);
      const order = await findOwnedOrder(db, owner.id, request.params.orderId);
      await archiveOrder(db, order.id);
      return { message: ORDER_MESSAGES.removed };
    },
  );
};
