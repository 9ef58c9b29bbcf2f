import type { FastifyPluginAsync } from 'fastify';
import type { AppDependencies } from '../dependencies';
import { searchRoutes } from '../search/search.routes';
import { myRestaurantRoutes } from './my-restaurant.routes';
import { restaurantImageRoutes } from './restaurant-image.routes';
import { restaurantRoutes } from './restaurant.routes';

/** Every restaurant route: the owner's own, the public one and the images they show. */
export const restaurantApi: FastifyPluginAsync<AppDependencies> = async (app, deps) => {
  await app.register(myRestaurantRoutes, deps);
  await app.register(searchRoutes, deps);
  await app.register(restaurantRoutes, deps);
  await app.register(restaurantImageRoutes, deps);
};
