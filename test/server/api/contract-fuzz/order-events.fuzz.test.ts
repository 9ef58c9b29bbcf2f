// Contract fuzzing of the order streams; how it works and how to replay: user.fuzz.test.ts.
// A stream that opens is read up to its first event, then closed (stream-answer.ts).
import fc from 'fast-check';
import { orderEventRoutes } from '@contract/order-events.routes';
import { fuzzRoute } from './fuzz-route';
import { buildFuzzWorld, type FuzzWorld } from './fuzz-world';
import { junkText } from './junk';
import { mostly, requestsFor, type RequestParts } from './requests';

/** No resume point, one of ours (an ISO time), or anything else a client might send. */
const lastEventIds = fc.oneof(
  fc.constant({}),
  fc
    .oneof(
      fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
      junkText.map((text) => text.replace(/[^\x20-\x7e]/g, '')),
    )
    .map((id) => ({ 'last-event-id': id })),
);

const parts: Record<keyof typeof orderEventRoutes, RequestParts> = {
  getMyOrderEvents: { headers: lastEventIds },
  getMyRestaurantOrderEvents: { caller: mostly('owner'), headers: lastEventIds },
};

describe('contract fuzz: order event streams', () => {
  let world: FuzzWorld;
  beforeAll(async () => {
    world = await buildFuzzWorld();
  }, 60_000);
  afterAll(() => world.close());

  for (const [name, route] of Object.entries(orderEventRoutes)) {
    const requests = requestsFor(route, parts[name as keyof typeof parts]);
    fuzzRoute(route, requests, () => world);
  }
});
