import type { InjectOptions } from 'fastify';
import type { Restaurant } from '@contract/restaurant';
import type { TestApp } from '../../helpers/build-test-app';
import {
  buildRestaurantTestApp,
  sendRestaurant,
  signUp,
  solidImage,
  validFields,
  type Headers,
  type MenuItemFields,
} from './restaurant-test-kit';

const pizza: MenuItemFields = {
  name: 'Margherita',
  price: '1000',
  optionGroups: [
    {
      name: 'Size',
      required: 'true',
      minChoices: '1',
      maxChoices: '1',
      choices: [
        { name: 'Small', price: '0' },
        { name: 'Large', price: '400' },
      ],
    },
    {
      name: 'Extras',
      required: 'false',
      minChoices: '0',
      maxChoices: '3',
      choices: [
        { name: 'Olives', price: '100' },
        { name: 'Basil', price: '50' },
        { name: 'Chilli', price: '50' },
      ],
    },
  ],
};
const menuItems = [pizza, { name: 'Tiramisu', price: '599' }];

describe('PATCH /api/my/restaurant/menu-items/{menuItemId}/choices/{choiceId}: a sold-out choice', () => {
  let subject: TestApp;
  let owner: Headers;
  let otherOwner: Headers;
  let restaurant: Restaurant;
  let othersRestaurant: Restaurant;

  const open = async (headers: Headers) => {
    const upload = { data: await solidImage('png', 320, 180) };
    const fields = { ...validFields, menuItems };
    const response = await sendRestaurant(subject.app, 'POST', headers, fields, upload);
    expect(response.statusCode).toBe(201);
    return response.json<Restaurant>();
  };
  const choiceAvailability = (
    headers: Headers | undefined,
    menuItemId: string,
    choiceId: string,
    payload: unknown,
  ) =>
    subject.app.inject({
      method: 'PATCH',
      url:
        `/api/my/restaurant/menu-items/${encodeURIComponent(menuItemId)}` +
        `/choices/${encodeURIComponent(choiceId)}`,
      headers,
      payload: payload as InjectOptions['payload'],
    });
  const publicView = async (id = restaurant._id) =>
    (await subject.app.inject({ method: 'GET', url: `/api/restaurant/${id}` })).json<Restaurant>();
  const margherita = () => restaurant.menuItems[0];
  const choice = (group: number, index: number) =>
    margherita().optionGroups[group].choices[index]._id;

  beforeAll(async () => {
    subject = await buildRestaurantTestApp();
    owner = await signUp(subject.app, 'auth0|choices-owner');
    otherOwner = await signUp(subject.app, 'auth0|choices-other');
    restaurant = await open(owner);
    othersRestaurant = await open(otherOwner);
  }, 60_000);
  afterAll(() => subject.close());
  // Each test starts with every choice available; a saved form moves lastUpdated.
  afterEach(async () => {
    for (const group of margherita().optionGroups) {
      for (const { _id } of group.choices) {
        await choiceAvailability(owner, margherita()._id, _id, { available: true });
      }
    }
    restaurant = await publicView();
  });

  it('marks one choice sold out and available again, saved at once and shown to customers', async () => {
    const olives = choice(1, 0);
    const soldOut = await choiceAvailability(owner, margherita()._id, olives, { available: false });
    expect(soldOut.statusCode).toBe(200);
    const [extras] = soldOut.json<Restaurant>().menuItems[0].optionGroups.slice(1);
    expect(extras.choices.map((c) => c.available)).toEqual([false, true, true]);
    const expected = structuredClone(restaurant);
    expected.menuItems[0].optionGroups[1].choices[0].available = false;
    // A sold-out choice is service, not an edit: lastUpdated stays, as for a sold-out item.
    expect(soldOut.json()).toEqual(expected);
    expect(await publicView()).toEqual(expected);

    const back = await choiceAvailability(owner, margherita()._id, olives, { available: true });
    expect(back.statusCode).toBe(200);
    expect(await publicView()).toEqual(restaurant);
  });

  it('keeps a sold-out choice sold out when a later form says nothing of it', async () => {
    const large = choice(0, 1);
    await choiceAvailability(owner, margherita()._id, large, { available: false });
    const saved = await sendRestaurant(subject.app, 'PUT', owner, { ...validFields, menuItems });
    expect(saved.statusCode).toBe(200);
    const [size] = saved.json<Restaurant>().menuItems[0].optionGroups;
    expect(size.choices.map((c) => [c._id, c.available])).toEqual([
      [choice(0, 0), true],
      [large, false],
    ]);
  });

  it('loses no change when several choices of one item change at once', async () => {
    const ids = margherita().optionGroups.flatMap((group) => group.choices.map((c) => c._id));
    const answers = await Promise.all(
      ids.map((id) => choiceAvailability(owner, margherita()._id, id, { available: false })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(ids.map(() => 200));
    const groups = (await publicView()).menuItems[0].optionGroups;
    expect(groups.flatMap((group) => group.choices.map((c) => c.available))).toEqual(
      ids.map(() => false),
    );
  });

  it('refuses anything but true or false, naming the field', async () => {
    for (const payload of [{}, { available: 'no' }, { available: null }, { available: 0 }]) {
      const response = await choiceAvailability(owner, margherita()._id, choice(0, 0), payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'available: must be true or false' });
    }
    expect(await publicView()).toEqual(restaurant);
  });

  describe('who may use it', () => {
    it('answers 401 without a token, and changes nothing', async () => {
      const response = await choiceAvailability(undefined, margherita()._id, choice(0, 0), {
        available: false,
      });
      expect(response.statusCode).toBe(401);
      expect(await publicView()).toEqual(restaurant);
    });

    it('answers 404 to a user without a restaurant', async () => {
      const newcomer = await signUp(subject.app, 'auth0|choices-newcomer');
      const response = await choiceAvailability(newcomer, margherita()._id, choice(0, 0), {
        available: false,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Restaurant not found' });
      expect(await publicView()).toEqual(restaurant);
    });

    it("answers 404 for an item not on the caller's menu, another owner's included", async () => {
      const theirs = othersRestaurant.menuItems[0];
      const theirChoice = theirs.optionGroups[0].choices[0]._id;
      for (const [item, choiceId] of [
        [theirs._id, theirChoice],
        [theirs._id, choice(0, 0)],
        ['not-an-id', choice(0, 0)],
        [crypto.randomUUID(), choice(0, 0)],
      ]) {
        const response = await choiceAvailability(owner, item, choiceId, { available: false });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: 'Menu item not found' });
      }
      // The other owner's choice is theirs to change, and only theirs.
      const response = await choiceAvailability(otherOwner, margherita()._id, choice(0, 0), {
        available: false,
      });
      expect(response.json()).toEqual({ message: 'Menu item not found' });
      expect(await publicView(othersRestaurant._id)).toEqual(othersRestaurant);
      expect(await publicView()).toEqual(restaurant);
    });

    it("answers 404 for a choice not in the item's groups", async () => {
      const theirChoice = othersRestaurant.menuItems[0].optionGroups[0].choices[0]._id;
      const tiramisu = restaurant.menuItems[1]._id;
      for (const [item, choiceId] of [
        [margherita()._id, theirChoice],
        [margherita()._id, crypto.randomUUID()],
        [margherita()._id, 'not-an-id'],
        [margherita()._id, margherita().optionGroups[0]._id],
        [tiramisu, choice(0, 0)],
      ]) {
        const response = await choiceAvailability(owner, item, choiceId, { available: false });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: 'Choice not found' });
      }
      expect(await publicView(othersRestaurant._id)).toEqual(othersRestaurant);
      expect(await publicView()).toEqual(restaurant);
    });
  });
});
