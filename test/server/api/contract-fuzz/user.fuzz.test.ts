/**
 * Contract fuzzing (this folder): generated and junk requests against every route of every
 * contract/*.routes.ts table, on the embedded database. Each route must answer only what its
 * contract declares (and Fastify's 404, 413 and 415 before routing, when the request called for
 * them), in the declared shape, never 5xx; a 400 names its field; a refused request or a read
 * stores nothing (fuzz-route.ts).
 * A failure prints fast-check's seed and a line to replay the run with it:
 *   FUZZ_SEED=<seed> npx jest test/server/api/contract-fuzz
 * FUZZ_RUNS=<n> sets the cases per route (100); FUZZ_STATS=1 prints the statuses each answered.
 */
import { healthRoutes } from '@contract/health.routes';
import { userRoutes } from '@contract/user.routes';
import { jsonBodies } from './bodies';
import { fuzzRoute } from './fuzz-route';
import { buildFuzzWorld, type FuzzWorld } from './fuzz-world';
import { junkValue } from './junk';
import { requestsFor } from './requests';

describe('contract fuzz: health and user routes', () => {
  let world: FuzzWorld;
  beforeAll(async () => {
    world = await buildFuzzWorld();
  }, 60_000);
  afterAll(() => world.close());

  for (const route of Object.values(healthRoutes)) {
    fuzzRoute(route, requestsFor(route), () => world);
  }
  for (const route of Object.values(userRoutes)) {
    // POST /api/my/user reads no body, but a body still has to be read.
    const body = route === userRoutes.createMyUser ? jsonBodies(junkValue) : undefined;
    fuzzRoute(route, requestsFor(route, { body }), () => world);
  }
});
