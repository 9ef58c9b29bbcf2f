import { and, eq, like, notExists, sql } from 'drizzle-orm';
import type { Database } from '@server/db/database';
import { restaurantImages, restaurants, users } from '@server/db/schema';
import { CONTENT_TYPES, LARGEST_WIDTH, type RenderedImage } from '@server/images/image-renditions';
import type { ImageStore } from '@server/images/image-store';
import { removeRestaurantImage, variantKey } from '@server/images/restaurant-images';
import { cachedDemoRenditions, type DemoRenditions } from './demo-image-cache';
import { buildDemoRestaurants, DEMO_OWNER_EMAILS, type DemoRestaurant } from './demo-restaurants';

/** The store key's end of the rendition whose presence says a picture is whole: the last stored. */
const LAST_STORED = variantKey('', { width: LARGEST_WIDTH, format: 'webp' });

/** How often the background drawing says how far it got. */
const REPORT_EVERY = 25;

export interface DemoPicturesOptions {
  db: Database;
  /** The store the API serves images from; drawn pictures are written to it. */
  store: ImageStore;
  catalogue?: DemoRestaurant[];
  /** Draws a restaurant's renditions; from the demo image cache by default. */
  renditionsOf?: DemoRenditions;
  log?: (message: string) => void;
}

/**
 * The demo catalogue's pictures, drawn after the API listens instead of before (150 pictures are
 * half a minute of a first start's two cores: docs/performance.md, "First start"). Until one is
 * drawn, its restaurant refers to an image key with nothing stored under it yet; a request for
 * any of its renditions draws it first, so a page never shows a missing picture, and the rest are
 * drawn one at a time in the background once the whole system serves (so that they do not slow
 * the web build). An interrupted start leaves some undrawn: the next one finds them in the
 * database and carries on.
 */
export interface DemoPictures {
  /** The API's image store: a picture asked for before it is drawn is drawn, then served. */
  store: ImageStore;
  /** Pictures not drawn yet; found in the database by `findUndrawn`. */
  readonly undrawn: number;
  /** Finds the demo restaurants whose picture is not stored yet (before the API listens). */
  findUndrawn(): Promise<void>;
  /** Draws every undrawn picture, one at a time, until all are drawn or `stop` is called. */
  drawAll(): Promise<void>;
  /** Stops drawing once the picture in hand is stored. */
  stop(): Promise<void>;
}

/** The image key a rendition's store key belongs to: `<imageKey>-<width>.<format>`. */
const imageKeyOf = (key: string) => /^(.+)-\d+\.[a-z0-9]+$/.exec(key)?.[1];

export function createDemoPictures({
  db,
  store,
  catalogue = buildDemoRestaurants(),
  renditionsOf = cachedDemoRenditions(),
  log = () => undefined,
}: DemoPicturesOptions): DemoPictures {
  const byOwner = new Map(catalogue.map((restaurant) => [restaurant.ownerEmail, restaurant]));
  const undrawn = new Map<string, DemoRestaurant>();
  const drawing = new Map<string, Promise<void>>();
  let stopped = false;
  let background: Promise<void> | undefined;

  async function storePicture(imageKey: string, rendered: RenderedImage[]) {
    // Largest WebP last: while it is missing, the picture counts as undrawn and is drawn again.
    const ordered = [...rendered].sort((a, b) => a.width - b.width);
    for (const { data, ...rendition } of ordered) {
      await store.put(variantKey(imageKey, rendition), data, CONTENT_TYPES[rendition.format]);
    }
    // The owner may have replaced the picture meanwhile; this one must not outlive that.
    const [stillUsed] = await db
      .select({ id: restaurants.id })
      .from(restaurants)
      .where(eq(restaurants.imageKey, imageKey))
      .limit(1);
    if (!stillUsed) await removeRestaurantImage(store, imageKey);
  }

  /** Draws one picture, once however many requests ask for it meanwhile. */
  function draw(imageKey: string): Promise<void> {
    const restaurant = undrawn.get(imageKey);
    if (!restaurant) return Promise.resolve();
    let pending = drawing.get(imageKey);
    if (!pending) {
      pending = renditionsOf(restaurant)
        .then((rendered) => storePicture(imageKey, rendered))
        .then(() => void undrawn.delete(imageKey))
        .finally(() => drawing.delete(imageKey));
      drawing.set(imageKey, pending);
    }
    return pending;
  }

  return {
    store: {
      put: (key, data, contentType) => store.put(key, data, contentType),
      async get(key) {
        const imageKey = imageKeyOf(key);
        if (imageKey && undrawn.has(imageKey)) await draw(imageKey);
        return store.get(key);
      },
      delete: (key) => store.delete(key),
    },
    get undrawn() {
      return undrawn.size;
    },
    async findUndrawn() {
      const rows = await db
        .select({ imageKey: restaurants.imageKey, email: users.email })
        .from(restaurants)
        .innerJoin(users, eq(users.id, restaurants.ownerId))
        .where(
          and(
            like(users.email, DEMO_OWNER_EMAILS),
            notExists(
              db
                .select({ key: restaurantImages.key })
                .from(restaurantImages)
                .where(eq(restaurantImages.key, sql`${restaurants.imageKey} || ${LAST_STORED}`)),
            ),
          ),
        );
      for (const { imageKey, email } of rows) {
        const restaurant = byOwner.get(email);
        if (imageKey && restaurant) undrawn.set(imageKey, restaurant);
      }
    },
    drawAll() {
      background ??= (async () => {
        const total = undrawn.size;
        if (total === 0) return;
        const started = Date.now();
        let done = 0;
        for (const imageKey of [...undrawn.keys()]) {
          if (stopped) return;
          // One that fails is drawn again when asked for, or on the next start.
          await draw(imageKey).catch((error: unknown) => {
            log(
              `demo pictures: one could not be drawn, to be tried again when asked for (${error})`,
            );
          });
          done += 1;
          if (done % REPORT_EVERY === 0 && done < total) {
            log(`demo pictures: ${done} of ${total} drawn`);
          }
        }
        log(`demo pictures: all ${total} drawn in ${Date.now() - started} ms`);
      })();
      return background;
    },
    async stop() {
      stopped = true;
      await background?.catch(() => undefined);
    },
  };
}
