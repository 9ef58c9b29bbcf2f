// Contract fuzzing of the owner's insights; how it works and how to replay: user.fuzz.test.ts.
import fc from 'fast-check';
import { addDays } from '@contract/insights';
import { insightsRoutes } from '@contract/insights.routes';
import { fuzzRoute } from './fuzz-route';
import { buildFuzzWorld, type FuzzWorld } from './fuzz-world';
import { junkText } from './junk';
import { mostly, queryOf, requestsFor, type RequestParts } from './requests';

/** Real dates (periods short, long, reversed and over the limit), or anything else. */
const dates = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.integer({ min: -800, max: 800 }).map((n) => addDays('2026-06-01', n)),
  },
  { weight: 1, arbitrary: fc.constantFrom('2026-02-29', '2028-02-29', '0000-01-01', '9999-12-31') },
  { weight: 1, arbitrary: junkText },
);
const periods = queryOf(fc.record({ from: dates, to: dates }, { requiredKeys: [] }));

const parts: Record<keyof typeof insightsRoutes, RequestParts> = {
  getInsights: { caller: mostly('owner'), query: periods },
  getInsightsCsv: { caller: mostly('owner'), query: periods },
};

describe('contract fuzz: insights', () => {
  let world: FuzzWorld;
  beforeAll(async () => {
    world = await buildFuzzWorld();
  }, 60_000);
  afterAll(() => world.close());

  for (const [name, route] of Object.entries(insightsRoutes)) {
    fuzzRoute(route, requestsFor(route, parts[name as keyof typeof parts]), () => world);
  }
});
