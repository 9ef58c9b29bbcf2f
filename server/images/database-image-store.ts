import { eq } from 'drizzle-orm';
import type { Database } from '@server/db/database';
import { restaurantImages } from '@server/db/schema';
import { createCachedImageStore } from './cached-image-store';
import { isValidImageKey, type ImageStore } from './image-store';

/**
 * Images as rows of `restaurant_images`, so that every API process on the database serves every
 * image (docs/decisions.md). Given a transaction, its writes commit or roll back with it: a
 * restaurant and its image are saved together or not at all. Storing a key twice keeps the first
 * bytes: two processes rendering the same missing rendition make the same picture.
 */
export function createDatabaseImageStore(db: Database): ImageStore {
  const checked = (key: string) => {
    if (!isValidImageKey(key)) throw new Error(`Invalid image key '${key}'`);
    return key;
  };
  return {
    async put(key, data, contentType) {
      await db
        .insert(restaurantImages)
        .values({ key: checked(key), contentType, data })
        .onConflictDoNothing({ target: restaurantImages.key });
    },
    async get(key) {
      if (!isValidImageKey(key)) return undefined;
      const [row] = await db
        .select({ data: restaurantImages.data, contentType: restaurantImages.contentType })
        .from(restaurantImages)
        .where(eq(restaurantImages.key, key));
      return row;
    },
    async delete(key) {
      await db.delete(restaurantImages).where(eq(restaurantImages.key, checked(key)));
    },
  };
}

/**
 * The API's image store: the database, then, for images a deployment stored before they moved
 * into the database, its folder of image files; the images last read are kept in memory
 * (cached-image-store.ts). Nothing is written to the folder any more; removing an image removes
 * it from both.
 */
export function createImageStore(db: Database, legacy: ImageStore): ImageStore {
  const database = createDatabaseImageStore(db);
  return createCachedImageStore({
    put: database.put,
    get: async (key) => (await database.get(key)) ?? legacy.get(key),
    async delete(key) {
      await Promise.all([database.delete(key), legacy.delete(key)]);
    },
  });
}
