import { eq, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '@server/db/database';
import { restaurants } from '@server/db/schema';
import { createDatabaseImageStore } from '@server/images/database-image-store';
import type { RenderedImage } from '@server/images/image-renditions';
import { variantKey } from '@server/images/restaurant-images';
import { createDemoPictures } from '@local/demo/demo-pictures';
import { DEMO_RENDITIONS } from '@local/demo/demo-image-cache';
import { buildDemoRestaurants, type DemoRestaurant } from '@local/demo/demo-restaurants';
import { seedDemoData } from '@local/demo/seed-demo-data';
import { createTestDatabase } from '../../server/helpers/test-database';
import { fakeAccounts } from './seed-test-kit';

jest.setTimeout(30_000);

const catalogue = buildDemoRestaurants().slice(0, 3);
const largest = { width: 1280, format: 'webp' } as const;

/** Renditions that name their restaurant, so a test can tell whose picture was stored. */
async function labelledRenditions(restaurant: DemoRestaurant): Promise<RenderedImage[]> {
  return DEMO_RENDITIONS.map((rendition) => ({
    ...rendition,
    data: Buffer.from(`${restaurant.ownerEmail} ${rendition.width}`),
  }));
}

describe('demo pictures drawn after the catalogue', () => {
  let database: DatabaseHandle;
  const drawn: string[] = [];

  const pictures = () =>
    createDemoPictures({
      db: database.db,
      store: createDatabaseImageStore(database.db),
      catalogue,
      renditionsOf: async (restaurant) => {
        drawn.push(restaurant.ownerEmail);
        return labelledRenditions(restaurant);
      },
    });

  /** Each seeded restaurant's image key, with its owner's email. */
  const imageKeys = async () => {
    const rows = await database.db.execute<{ image_key: string; email: string }>(
      sql`select r.image_key, u.email from restaurants r join users u on u.id = r.owner_id
          where u.email like 'owner-%' order by u.email`,
    );
    return rows.rows;
  };

  // One catalogue for the file (each test starts with no picture stored): seeding is most of the
  // time here. The test that makes a restaurant no demo restaurant's comes last.
  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemoData({
      db: database.db,
      accounts: fakeAccounts(),
      imageStore: createDatabaseImageStore,
      catalogue,
      pictures: 'later',
    });
  });
  beforeEach(async () => {
    drawn.length = 0;
    await database.db.execute(sql`delete from restaurant_images`);
  });
  afterAll(() => database.close());

  it('seeds the rows with image keys and no picture stored', async () => {
    const keys = await imageKeys();
    expect(keys).toHaveLength(3);
    const stored = await database.db.execute(sql`select key from restaurant_images`);
    expect(stored.rows).toEqual([]);
    const found = pictures();
    await found.findUndrawn();
    expect(found.undrawn).toBe(3);
  });

  it('draws a picture when one of its renditions is asked for, once for concurrent requests', async () => {
    const found = pictures();
    await found.findUndrawn();
    const [{ image_key: key, email }] = await imageKeys();
    const [small, large] = await Promise.all([
      found.store.get(variantKey(key, { width: 320, format: 'webp' })),
      found.store.get(variantKey(key, largest)),
    ]);
    expect(small?.data.toString()).toBe(`${email} 320`);
    expect(large?.data.toString()).toBe(`${email} 1280`);
    expect(drawn).toEqual([email]);
    expect(found.undrawn).toBe(2);
  });

  it('draws the rest in the background, and a later start finds nothing left to draw', async () => {
    const found = pictures();
    await found.findUndrawn();
    await found.drawAll();
    expect(found.undrawn).toBe(0);
    for (const { image_key: key, email } of await imageKeys()) {
      const image = await found.store.get(variantKey(key, largest));
      expect(image?.data.toString()).toBe(`${email} 1280`);
    }
    const next = pictures();
    await next.findUndrawn();
    expect(next.undrawn).toBe(0);
  });

  it('carries on where an interrupted start stopped', async () => {
    const first = pictures();
    await first.findUndrawn();
    const [{ image_key: key }] = await imageKeys();
    await first.store.get(variantKey(key, largest));
    // A start killed while storing its second picture: the largest rendition, stored last, missing.
    const [, second] = await imageKeys();
    const store = createDatabaseImageStore(database.db);
    await store.put(
      variantKey(second.image_key, { width: 320, format: 'webp' }),
      Buffer.from('x'),
      'image/webp',
    );

    const next = pictures();
    await next.findUndrawn();
    expect(next.undrawn).toBe(2);
    await next.drawAll();
    expect((await store.get(variantKey(second.image_key, largest)))?.data.toString()).toBe(
      `${second.email} 1280`,
    );
  });

  it('stops after the picture in hand', async () => {
    const found = pictures();
    await found.findUndrawn();
    const background = found.drawAll();
    await found.stop();
    await background;
    expect(drawn).toHaveLength(1);
    expect(found.undrawn).toBe(2);
  });

  it('removes a picture drawn for an image its owner replaced meanwhile', async () => {
    const found = pictures();
    await found.findUndrawn();
    const [{ image_key: key, email }] = await imageKeys();
    await database.db
      .update(restaurants)
      .set({ imageKey: '00000000-0000-4000-8000-000000000000' })
      .where(eq(restaurants.imageKey, key));
    expect(await found.store.get(variantKey(key, largest))).toBeUndefined();
    expect(drawn).toEqual([email]);
    const left = await database.db.execute(
      sql`select key from restaurant_images where key like ${`${key}%`}`,
    );
    expect(left.rows).toEqual([]);
  });

  it('leaves restaurants that are not demo restaurants alone', async () => {
    const [first] = await imageKeys();
    await database.db.execute(
      sql`update users set email = 'someone@example.com' where email = ${first.email}`,
    );
    const found = pictures();
    await found.findUndrawn();
    expect(found.undrawn).toBe(2);
  });
});
