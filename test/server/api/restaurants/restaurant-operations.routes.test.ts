import type { InjectOptions } from 'fastify';
import type { Restaurant } from '@contract/restaurant';
import type { TestApp } from '../../helpers/build-test-app';
import {
  buildRestaurantTestApp,
  sendRestaurant,
  signUp,
  solidImage,
  toFormEntries,
  validFields,
  type Headers,
} from './restaurant-test-kit';

// The choice route's own cases are in restaurant-operations.choices.test.ts.
describe("an owner's service controls: sold-out items and pauses", () => {
  let subject: TestApp;
  let owner: Headers;
  let otherOwner: Headers;
  let restaurant: Restaurant;
  let othersRestaurant: Restaurant;

  const open = async (headers: Headers) => {
    const upload = { data: await solidImage('png', 320, 180) };
    const response = await sendRestaurant(subject.app, 'POST', headers, validFields, upload);
    return response.json<Restaurant>();
  };
  const call = (options: InjectOptions) => subject.app.inject(options);
  const availability = (headers: Headers | undefined, menuItemId: string, payload: unknown) =>
    call({
      method: 'PATCH',
      url: `/api/my/restaurant/menu-items/${encodeURIComponent(menuItemId)}`,
      headers,
      payload: payload as InjectOptions['payload'],
    });
  const choiceAvailability = (headers: Headers | undefined, menuItemId: string) =>
    call({
      method: 'PATCH',
      url: `/api/my/restaurant/menu-items/${menuItemId}/choices/${crypto.randomUUID()}`,
      headers,
      payload: { available: false },
    });
  const pause = (headers: Headers | undefined, payload: unknown) =>
    call({
      method: 'PUT',
      url: '/api/my/restaurant/pause',
      headers,
      payload: payload as InjectOptions['payload'],
    });
  const resume = (headers: Headers | undefined) =>
    call({ method: 'DELETE', url: '/api/my/restaurant/pause', headers });
  const publicView = async (id = restaurant._id) =>
    (await call({ method: 'GET', url: `/api/restaurant/${id}` })).json<Restaurant>();

  beforeAll(async () => {
    subject = await buildRestaurantTestApp();
    owner = await signUp(subject.app, 'auth0|ops-owner');
    otherOwner = await signUp(subject.app, 'auth0|ops-other');
    restaurant = await open(owner);
    othersRestaurant = await open(otherOwner);
  }, 60_000);
  afterAll(() => subject.close());
  afterEach(() => resume(owner));

  describe('who may use them', () => {
    it('answers 401 without a token, and changes nothing', async () => {
      const item = restaurant.menuItems[0]._id;
      for (const response of [
        await availability(undefined, item, { available: false }),
        await choiceAvailability(undefined, item),
        await pause(undefined, { minutes: 30 }),
        await resume(undefined),
      ]) {
        expect(response.statusCode).toBe(401);
      }
      expect((await publicView()).menuItems[0].available).toBe(true);
      expect((await publicView()).isPaused).toBe(false);
    });

    it('answers 404 to a user without a restaurant', async () => {
      const newcomer = await signUp(subject.app, 'auth0|ops-newcomer');
      for (const response of [
        await availability(newcomer, restaurant.menuItems[0]._id, { available: false }),
        await choiceAvailability(newcomer, restaurant.menuItems[0]._id),
        await pause(newcomer, { minutes: 30 }),
        await resume(newcomer),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: 'Restaurant not found' });
      }
    });

    it("answers 404 for another owner's item, or no item at all, and changes nothing", async () => {
      for (const id of [othersRestaurant.menuItems[0]._id, 'not-an-id', crypto.randomUUID()]) {
        const response = await availability(owner, id, { available: false });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: 'Menu item not found' });
      }
      expect((await publicView(othersRestaurant._id)).menuItems[0].available).toBe(true);
    });
  });

  describe('sold-out items', () => {
    it('marks an item sold out and available again, saved at once', async () => {
      const [first, second] = restaurant.menuItems;
      const soldOut = await availability(owner, second._id, { available: false });
      expect(soldOut.statusCode).toBe(200);
      expect(soldOut.json<Restaurant>().menuItems.map((item) => item.available)).toEqual([
        true,
        false,
      ]);
      expect((await publicView()).menuItems[1]).toEqual({ ...second, available: false });
      await availability(owner, second._id, { available: true });
      expect((await publicView()).menuItems).toEqual([first, second]);
    });

    it('refuses anything but true or false, naming the field', async () => {
      for (const payload of [{}, { available: 'no' }, { available: null }]) {
        const response = await availability(owner, restaurant.menuItems[0]._id, payload);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ message: 'available: must be true or false' });
      }
    });
  });

  describe('pauses', () => {
    it('pauses for a while: closed until then, and opens again when it ends', async () => {
      const before = Date.now();
      const response = await pause(owner, { minutes: 30 });
      expect(response.statusCode).toBe(200);
      const paused = response.json<Restaurant>();
      expect(paused).toMatchObject({ isPaused: true, isOpen: false });
      const until = Date.parse(paused.pausedUntil!);
      expect(until - before).toBeGreaterThanOrEqual(30 * 60_000);
      expect(until - before).toBeLessThan(31 * 60_000);
      expect(paused.opensAt).toBe(paused.pausedUntil);
      expect(paused.lastUpdated).toBe(restaurant.lastUpdated);
      expect(await publicView()).toMatchObject({ isPaused: true, isOpen: false });
    });

    it('pauses until resumed, and Resume takes orders again', async () => {
      const held = (await pause(owner, { minutes: null })).json<Restaurant>();
      expect(held).toMatchObject({
        isPaused: true,
        pausedUntil: null,
        isOpen: false,
        opensAt: null,
      });
      const resumed = await resume(owner);
      expect(resumed.statusCode).toBe(200);
      expect(resumed.json()).toMatchObject({ isPaused: false, isOpen: true, opensAt: null });
    });

    it('refuses a length that is not 1 to 1440 minutes or null, naming the field', async () => {
      for (const payload of [
        {},
        { minutes: 0 },
        { minutes: 1441 },
        { minutes: 2.5 },
        { minutes: '30' },
      ]) {
        const response = await pause(owner, payload);
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toMatch(/^minutes: /);
      }
      expect((await publicView()).isPaused).toBe(false);
    });
  });
});

describe('the restaurant form carries availability, time zone and opening hours', () => {
  let subject: TestApp;
  let owner: Headers;
  beforeAll(async () => {
    subject = await buildRestaurantTestApp();
    owner = await signUp(subject.app, 'auth0|form-hours');
  }, 60_000);
  afterAll(() => subject.close());

  const hours = [{ day: 'fri', opens: '18:00', closes: '02:00' }];

  it('stores them as sent, and keeps them when a later form leaves them out', async () => {
    const entries: Array<[string, string]> = [
      ...toFormEntries(validFields),
      ['menuItems[1][available]', 'false'],
      ['timeZone', 'America/New_York'],
      ['openingHours', JSON.stringify(hours)],
    ];
    const upload = { data: await solidImage('png', 320, 180) };
    const created = await sendRestaurant(subject.app, 'POST', owner, entries, upload);
    expect(created.statusCode).toBe(201);
    const restaurant = created.json<Restaurant>();
    expect(restaurant).toMatchObject({ timeZone: 'America/New_York', openingHours: hours });
    expect(restaurant.menuItems.map((item) => item.available)).toEqual([true, false]);

    const again = toFormEntries({
      ...validFields,
      menuItems: restaurant.menuItems.map(({ _id, name, price }) => ({
        _id,
        name,
        price: String(price),
      })),
    });
    const updated = (await sendRestaurant(subject.app, 'PUT', owner, again)).json<Restaurant>();
    expect(updated).toMatchObject({ timeZone: 'America/New_York', openingHours: hours });
    expect(updated.menuItems.map((item) => item.available)).toEqual([true, false]);

    const cleared = [...again, ['openingHours', '[]']] as Array<[string, string]>;
    expect((await sendRestaurant(subject.app, 'PUT', owner, cleared)).json()).toMatchObject({
      openingHours: [],
      isOpen: true,
    });
  });

  it('refuses an unknown time zone or a malformed range, naming the field', async () => {
    const send = (extra: Array<[string, string]>) =>
      sendRestaurant(subject.app, 'PUT', owner, [...toFormEntries(validFields), ...extra]);
    const zone = await send([['timeZone', 'Mars/Olympus']]);
    expect(zone.json()).toEqual({ message: 'timeZone: must be a time zone such as Europe/London' });
    const range = await send([['openingHours', '[{"day":"mon","opens":"9am","closes":"17:00"}]']]);
    expect(range.json()).toEqual({ message: 'openingHours.0.opens: must be a time such as 09:30' });
    const same = await send([['openingHours', '[{"day":"mon","opens":"09:00","closes":"09:00"}]']]);
    expect(same.json()).toEqual({
      message: 'openingHours.0.closes: must differ from the opening time',
    });
  });
});
