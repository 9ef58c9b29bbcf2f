import { IMAGE_BUSY_MESSAGES } from '@contract/restaurant';
import { ImageTimeoutError } from '@server/images/image-errors';
import * as processing from '@server/images/image-processing';
import { IMAGE_JOBS_AT_ONCE, imageWork, MAX_UPLOADS_WAITING } from '@server/images/image-work';
import { restaurantImages } from '@server/db/schema';
import { eq } from 'drizzle-orm';
import type { TestApp } from '../helpers/build-test-app';
import {
  buildRestaurantTestApp,
  sendRestaurant,
  signUp,
  solidImage,
  validFields,
  type Headers,
} from '../api/restaurants/restaurant-test-kit';

let t: TestApp;
let owner: Headers;
let png: Buffer;

beforeAll(async () => {
  t = await buildRestaurantTestApp();
  owner = await signUp(t.app, 'auth0|image-answers');
  png = await solidImage('png', 640, 360);
  expect((await sendRestaurant(t.app, 'POST', owner, validFields, { data: png })).statusCode).toBe(
    201,
  );
});
afterAll(() => t.close());
afterEach(() => jest.restoreAllMocks());

describe('PUT /api/my/restaurant when images cannot be processed now', () => {
  it('answers 503 while the queue is full, and takes the image once it has room', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const jobs = Array.from({ length: IMAGE_JOBS_AT_ONCE + MAX_UPLOADS_WAITING }, () =>
      imageWork.run(() => held),
    );
    const busy = await sendRestaurant(t.app, 'PUT', owner, validFields, { data: png });
    expect(busy.statusCode).toBe(503);
    expect(busy.json()).toEqual({ message: IMAGE_BUSY_MESSAGES.busy });
    release();
    await Promise.all(jobs);
    const saved = await sendRestaurant(t.app, 'PUT', owner, validFields, { data: png });
    expect(saved.statusCode).toBe(200);
  });

  it('answers 503 when the image took too long', async () => {
    jest.spyOn(processing, 'renderRestaurantImage').mockRejectedValue(new ImageTimeoutError());
    const response = await sendRestaurant(t.app, 'PUT', owner, validFields, { data: png });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: IMAGE_BUSY_MESSAGES.tooSlow });
  });
});

describe('GET /api/images when a rendition made on demand runs out of time', () => {
  it('answers 503 with the message, not 500', async () => {
    const mine = await t.app.inject({ method: 'GET', url: '/api/my/restaurant', headers: owner });
    const url = new URL(mine.json<{ imageUrl: string }>().imageUrl);
    const avif = url.pathname.replace(/1280\.webp$/, '320.avif');
    const key = `${avif.split('/')[3]}-320.avif`;
    const deleted = await t.database.db
      .delete(restaurantImages)
      .where(eq(restaurantImages.key, key))
      .returning();
    expect(deleted).toHaveLength(1);
    jest.spyOn(imageWork, 'run').mockRejectedValue(new ImageTimeoutError());
    const response = await t.app.inject({ method: 'GET', url: avif });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: IMAGE_BUSY_MESSAGES.tooSlow });
  });
});
