import type { FastifyPluginAsync } from 'fastify';
import type { AppDependencies } from '../dependencies';
import { httpError } from '../plugins/errors.plugin';
import { errorResponses, restaurantResponseSchema } from './restaurant.schemas';
import { findRestaurantById, toRestaurantJson } from './restaurant.service';

const schema = {
  params: {
    type: 'object',
    properties: { restaurantId: { type: 'string' } },
    required: ['restaurantId'],
  },
  response: { 200: restaurantResponseSchema, ...errorResponses(404) },
} as const;

/** GET /api/restaurant/:restaurantId, public: any id that names no restaurant is 404. */
export const restaurantRoutes: FastifyPluginAsync<AppDependencies> = async (app, deps) => {
  const { database, config } = deps;
  app.get<{ Params: { restaurantId: string } }>(
    '/api/restaurant/:restaurantId',
    { schema },
    async (request) => {
      const restaurant = await findRestaurantById(database.db, request.params.restaurantId);
      if (!restaurant) throw httpError(404, 'Restaurant not found');
      return toRestaurantJson(restaurant, config.apiBaseUrl);
    },
  );
};
