import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { restaurantRoutes as routes } from '@contract/restaurant.routes';
import type { AppDependencies } from '../dependencies';
import { httpError } from '../plugins/errors.plugin';
import { findRestaurantById, toRestaurantJson } from './restaurant.service';

/** GET /api/restaurant/:restaurantId, public: any id that names no restaurant is 404. */
export const restaurantRoutes: FastifyPluginAsyncZod<AppDependencies> = async (app, deps) => {
  const { database, config } = deps;
  app.route({
    ...routes.getRestaurant,
    handler: async (request) => {
      const restaurant = await findRestaurantById(database.db, request.params.restaurantId);
      if (!restaurant) throw httpError(404, 'Restaurant not found');
      return toRestaurantJson(restaurant, config.apiBaseUrl);
    },
  });
};
