// Contract fuzzing of the restaurant routes; how it works and how to replay: user.fuzz.test.ts.
import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { OptionGroupInput } from '@contract/menu-options';
import { restaurantInputSchema, type RestaurantInput } from '@contract/restaurant';
import { restaurantRoutes } from '@contract/restaurant.routes';
import { menuItems } from '@server/db/schema';
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
    const menuItems = (form.menuItems ?? []).map(({ _id, optionGroups, ...item }, index) => {
      const options = optionGroups && { optionGroups: asTheFormSends(optionGroups, ids) };
      return ids === 'no ids'
        ? { ...item, ...options }
        : { ...item, ...options, _id: ids === 'menu ids' ? `{{menuItemId:${index}}}` : _id };
    });
    const hours = openingHours === undefined ? {} : { openingHours: JSON.stringify(openingHours) };
    return { ...form, menuItems, ...hours, ...(timeZone === null ? {} : { timeZone }) };
  });

/**
 * Option groups as the web form lets them through: generation ignores the rules a group is
 * refined by (a required group chooses at least one, the maximum is at least the minimum …),
 * which would make nearly every form a 400. Generated group and choice ids name nothing saved
 * (also a 400), so they are left out unless the item's are sent as generated: the groups and
 * choices are then new, or keep the ids of saved ones of the same name.
 */
function asTheFormSends(groups: OptionGroupInput[], ids: string) {
  const keepIds = ids === 'as generated';
  return groups.map(({ _id, choices, ...group }) => {
    const minChoices = group.required ? Math.max(1, Math.min(group.minChoices, choices.length)) : 0;
    const maxChoices = Math.max(group.maxChoices, minChoices, 1);
    return {
      ...(keepIds ? { _id } : {}),
      ...group,
      minChoices,
      maxChoices,
      choices: keepIds ? choices : choices.map(({ _id: _choice, ...choice }) => choice),
    };
  });
}

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
  // Choices of the first item: with it found (200), with the second item not (404).
  setChoiceAvailability: {
    caller: mostly('owner'),
    params: {
      menuItemId: pathSegment(fc.constant('{{menuItemId:0}}'), fc.constant('{{menuItemId:1}}')),
      choiceId: pathSegment(fc.constant('{{choiceId:0}}'), fc.constant('{{choiceId:1}}')),
    },
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
    const fuzz = () =>
      fuzzRoute(
        route,
        requests,
        () => world,
        // Junk names no stored image (404); a path too long or badly encoded is a 400.
        image ? { statuses: [400, 404], unless: realImage } : undefined,
      );
    if (route !== restaurantRoutes.setChoiceAvailability) fuzz();
    else {
      // Whatever menu the forms above left, the first item has choices to find.
      describe('with choices on the first menu item', () => {
        beforeAll(() => giveFirstItemChoices(world));
        fuzz();
      });
    }
  }
});

async function giveFirstItemChoices(world: FuzzWorld) {
  const { db } = world.subject.database;
  const restaurantId = await world.resolve('{{restaurantId}}');
  const [first] = await db
    .select({ id: menuItems.id })
    .from(menuItems)
    .where(eq(menuItems.restaurantId, restaurantId))
    .orderBy(asc(menuItems.position))
    .limit(1);
  const choice = (name: string) => ({ _id: randomUUID(), name, price: 100, available: true });
  const group = { _id: randomUUID(), required: false, minChoices: 0, maxChoices: 2 };
  await db
    .update(menuItems)
    .set({
      optionGroups: [{ ...group, name: 'Extras', choices: [choice('Olives'), choice('Basil')] }],
    })
    .where(eq(menuItems.id, first.id));
}
