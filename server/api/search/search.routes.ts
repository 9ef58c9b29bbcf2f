import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import { searchCitySchema, searchQuerySchema } from '@contract/search';
import type { AppDependencies } from '../dependencies';
import { httpError } from '../plugins/errors.plugin';
import { errorResponses } from '../restaurants/restaurant.schemas';
import { conditionalGet } from '../http/etag';
import { searchResponseSchema } from './search.schemas';
import { toSearchResponse } from './search-response';
import { searchRestaurants } from './search.service';

const schema = {
  params: {
    type: 'object',
    properties: { city: { type: 'string' } },
    required: ['city'],
  },
  response: { 200: searchResponseSchema, ...errorResponses(400) },
} as const;

/** Parses with a contract schema; the first issue, which names its parameter, becomes the 400. */
function parseOr400<S extends z.ZodType>(zodSchema: S, value: unknown): z.output<S> {
  const result = zodSchema.safeParse(value);
  if (!result.success) throw httpError(400, result.error.issues[0].message);
  return result.data;
}

/** GET /api/restaurant/search/:city, public (DESIGN.md §4); answers carry an ETag. */
export const searchRoutes: FastifyPluginAsync<AppDependencies> = async (app, deps) => {
  const { database, config, cities } = deps;
  app.get<{ Params: { city: string }; Querystring: Record<string, unknown> }>(
    '/api/restaurant/search/:city',
    { schema, onSend: conditionalGet },
    async (request) => {
      const city = parseOr400(searchCitySchema, request.params.city);
      const query = parseOr400(searchQuerySchema, request.query);
      const result = await searchRestaurants(database.db, await cities.matching(city), query);
      return toSearchResponse(result, query.page, config.apiBaseUrl);
    },
  );
};
