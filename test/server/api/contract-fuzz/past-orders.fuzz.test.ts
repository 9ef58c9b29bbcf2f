// Contract fuzzing of the past orders; how it works and how to replay: user.fuzz.test.ts.
import fc from 'fast-check';
import { encodePastOrdersCursor, pastOrderRoutes } from '@contract/past-orders.routes';
import { fuzzRoute } from './fuzz-route';
import { buildFuzzWorld, type FuzzWorld } from './fuzz-world';
import { junkText } from './junk';
import { queryOf, requestsFor, type RequestParts } from './requests';

/** Cursors as the route makes them (any time, any id), or anything else a client might send. */
const cursors = fc.oneof(
  fc
    .record({ at: fc.date({ noInvalidDate: true }), micros: fc.nat(999), id: fc.uuid() })
    .map(({ at, micros, id }) => {
      const createdAt = at.toISOString().replace('Z', `${String(micros).padStart(3, '0')}Z`);
      return encodePastOrdersCursor({ createdAt, id });
    }),
  fc.constant(''),
  junkText,
);

const parts: Record<keyof typeof pastOrderRoutes, RequestParts> = {
  getPastOrders: { query: queryOf(fc.record({ before: cursors }, { requiredKeys: [] })) },
};

describe('contract fuzz: past orders', () => {
  let world: FuzzWorld;
  beforeAll(async () => {
    world = await buildFuzzWorld();
  }, 60_000);
  afterAll(() => world.close());

  for (const [name, route] of Object.entries(pastOrderRoutes)) {
    fuzzRoute(route, requestsFor(route, parts[name as keyof typeof parts]), () => world);
  }
});
