import sharp from 'sharp';
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

describe('GET /api/images/:imageKey/:width.webp', () => {
  const pathOf = (url: string) => new URL(url).pathname;

  it('serves each rendition as 16:9 WebP, cached for good, loadable by the web origin', async () => {
    const sources = restaurant.imageSrcSet.split(', ').map((entry) => entry.split(' ')[0]);
    expect(sources).toContain(restaurant.imageUrl);
    for (const [index, width] of [640, 1280].entries()) {
      const response = await get(pathOf(sources[index]), { origin: 'http://localhost:3000' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
      const metadata = await sharp(response.rawPayload).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width, height: (width * 9) / 16 });
    }
  });

  it.each<[string, (key: string) => string]>([
    ['an unknown key', () => '/api/images/7b0a4d1e-3c55-4f7e-9a51-2f7e0c2b9d11/1280.webp'],
    ['an unknown width', (key) => `/api/images/${key}/320.webp`],
    ['another extension', (key) => `/api/images/${key}/1280.png`],
    ['a path outside the store', () => '/api/images/..%2F..%2Fpackage.json/1280.webp'],
  ])('answers 404 to %s', async (_name, urlOf) => {
    const url = urlOf(pathOf(restaurant.imageUrl).split('/')[3]);
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Image not found' });
  });
});
