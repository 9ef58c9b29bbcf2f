import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import sharp from 'sharp';
import type { Restaurant } from '@contract/restaurant';
import { restaurantImages } from '@server/db/schema';
import { createDatabaseImageStore } from '@server/images/database-image-store';
import type { TestApp } from '../../helpers/build-test-app';
import {
  buildRestaurantTestApp,
  sendRestaurant,
  signUp,
  solidImage,
  storedImageKeys,
  validFields,
} from './restaurant-test-kit';

const SLOW = 60_000;
const WIDTHS = [320, 640, 960, 1280];
let t: TestApp & { imagesDir: string };

beforeAll(async () => {
  t = await buildRestaurantTestApp();
}, SLOW);
afterAll(() => t.close());

async function createRestaurant(sub: string): Promise<Restaurant> {
  const headers = await signUp(t.app, sub);
  const data = await solidImage('png', 1000, 1000);
  return (await sendRestaurant(t.app, 'POST', headers, validFields, { data })).json();
}

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const pathOf = (url: string) => new URL(url).pathname;
const keyOf = (restaurant: Restaurant) => pathOf(restaurant.imageUrl).split('/')[3];
const sourcesOf = (srcSet: string) =>
  srcSet.split(', ').map((entry) => {
    const [url, descriptor] = entry.split(' ');
    return { url, width: Number(descriptor.replace(/w$/, '')) };
  });

/** Every srcset entry answers its format at its width, cached for good, loadable cross-origin. */
async function expectEveryRendition(restaurant: Restaurant) {
  const sets = { webp: restaurant.imageSrcSet, avif: restaurant.imageSrcSetAvif };
  for (const [format, srcSet] of Object.entries(sets)) {
    const sources = sourcesOf(srcSet);
    expect(sources.map(({ width }) => width)).toEqual(WIDTHS);
    for (const { url, width } of sources) {
      expect(url).toBe(`${t.config.apiBaseUrl}/api/images/${keyOf(restaurant)}/${width}.${format}`);
      const response = await get(pathOf(url), { origin: 'http://localhost:3000' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(`image/${format}`);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
      const metadata = await sharp(response.rawPayload).metadata();
      // libvips reports AVIF as its container, HEIF.
      expect(metadata).toMatchObject({ width, height: (width * 9) / 16 });
      expect(metadata.format).toBe(format === 'avif' ? 'heif' : 'webp');
    }
  }
}

describe('GET /api/images/:imageKey/:width.(avif|webp)', () => {
  let restaurant: Restaurant;
  beforeAll(async () => {
    restaurant = await createRestaurant('auth0|image-owner');
  }, SLOW);

  it('stores an upload as AVIF and WebP at 320, 640, 960 and 1280 px', async () => {
    const key = keyOf(restaurant);
    const files = (await storedImageKeys(t.database)).filter((file) => file.startsWith(key));
    expect(files).toEqual(
      ['avif', 'webp'].flatMap((format) => WIDTHS.map((w) => `${key}-${w}.${format}`)).sort(),
    );
    expect(restaurant.imageUrl).toBe(sourcesOf(restaurant.imageSrcSet)[3].url);
  });

  it('serves every rendition the JSON lists', () => expectEveryRendition(restaurant), SLOW);

  it.each<[string, (key: string) => string]>([
    ['an unknown key', () => '/api/images/7b0a4d1e-3c55-4f7e-9a51-2f7e0c2b9d11/1280.webp'],
    ['an unknown key in AVIF', () => '/api/images/7b0a4d1e-3c55-4f7e-9a51-2f7e0c2b9d11/320.avif'],
    ['an unknown width', (key) => `/api/images/${key}/1920.webp`],
    ['an unknown width in AVIF', (key) => `/api/images/${key}/480.avif`],
    ['another extension', (key) => `/api/images/${key}/1280.png`],
    ['an upper-case extension', (key) => `/api/images/${key}/1280.AVIF`],
    ['a path outside the store', () => '/api/images/..%2F..%2Fpackage.json/1280.webp'],
  ])('answers 404 to %s', async (_name, urlOf) => {
    const response = await get(urlOf(keyOf(restaurant)));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Image not found' });
  });
});

describe('an image stored before AVIF (only its 640 and 1280 WebP)', () => {
  let restaurant: Restaurant;
  let key: string;
  const removeAllBut = async (kept: string[]) => {
    const files = (await storedImageKeys(t.database)).filter((file) => file.startsWith(key));
    const removed = files.filter((file) => !kept.includes(file));
    if (removed.length > 0) {
      await t.database.db.delete(restaurantImages).where(inArray(restaurantImages.key, removed));
    }
  };

  beforeEach(async () => {
    restaurant = await createRestaurant(`auth0|old-image-${Math.random()}`);
    key = keyOf(restaurant);
  }, SLOW);

  it(
    'serves every listed rendition, made from its 1280 WebP and kept',
    async () => {
      await removeAllBut([`${key}-640.webp`, `${key}-1280.webp`]);
      await expectEveryRendition(restaurant);
      const files = (await storedImageKeys(t.database)).filter((file) => file.startsWith(key));
      expect(files).toHaveLength(8);
    },
    SLOW,
  );

  it(
    'makes a rendition asked for by many at once only once',
    async () => {
      await removeAllBut([`${key}-1280.webp`]);
      const url = `/api/images/${key}/640.avif`;
      const answers = await Promise.all(Array.from({ length: 5 }, () => get(url)));
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
      expect(new Set(answers.map((answer) => answer.rawPayload.toString('base64'))).size).toBe(1);
    },
    SLOW,
  );

  it('answers 404 when even its 1280 WebP is gone, and stores nothing', async () => {
    await removeAllBut([]);
    expect((await get(`/api/images/${key}/320.avif`)).statusCode).toBe(404);
    expect((await storedImageKeys(t.database)).filter((f) => f.startsWith(key))).toEqual([]);
  });
});

describe('an image stored as files before images moved into the database', () => {
  it(
    'is served from the data folder, and its missing renditions are made into the database',
    async () => {
      const restaurant = await createRestaurant(`auth0|files-${Math.random()}`);
      const key = keyOf(restaurant);
      // Read behind the API's back: what it reads, it keeps in memory.
      const large = await createDatabaseImageStore(t.database.db).get(`${key}-1280.webp`);
      const rows = (await storedImageKeys(t.database)).filter((file) => file.startsWith(key));
      await t.database.db.delete(restaurantImages).where(inArray(restaurantImages.key, rows));
      await mkdir(t.imagesDir, { recursive: true });
      await writeFile(path.join(t.imagesDir, `${key}-1280.webp`), large!.data);

      const fromFile = await get(`/api/images/${key}/1280.webp`);
      expect(fromFile.statusCode).toBe(200);
      expect(fromFile.rawPayload.equals(large!.data)).toBe(true);
      await expectEveryRendition(restaurant);
      expect((await storedImageKeys(t.database)).filter((f) => f.startsWith(key))).toHaveLength(7);
    },
    SLOW,
  );
});
