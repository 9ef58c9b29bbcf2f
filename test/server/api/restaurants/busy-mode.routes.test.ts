import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import {
  BUSY_FOR_MINUTES,
  DEFAULT_ACCEPT_WINDOW_MINUTES,
  KITCHEN_MESSAGES,
} from '@contract/kitchen-limits';
import type { Restaurant } from '@contract/restaurant';
import type { RestaurantSearchResponse } from '@contract/search';
import { restaurants } from '@server/db/schema';
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

const MINUTE_MS = 60_000;

describe('busy mode: minutes more on the delivery time, for a while', () => {
  let subject: TestApp;
  let owner: Headers;
  let restaurant: Restaurant;

  const call = (options: InjectOptions) => subject.app.inject(options);
  const startBusy = (headers: Headers | undefined, payload: unknown) =>
    call({
      method: 'PUT',
      url: '/api/my/restaurant/busy',
      headers,
      payload: payload as InjectOptions['payload'],
    });
  const endBusy = (headers: Headers | undefined) =>
    call({ method: 'DELETE', url: '/api/my/restaurant/busy', headers });
  const publicView = async () =>
    (await call({ method: 'GET', url: `/api/restaurant/${restaurant._id}` })).json<Restaurant>();
  const ownView = async () =>
    (await call({ method: 'GET', url: '/api/my/restaurant', headers: owner })).json<Restaurant>();
  const searchResult = async () => {
    const response = await call({ method: 'GET', url: '/api/restaurant/search/London' });
    return response.json<RestaurantSearchResponse>().data.find((r) => r._id === restaurant._id)!;
  };
  const busyFields = (answer: Partial<Restaurant>) => ({
    busyMinutes: answer.busyMinutes,
    busyUntil: answer.busyUntil,
    estimatedDeliveryTime: answer.estimatedDeliveryTime,
  });

  beforeAll(async () => {
    subject = await buildRestaurantTestApp();
    owner = await signUp(subject.app, 'auth0|busy-owner');
    const upload = { data: await solidImage('png', 320, 180) };
    restaurant = (await sendRestaurant(subject.app, 'POST', owner, validFields, upload)).json();
  }, 60_000);
  afterAll(() => subject.close());
  afterEach(() => endBusy(owner));

  it('is not busy at first', () => {
    expect(restaurant).toMatchObject({ busyMinutes: 0, busyUntil: null });
  });

  describe('who may use it', () => {
    it('answers 401 without a token, and changes nothing', async () => {
      for (const response of [
        await startBusy(undefined, { minutes: 20 }),
        await endBusy(undefined),
      ]) {
        expect(response.statusCode).toBe(401);
      }
      expect((await publicView()).busyMinutes).toBe(0);
    });

    it('answers 404 to a user without a restaurant', async () => {
      const newcomer = await signUp(subject.app, 'auth0|busy-newcomer');
      for (const response of [
        await startBusy(newcomer, { minutes: 20 }),
        await endBusy(newcomer),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: 'Restaurant not found' });
      }
    });
  });

  it('adds the minutes for the next hour by default, everywhere the restaurant is answered', async () => {
    const before = Date.now();
    const response = await startBusy(owner, { minutes: 20 });
    expect(response.statusCode).toBe(200);
    const busy = response.json<Restaurant>();
    expect(busy.busyMinutes).toBe(20);
    // The stored time stays as the owner set it: pages show the sum.
    expect(busy.estimatedDeliveryTime).toBe(restaurant.estimatedDeliveryTime);
    const until = Date.parse(busy.busyUntil!);
    expect(until - before).toBeGreaterThanOrEqual(BUSY_FOR_MINUTES * MINUTE_MS);
    expect(until - before).toBeLessThan((BUSY_FOR_MINUTES + 1) * MINUTE_MS);
    // How the kitchen is doing, not a change to the restaurant ('Best match' keeps its place).
    expect(busy.lastUpdated).toBe(restaurant.lastUpdated);
    for (const answer of [await publicView(), await ownView(), await searchResult()]) {
      expect(busyFields(answer)).toEqual(busyFields(busy));
    }
  });

  it('takes the minutes as digits too, for as long as asked; a new call replaces the old', async () => {
    await startBusy(owner, { minutes: 30 });
    const before = Date.now();
    const busy = (await startBusy(owner, { minutes: '10', forMinutes: 90 })).json<Restaurant>();
    expect(busy.busyMinutes).toBe(10);
    const until = Date.parse(busy.busyUntil!);
    expect(until - before).toBeGreaterThanOrEqual(90 * MINUTE_MS);
    expect(until - before).toBeLessThan(91 * MINUTE_MS);
  });

  it('ends when the owner ends it, and ending it again changes nothing', async () => {
    await startBusy(owner, { minutes: 20 });
    for (let time = 0; time < 2; time += 1) {
      const response = await endBusy(owner);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ busyMinutes: 0, busyUntil: null });
    }
    expect(busyFields(await searchResult())).toEqual(busyFields(restaurant));
  });

  it('ends by itself when its time is up', async () => {
    await startBusy(owner, { minutes: 30 });
    // Its hour over: busy_until in the past, as the clock would leave it.
    await subject.database.db
      .update(restaurants)
      .set({ busyUntil: new Date(Date.now() - 1000) })
      .where(eq(restaurants.id, restaurant._id));
    for (const answer of [await publicView(), await ownView(), await searchResult()]) {
      expect(busyFields(answer)).toEqual(busyFields(restaurant));
    }
  });

  it.each<[string, unknown, string]>([
    ['no minutes', {}, `minutes: ${KITCHEN_MESSAGES.busyMinutes}`],
    ['minutes not offered', { minutes: 15 }, `minutes: ${KITCHEN_MESSAGES.busyMinutes}`],
    ['minutes in words', { minutes: 'ten' }, `minutes: ${KITCHEN_MESSAGES.busyMinutes}`],
    [
      'no time at all',
      { minutes: 10, forMinutes: 0 },
      `forMinutes: ${KITCHEN_MESSAGES.busyForMinutes}`,
    ],
    [
      'too long',
      { minutes: 10, forMinutes: 241 },
      `forMinutes: ${KITCHEN_MESSAGES.busyForMinutes}`,
    ],
    [
      'a fraction',
      { minutes: 10, forMinutes: 1.5 },
      `forMinutes: ${KITCHEN_MESSAGES.busyForMinutes}`,
    ],
  ])('refuses %s, naming the field, and changes nothing', async (_, payload, message) => {
    const response = await startBusy(owner, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    expect((await publicView()).busyMinutes).toBe(0);
  });
});

describe("the restaurant form's acceptance window", () => {
  let subject: TestApp;
  let owner: Headers;
  const entries = (window?: string): Array<[string, string]> => [
    ...toFormEntries(validFields),
    ...(window === undefined ? [] : [['acceptWindowMinutes', window] as [string, string]]),
  ];

  beforeAll(async () => {
    subject = await buildRestaurantTestApp();
    owner = await signUp(subject.app, 'auth0|window-owner');
  }, 60_000);
  afterAll(() => subject.close());

  it('is 10 minutes for a new restaurant, saved when sent and kept when left out', async () => {
    const upload = { data: await solidImage('png', 320, 180) };
    const created = await sendRestaurant(subject.app, 'POST', owner, entries(), upload);
    expect(created.json<Restaurant>().acceptWindowMinutes).toBe(DEFAULT_ACCEPT_WINDOW_MINUTES);

    const saved = await sendRestaurant(subject.app, 'PUT', owner, entries('25'));
    expect(saved.statusCode).toBe(200);
    expect(saved.json<Restaurant>().acceptWindowMinutes).toBe(25);

    const kept = await sendRestaurant(subject.app, 'PUT', owner, entries());
    expect(kept.json<Restaurant>().acceptWindowMinutes).toBe(25);
    const view = await subject.app.inject({
      method: 'GET',
      url: '/api/my/restaurant',
      headers: owner,
    });
    expect(view.json<Restaurant>().acceptWindowMinutes).toBe(25);
  });

  it.each<[string, string]>([
    ['', `acceptWindowMinutes: ${KITCHEN_MESSAGES.acceptWindow}`],
    ['2', 'acceptWindowMinutes: must be a whole number of minutes from 3 to 30'],
    ['31', 'acceptWindowMinutes: must be a whole number of minutes from 3 to 30'],
    ['7.5', 'acceptWindowMinutes: must be a whole number of minutes from 3 to 30'],
    ['ten', 'acceptWindowMinutes: must be a whole number of minutes from 3 to 30'],
  ])("refuses '%s', naming the field", async (window, message) => {
    const response = await sendRestaurant(subject.app, 'PUT', owner, entries(window));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });
});
