import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { DatabaseHandle } from '@server/db/database';
import { restaurants } from '@server/db/schema';
import { createDatabaseImageStore } from '@server/images/database-image-store';
import { IMAGE_WIDTHS, LARGEST_WIDTH } from '@server/images/image-renditions';
import { createRenditionSource } from '@server/images/rendition-source';
import { variantKey } from '@server/images/restaurant-images';
import {
  createDemoImageDrawer,
  demoImageKey,
  drawMissingInBackground,
} from '@local/demo/demo-image-drawer';
import { buildDemoRestaurants } from '@local/demo/demo-restaurants';
import { seedDemoData } from '@local/demo/seed-demo-data';
import { createTestDatabase } from '../../server/helpers/test-database';
import { fakeAccounts } from './seed-test-kit';

jest.setTimeout(60_000);

const quiet = { info: () => undefined, warn: () => undefined };

async function storedKeys(database: DatabaseHandle): Promise<string[]> {
  const result = await database.db.execute<{ key: string }>(
    sql`select key from restaurant_images order by key`,
  );
  return result.rows.map((row) => row.key);
}

/** `npm start`'s seed: rows whose pictures are drawn when asked for, or in the background. */
describe('demo pictures drawn later', () => {
  let database: DatabaseHandle;
  let cacheDir: string;
  const catalogue = buildDemoRestaurants().slice(0, 3);
  const drawerFor = (db: DatabaseHandle) =>
    createDemoImageDrawer(createDatabaseImageStore(db.db), db.db, {
      catalogue,
      imageCacheDir: cacheDir,
    });

  beforeEach(async () => {
    cacheDir = await mkdtemp(path.join(tmpdir(), 'forkful-demo-drawer-'));
    database = await createTestDatabase();
    await seedDemoData({
      db: database.db,
      accounts: fakeAccounts(),
      imageStore: createDatabaseImageStore(database.db),
      catalogue,
      imageCacheDir: cacheDir,
      drawImagesLater: true,
    });
  });
  afterEach(async () => {
    await database.close();
    await rm(cacheDir, { recursive: true, force: true });
  });

  it('writes the rows with each picture’s demo key and stores no picture yet', async () => {
    const rows = await database.db.select({ imageKey: restaurants.imageKey }).from(restaurants);
    expect(rows.map((row) => row.imageKey).sort()).toEqual(catalogue.map(demoImageKey).sort());
    expect(new Set(rows.map((row) => row.imageKey)).size).toBe(catalogue.length);
    expect(await storedKeys(database)).toEqual([]);
    expect(await drawerFor(database).missing()).toEqual(catalogue.map(demoImageKey));
  });

  it('draws a picture when one of its WebPs is asked for, and an AVIF from its largest WebP', async () => {
    const drawer = drawerFor(database);
    const key = demoImageKey(catalogue[1]);
    const webp = await drawer.store.get(variantKey(key, { width: 640, format: 'webp' }));
    expect(webp?.contentType).toBe('image/webp');
    expect(await sharp(webp!.data).metadata()).toMatchObject({ width: 640, height: 360 });
    // Its four WebPs are stored, the other restaurants' pictures not yet.
    expect(await storedKeys(database)).toEqual(
      IMAGE_WIDTHS.map((width) => variantKey(key, { width, format: 'webp' })).sort(),
    );
    expect(await drawer.missing()).toEqual([catalogue[0], catalogue[2]].map(demoImageKey));

    const avif = await createRenditionSource(drawer.store)(demoImageKey(catalogue[2]), {
      width: 320,
      format: 'avif',
    });
    expect(avif?.contentType).toBe('image/avif');
  });

  it('draws each picture once when asked for it at the same time', async () => {
    const drawer = drawerFor(database);
    const key = demoImageKey(catalogue[0]);
    const answers = await Promise.all(
      [...IMAGE_WIDTHS, LARGEST_WIDTH].map((width) =>
        drawer.store.get(variantKey(key, { width, format: 'webp' })),
      ),
    );
    expect(answers.every((answer) => answer?.contentType === 'image/webp')).toBe(true);
    expect(await storedKeys(database)).toHaveLength(4);
  });

  it('does not draw a picture no restaurant shows any more, nor an unknown key', async () => {
    const drawer = drawerFor(database);
    const key = demoImageKey(catalogue[0]);
    await database.db
      .update(restaurants)
      .set({ imageKey: '00000000-0000-4000-8000-000000000000' })
      .where(eq(restaurants.imageKey, key));
    expect(await drawer.store.get(variantKey(key, { width: 640, format: 'webp' }))).toBeUndefined();
    expect(await drawer.store.get('00000000-0000-4000-8000-000000000001-640.webp')).toBeUndefined();
    expect(await storedKeys(database)).toEqual([]);
  });

  it('draws every missing picture in the background, and a next start finds none missing', async () => {
    const drawer = drawerFor(database);
    const lines: string[] = [];
    const background = drawMissingInBackground(drawer, {
      info: (line) => lines.push(line),
      warn: () => undefined,
    });
    await background.done;
    expect(await storedKeys(database)).toHaveLength(catalogue.length * 4);
    expect(
      lines.some((line) => line.includes(`${catalogue.length}/${catalogue.length} drawn`)),
    ).toBe(true);
    expect(await drawerFor(database).missing()).toEqual([]);
    const again = drawMissingInBackground(drawerFor(database), quiet);
    await again.done;
    expect(await storedKeys(database)).toHaveLength(catalogue.length * 4);
  });

  it('stops after the picture it is drawing', async () => {
    const background = drawMissingInBackground(drawerFor(database), quiet);
    await background.stop();
    const stored = await storedKeys(database);
    expect(stored.length % 4).toBe(0);
    expect(stored.length).toBeLessThan(catalogue.length * 4);
  });
});
