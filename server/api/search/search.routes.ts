import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchRoutes as routes } from '@contract/search.routes';
import type { AppDependencies } from '../dependencies';
import { conditionalGet } from '../http/etag';
import { watchCityChanges } from './city-directory';
import { toSearchResponse } from './search-response';
import { searchRestaurants } from './search.service';

/** GET /api/restaurant/search/:city, public (docs/api.md); answers carry an ETag. */
export const searchRoutes: FastifyPluginAsyncZod<AppDependencies> = async (app, deps) => {
  const { database, config, cities } = deps;
  app.addHook('onClose', watchCityChanges(database, cities, app.log));
  app.route({
    ...routes.searchRestaurants,
    onSend: conditionalGet,
    handler: async (request) => {
      const { params, query } = request;
      const result = await searchRestaurants(
        database.db,
        await cities.matching(params.city),
        query,
      );
      return toSearchResponse(result, query.page, config.apiBaseUrl);
    },
  });
};
