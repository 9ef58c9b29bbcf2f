// Contract fuzzing of restaurant search; how it works and how to replay: user.fuzz.test.ts.
import fc from 'fast-check';
import { CUISINES } from '@contract/cuisines';
import { searchCitySchema, searchQuerySchema } from '@contract/search';
import { searchRoutes } from '@contract/search.routes';
import { arbitraryOf } from '../../helpers/zod-arbitrary';
import { fuzzRoute } from './fuzz-route';
import { buildFuzzWorld, type FuzzWorld } from './fuzz-world';
import { encoded, pathSegment, queryOf, requestsFor, type RequestParts } from './requests';

/** Cuisines as the web app joins them, in any case; or any text. */
const cuisineLists = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .uniqueArray(fc.constantFrom(...CUISINES), { maxLength: 4 })
      .chain((names) =>
        fc.constantFrom(
          names.join(','),
          names.join(' , ').toLowerCase(),
          names.join(',,').toUpperCase(),
        ),
      ),
  },
  { weight: 1, arbitrary: fc.string() },
);

/** Search parameters from the schema, but with cuisine lists a restaurant may match. */
const searchParams = fc
  .tuple(arbitraryOf(searchQuerySchema), fc.option(cuisineLists, { nil: undefined }))
  .map(([generated, selectedCuisines]) => {
    const { selectedCuisines: _text, ...params } = generated as Record<string, unknown>;
    return selectedCuisines === undefined ? params : { ...params, selectedCuisines };
  });

/** Cities: generated, or the one the world's restaurants are in, in part or in another case. */
const cities = pathSegment(
  arbitraryOf(searchCitySchema).map((city) => encoded(city as string)),
  fc.constantFrom('London', 'london', 'LONDON', 'ondo', '%20London%20'),
);

const parts: Partial<Record<keyof typeof searchRoutes, RequestParts>> = {
  searchRestaurants: { params: { city: cities }, query: queryOf(searchParams) },
};

describe('contract fuzz: search', () => {
  let world: FuzzWorld;
  beforeAll(async () => {
    world = await buildFuzzWorld();
  }, 60_000);
  afterAll(() => world.close());

  for (const [name, route] of Object.entries(searchRoutes)) {
    fuzzRoute(route, requestsFor(route, parts[name as keyof typeof parts]), () => world);
  }
});
