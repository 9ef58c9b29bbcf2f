import type { FastifyPluginAsync } from 'fastify';
import type { AppDependencies } from '../dependencies';
import { conditionalGet } from '../http/etag';
import { errorResponses } from '../restaurants/restaurant.schemas';
import { userRecordOf } from './order-caller';
import { toOrderJson } from './order-json';
import { findCustomerOrders } from './order-query.service';
import { orderListResponseSchema } from './order.schemas';

const schema = { response: { 200: orderListResponseSchema, ...errorResponses(401, 404) } };

/**
 * GET /api/order (SPEC §7): the caller's orders, newest first, with the restaurant summary.
 * Polled every 5 s, so it answers an ETag and 304 when nothing changed.
 */
export const orderListRoutes: FastifyPluginAsync<AppDependencies> = async (app, deps) => {
  const { database, authenticate, config } = deps;
  const db = database.db;

  app.get(
    '/api/order',
    { preHandler: authenticate, schema, onSend: conditionalGet },
    async (request) => {
      const user = await userRecordOf(db, request);
      const rows = await findCustomerOrders(db, user.id);
      return rows.map((row) => toOrderJson(row, config.apiBaseUrl));
    },
  );
};
