import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '@server/db/database';
import { restaurantImages, restaurants } from '@server/db/schema';
import { createDatabaseImageStore } from '@server/images/database-image-store';
import { removeUnreferencedImages } from '@server/images/unreferenced-images';
import { insertRestaurants } from '../api/search/search-test-kit';
import { buildTestApp } from '../helpers/build-test-app';
import { createTestDatabase } from '../helpers/test-database';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
}, 60_000);
afterAll(() => database.close());

const keysOf = async (imageKey: string) =>
  (await database.db.select({ key: restaurantImages.key }).from(restaurantImages))
    .map((row) => row.key)
    .filter((key) => key.startsWith(imageKey));

async function storeImage(imageKey: string, hoursAgo: number) {
  const store = createDatabaseImageStore(database.db);
  for (const file of ['640.webp', '1280.webp'])
    await store.put(`${imageKey}-${file}`, Buffer.from(file), 'image/webp');
  await database.db
    .update(restaurantImages)
    .set({ createdAt: sql`now() - make_interval(hours => ${hoursAgo})` })
    .where(sql`${restaurantImages.key} like ${`${imageKey}-%`}`);
}

describe('removeUnreferencedImages', () => {
  it('removes the renditions of images no restaurant refers to, and keeps the others', async () => {
    const [id] = await insertRestaurants(database.db, [{ restaurantName: 'Kept', city: 'Leeds' }]);
    const [{ imageKey: kept }] = await database.db
      .select({ imageKey: restaurants.imageKey })
      .from(restaurants)
      .where(eq(restaurants.id, id));
    const orphan = randomUUID();
    await storeImage(kept, 2);
    await storeImage(orphan, 2);

    expect(await removeUnreferencedImages(database)).toBe(2);
    expect(await keysOf(kept)).toHaveLength(2);
    expect(await keysOf(orphan)).toEqual([]);
  });

  it('on PostgreSQL, leaves an image stored within the hour: another process may be seeding', async () => {
    const recent = randomUUID();
    await storeImage(recent, 0);
    await removeUnreferencedImages(database);
    expect(await keysOf(recent)).toHaveLength(database.kind === 'postgres' ? 2 : 0);
  });
});

describe('the API', () => {
  it('removes unreferenced images once it is ready, without holding up its start', async () => {
    const orphan = randomUUID();
    await storeImage(orphan, 2);
    const { app } = await buildTestApp({ database });
    await app.ready();
    // Closing waits for the sweep it started.
    await app.close();
    expect(await keysOf(orphan)).toEqual([]);
  });
});
