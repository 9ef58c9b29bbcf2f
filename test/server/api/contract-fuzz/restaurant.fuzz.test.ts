// Contract fuzzing of the restaurant routes; how it works and how to replay: user.fuzz.test.ts.
import fc from 'fast-check';
import { restaurantInputSchema, type RestaurantInput } from '@contract/restaurant';
import { restaurantRoutes } from '@contract/restaurant.routes';
import { arbitraryOf } from '../../helpers/zod-arbitrary';
import { formBodies, jsonBodies } from './bodies';
import { fuzzRoute } from './fuzz-route';
import { buildFuzzWorld, type FuzzWorld } from './fuzz-world';
import { mostly, pathSegment, requestsFor, type FuzzRequest, type RequestParts } from './requests';

/**
 * Restaurant forms as the web app fills them: menu items mostly keep the ids of the owner's menu
 * or bring none, a real time zone or none, and the opening hours as JSON text in one field.
 */
const restaurantForms = fc
  .record({
    generated: arbitraryOf(restaurantInputSchema),
    ids: fc.constantFrom('menu ids', 'no ids', 'as generated'),
    timeZone: fc.option(fc.constantFrom('Europe/London', 'Asia/Tokyo', 'America/New_York')),
  })
  .map(({ generated, ids, timeZone }) => {
    const { openingHours, ...form } = generated as Partial<RestaurantInput>;
    const menuItems = (form.menuItems ?? []).map(({ _id, ...item }, index) =>
      ids === 'no ids'
        ? item
        : { ...item, _id: ids === 'menu ids' ? `{{menuItemId:${index}}}` : _id },
    );
    const hours = openingHours === undefined ? {} : { openingHours: JSON.stringify(openingHours) };
    return { ...form, menuItems, ...hours, ...(timeZone === null ? {} : { timeZone }) };
  });

/** Mostly multipart forms; now and then JSON, another media type or no body. */
const restaurantBodies = fc.oneof(
  { weight: 6, arbitrary: formBodies(restaurantForms) },
  { weight: 1, arbitrary: jsonBodies(restaurantForms) },
);

const parts: Partial<Record<keyof typeof restaurantRoutes, RequestParts>> = {
  createMyRestaurant: { caller: mostly('newcomer'), body: restaurantBodies },
  updateMyRestaurant: { caller: mostly('owner'), body: restaurantBodies },
  setMenuItemAvailability: {
    caller: mostly('owner'),
    params: { menuItemId: pathSegment(fc.constantFrom('{{menuItemId:0}}', '{{menuItemId:1}}')) },
  },
  pauseOrders: { caller: mostly('owner') },
  resumeOrders: { caller: mostly('owner') },
  getRestaurant: { params: { restaurantId: pathSegment(fc.constant('{{restaurantId}}')) } },
  getRestaurantImage: {
    params: {
      imageKey: pathSegment(fc.constant('{{imageKey}}')),
      file: pathSegment(
        fc.constantFrom('640.webp', '1280.webp', '320.avif', '960.avif', '1920.webp', '640.png'),
      ),
    },
  },
};

/** Only the owner's current image, in a width that is rendered, is found. */
const realImage = (request: FuzzRequest) =>
  /^\/api\/images\/\{\{imageKey\}\}\/(320|640|960|1280)\.(avif|webp)(\?|$)/.test(request.url);

describe('contract fuzz: restaurant routes', () => {
  let world: FuzzWorld;
  beforeAll(async () => {
    world = await buildFuzzWorld();
  }, 60_000);
  afterAll(() => world.close());

  for (const [name, route] of Object.entries(restaurantRoutes)) {
    const requests = requestsFor(route, parts[name as keyof typeof parts]);
    const image = route === restaurantRoutes.getRestaurantImage;
    fuzzRoute(
      route,
      requests,
      () => world,
      // Junk names no stored image (404); a path too long or badly encoded is a 400.
      image ? { statuses: [400, 404], unless: realImage } : undefined,
    );
  }
});
