// Contract fuzzing of web push's routes; how it works and how to replay: user.fuzz.test.ts.
import { pushRoutes } from '@contract/push.routes';
import { fuzzRoute } from './fuzz-route';
import { buildFuzzWorld, type FuzzWorld } from './fuzz-world';
import { mostly, requestsFor, type RequestParts } from './requests';

const parts: Record<keyof typeof pushRoutes, RequestParts> = {
  getPushPublicKey: {},
  putMyPushSubscription: { caller: mostly('newcomer') },
  deleteMyPushSubscription: { caller: mostly('owner') },
  postPushSubscriptionChange: {},
};

describe('contract fuzz: web push', () => {
  let world: FuzzWorld;
  beforeAll(async () => {
    world = await buildFuzzWorld();
  }, 60_000);
  afterAll(() => world.close());

  for (const [name, route] of Object.entries(pushRoutes)) {
    fuzzRoute(route, requestsFor(route, parts[name as keyof typeof parts]), () => world);
  }
});
