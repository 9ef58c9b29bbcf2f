import { errorResponses } from './api-error';
import { defineRoute, NOT_MODIFIED } from './api-route';
import * as searchPaths from './search.paths';
import { restaurantSearchResponseSchema, searchParamsSchema, searchQuerySchema } from './search';

/** Restaurant search by city: public, one page at a time. */
export const searchRoutes = {
  searchRestaurants: defineRoute({
    ...searchPaths.searchRestaurants,
    schema: {
      summary: 'Restaurants in a city, a page at a time',
      description:
        'The city matches case-insensitively as a substring; `searchQuery` matches the name or ' +
        'any cuisine; every selected cuisine must be offered; with `dietary`, one dish on sale ' +
        'must carry every chosen tag. An unknown city is 200 with no results. Answers carry an ' +
        'ETag; a matching If-None-Match is 304.',
      tags: ['Restaurants'],
      params: searchParamsSchema,
      querystring: searchQuerySchema,
      response: {
        200: restaurantSearchResponseSchema.describe('One page of results'),
        304: NOT_MODIFIED,
        ...errorResponses(400),
      },
    },
  }),
};
