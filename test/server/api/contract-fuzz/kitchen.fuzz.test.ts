// Contract fuzzing of the kitchen's answers and busy mode; how it works and how to replay:
// user.fuzz.test.ts.
import fc from 'fast-check';
import { kitchenRoutes } from '@contract/kitchen.routes';
import { fuzzRoute } from './fuzz-route';
import { buildFuzzWorld, type FuzzWorld } from './fuzz-world';
import { mostly, pathSegment, requestsFor, type RequestParts } from './requests';

/** The owner's paid order, their unpaid one, another restaurant's, or junk. */
const orderIds = pathSegment(
  fc.constantFrom('{{orderId}}', '{{placedOrderId}}', '{{otherOrderId}}'),
);
const onAnOrder: RequestParts = { caller: mostly('owner'), params: { orderId: orderIds } };

const parts: Record<keyof typeof kitchenRoutes, RequestParts> = {
  acceptOrder: onAnOrder,
  lateOrder: onAnOrder,
  rejectOrder: onAnOrder,
  cancelOrder: onAnOrder,
  startBusy: { caller: mostly('owner') },
  endBusy: { caller: mostly('owner') },
};

describe('contract fuzz: the kitchen', () => {
  let world: FuzzWorld;
  beforeAll(async () => {
    world = await buildFuzzWorld();
  }, 60_000);
  afterAll(() => world.close());

  for (const [name, route] of Object.entries(kitchenRoutes)) {
    fuzzRoute(route, requestsFor(route, parts[name as keyof typeof parts]), () => world);
  }
});
