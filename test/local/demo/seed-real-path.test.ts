import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { DatabaseHandle } from '@server/db/database';
import {
  buildDemoRestaurants,
  DEMO_CUSTOMER_EMAIL,
  DEMO_PASSWORD,
} from '@local/demo/demo-restaurants';
import { seedDemoData } from '@local/demo/seed-demo-data';
import { localSeedDependencies } from '@local/demo-seeding';
import { createAccountStore } from '@local/identity/accounts';
import { createDatabaseImageStore } from '@server/images/database-image-store';
import { DEMO_RENDITIONS } from '@local/demo/demo-image-cache';
import { variantKey } from '@server/images/restaurant-images';
import { createTestDatabase } from '../../server/helpers/test-database';

jest.setTimeout(60_000);

/** A few restaurants through the real stores: scrypt-hashed accounts and rendered pictures. */
describe('seeding through the real account and image stores', () => {
  let database: DatabaseHandle;
  let dataDir: string;
  const catalogue = buildDemoRestaurants().slice(0, 3);

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'forkful-seed-'));
    database = await createTestDatabase();
    const imageCacheDir = path.join(dataDir, 'demo-image-cache');
    await seedDemoData({
      ...localSeedDependencies({ dataDir }, database),
      catalogue,
      imageCacheDir,
    });
  });
  afterAll(async () => {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('creates accounts that sign in with the demo password and own the restaurants', async () => {
    const accounts = createAccountStore(path.join(dataDir, 'identity'));
    const owner = await accounts.verify(catalogue[0].ownerEmail, DEMO_PASSWORD);
    expect(owner).toBeDefined();
    expect(await accounts.verify(DEMO_CUSTOMER_EMAIL, DEMO_PASSWORD)).toBeDefined();
    expect(await accounts.verify(catalogue[0].ownerEmail, 'wrong-password')).toBeUndefined();

    const { rows } = await database.db.execute<{ name: string }>(
      sql`select r.restaurant_name as name from restaurants r
          join users u on u.id = r.owner_id where u.auth0_id = ${owner!.id}`,
    );
    expect(rows).toEqual([{ name: catalogue[0].restaurantName }]);
  });

  it('stores a distinct 16:9 picture in every WebP rendition for every restaurant', async () => {
    const store = createDatabaseImageStore(database.db);
    const { rows } = await database.db.execute<{ image_key: string }>(
      sql`select image_key from restaurants`,
    );
    expect(rows).toHaveLength(3);
    const digests = new Set<string>();
    for (const { image_key: imageKey } of rows) {
      for (const rendition of DEMO_RENDITIONS) {
        const stored = await store.get(variantKey(imageKey, rendition));
        expect(stored?.contentType).toBe(`image/${rendition.format}`);
      }
      const large = await store.get(variantKey(imageKey, { width: 1280, format: 'webp' }));
      const metadata = await sharp(large!.data).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 1280, 720]);
      digests.add(createHash('sha256').update(large!.data).digest('hex'));
    }
    expect(digests.size).toBe(3);
  });

  it('leaves no picture behind when the rows cannot be written', async () => {
    const other = await createTestDatabase();
    try {
      // The same owner twice: the second restaurant breaks the one-restaurant-per-owner rule.
      const broken = [catalogue[0], { ...catalogue[0], index: 999 }];
      await expect(
        seedDemoData({
          ...localSeedDependencies({ dataDir }, other),
          catalogue: broken,
          imageCacheDir: path.join(dataDir, 'demo-image-cache'),
        }),
      ).rejects.toThrow();
      const { rows } = await other.db.execute<{ images: number; restaurants: number }>(
        sql`select (select count(*)::int from restaurant_images) as images,
                   (select count(*)::int from restaurants) as restaurants`,
      );
      expect(rows).toEqual([{ images: 0, restaurants: 0 }]);
    } finally {
      await other.close();
    }
  });
});
