import type { Restaurant } from '@contract/restaurant';
import type { TestApp } from '../../helpers/build-test-app';
import {
  buildRestaurantTestApp,
  sendRestaurant,
  signUp,
  solidImage,
  validFields,
} from './restaurant-test-kit';

const SLOW = 60_000;
let t: TestApp & { imagesDir: string };
let restaurant: Restaurant;

beforeAll(async () => {
  t = await buildRestaurantTestApp();
  const headers = await signUp(t.app, 'auth0|public-owner');
  const data = await solidImage('png', 1000, 1000);
  const created = await sendRestaurant(t.app, 'POST', headers, validFields, { data });
  restaurant = created.json();
}, SLOW);
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('GET /api/restaurant/:restaurantId', () => {
  it('answers the restaurant to anyone, without a token', async () => {
    const response = await get(`/api/restaurant/${restaurant._id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(restaurant);
  });

  it.each([
    ['an unknown id', '7b0a4d1e-3c55-4f7e-9a51-2f7e0c2b9d11'],
    ['a malformed id', 'not-a-uuid'],
    ['an id with SQL in it', "1' or '1'='1"],
    ['a uuid-like id that is too long', `${'7b0a4d1e-3c55-4f7e-9a51-2f7e0c2b9d11'}0`],
  ])('answers 404 to %s', async (_name, id) => {
    const response = await get(`/api/restaurant/${encodeURIComponent(id)}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Restaurant not found' });
  });
});
