import type { FastifyPluginAsync } from 'fastify';
import type { AppDependencies } from '../dependencies';
import { searchRoutes } from '../search/search.routes';
import { myRestaurantRoutes } from './my-restaurant.routes';
import { restaurantImageRoutes } from './restaurant-image.routes';
import { restaurantOperationRoutes } from './restaurant-operations.routes';
import { restaurantRoutes } from './restaurant.routes';

/** Every restaurant route: the owner's own and its service controls, the public one, images. */
export const restaurantApi: FastifyPluginAsync<AppDependencies> = async (app, deps) => {
  await app.register(myRestaurantRoutes, deps);
  await app.register(restaurantOperationRoutes, deps);
  await app.register(searchRoutes, deps);
  await app.register(restaurantRoutes, deps);
  await app.register(restaurantImageRoutes, deps);
};
