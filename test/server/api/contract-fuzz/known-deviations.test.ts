import type { ApiRoute } from '@contract/api-route';
import { restaurantRoutes } from '@contract/restaurant.routes';
import { checkAnswer } from './fuzz-route';
import { buildFuzzWorld, type FuzzWorld } from './fuzz-world';
import { KNOWN_DEVIATIONS } from './known-deviations';
import type { FuzzRequest } from './requests';
import { sendOnce } from './send';

/** One request that shows each deviation the fuzz lets pass. */
const EXAMPLES: Record<keyof typeof KNOWN_DEVIATIONS, [ApiRoute, FuzzRequest]> = {
  undeclaredParamsRefusal: [
    restaurantRoutes.getRestaurant,
    { caller: { kind: 'none' }, url: '/api/restaurant/%zz' },
  ],
};

// `it.failing`: each passes while its deviation is there and fails once it is fixed; then delete
// the example here and the entry in known-deviations.ts, and the fuzz holds the route to the rule.
describe('known deviations from the contract rules (reported)', () => {
  let world: FuzzWorld;
  beforeAll(async () => {
    world = await buildFuzzWorld();
  }, 60_000);
  afterAll(() => world.close());

  for (const [name, deviation] of Object.entries(KNOWN_DEVIATIONS)) {
    it.failing(deviation.why, async () => {
      const [route, request] = EXAMPLES[name as keyof typeof EXAMPLES];
      const { response, sent } = await sendOnce(world, route, request);
      checkAnswer(route, sent, response);
    });
  }
});
