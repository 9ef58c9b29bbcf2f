import { createHash } from 'node:crypto';
import { and, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { Database } from '@server/db/database';
import { restaurantImages, restaurants } from '@server/db/schema';
import { CONTENT_TYPES, LARGEST_WIDTH } from '@server/images/image-renditions';
import type { ImageStore, StoredImage } from '@server/images/image-store';
import { variantKey } from '@server/images/restaurant-images';
import { cachedDemoRenditions, DEMO_IMAGE_CACHE } from './demo-image-cache';
import { demoImageSvg } from './demo-image';
import { buildDemoRestaurants, type DemoRestaurant } from './demo-restaurants';

/**
 * The image key of a demo restaurant's picture, made from its drawing (a UUID's shape, as every
 * image key has): `npm start` seeds the rows with it and draws the picture later, so the key
 * alone says which picture it is. A new drawing gives a new key, so a URL never changes meaning.
 */
export function demoImageKey(restaurant: DemoRestaurant): string {
  const hex = createHash('sha256')
    .update(`forkful demo picture\n${demoImageSvg(restaurant)}`)
    .digest('hex');
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    hex.slice(12, 16),
    hex.slice(16, 20),
    hex.slice(20, 32),
  ].join('-');
}

/** The demo restaurants by the key of their picture. */
export function demoRestaurantsByImageKey(
  catalogue: DemoRestaurant[] = buildDemoRestaurants(),
): Map<string, DemoRestaurant> {
  return new Map(catalogue.map((restaurant) => [demoImageKey(restaurant), restaurant]));
}

const VARIANT = /^(.+)-(\d+)\.(webp|avif)$/;

export interface DemoImageDrawer {
  /** The API's image store, which draws a demo picture not stored yet when asked for it. */
  store: ImageStore;
  /**
   * Draws and stores the picture of `imageKey` (once, however often asked at the same time) when
   * it is a demo picture a restaurant still shows; answers whether it is stored now.
   */
  draw(imageKey: string): Promise<boolean>;
  /** The keys of demo pictures restaurants show that are not stored yet, in catalogue order. */
  missing(): Promise<string[]>;
}

export interface DemoImageDrawerOptions {
  /** The restaurants whose pictures can be drawn; the demo catalogue by default. */
  catalogue?: DemoRestaurant[];
  /** Where drawn renditions are kept between seeds; node_modules/.cache by default. */
  imageCacheDir?: string;
}

/**
 * Demo pictures drawn when first needed: `npm start` loads the catalogue's rows with the keys of
 * pictures that are not drawn yet (a fifth of a fresh start's time went into drawing 150 of them
 * before the API listened). A request for one of their renditions draws the picture (from the
 * cache in node_modules/.cache when drawn on this machine before), stores its WebP renditions and
 * answers; AVIFs are then made from the largest WebP as for any image (rendition-source.ts). A
 * key no restaurant shows any more is not drawn, so no picture is stored without its restaurant.
 */
export function createDemoImageDrawer(
  inner: ImageStore,
  db: Database,
  { catalogue, imageCacheDir = DEMO_IMAGE_CACHE }: DemoImageDrawerOptions = {},
): DemoImageDrawer {
  let byKey: Map<string, DemoRestaurant> | undefined;
  const demoOf = (imageKey: string) =>
    (byKey ??= demoRestaurantsByImageKey(catalogue)).get(imageKey);
  const renditionsOf = cachedDemoRenditions(imageCacheDir);
  const drawing = new Map<string, Promise<boolean>>();
  const largest = (imageKey: string) =>
    variantKey(imageKey, { width: LARGEST_WIDTH, format: 'webp' });

  const shown = async (imageKey: string) => {
    const [row] = await db
      .select({ id: restaurants.id })
      .from(restaurants)
      .where(eq(restaurants.imageKey, imageKey))
      .limit(1);
    return Boolean(row);
  };

  const drawNow = async (imageKey: string): Promise<boolean> => {
    const restaurant = demoOf(imageKey);
    if (!restaurant) return false;
    if (await inner.get(largest(imageKey))) return true;
    if (!(await shown(imageKey))) return false;
    const rendered = await renditionsOf(restaurant);
    // The largest last: the background pass takes a picture with it as complete.
    const ordered = [...rendered].sort((a, b) => a.width - b.width);
    for (const { data, ...rendition } of ordered) {
      await inner.put(variantKey(imageKey, rendition), data, CONTENT_TYPES[rendition.format]);
    }
    // The restaurant may have been given another picture meanwhile: this one must not outlive it.
    if (!(await shown(imageKey))) {
      await Promise.all(ordered.map((rendition) => inner.delete(variantKey(imageKey, rendition))));
      return false;
    }
    return true;
  };

  const draw = (imageKey: string): Promise<boolean> => {
    let pending = drawing.get(imageKey);
    if (!pending) {
      pending = drawNow(imageKey).finally(() => drawing.delete(imageKey));
      drawing.set(imageKey, pending);
    }
    return pending;
  };

  const store: ImageStore = {
    put: (key, data, contentType) => inner.put(key, data, contentType),
    delete: (key) => inner.delete(key),
    async get(key): Promise<StoredImage | undefined> {
      const stored = await inner.get(key);
      if (stored) return stored;
      const [, imageKey, , format] = VARIANT.exec(key) ?? [];
      // AVIFs are made from the largest WebP, which asking for it draws.
      if (!imageKey || format !== 'webp' || !demoOf(imageKey)) return undefined;
      if (!(await draw(imageKey))) return undefined;
      return inner.get(key);
    },
  };

  const missing = async (): Promise<string[]> => {
    const keys = [...(byKey ??= demoRestaurantsByImageKey(catalogue)).keys()];
    const rows = await db
      .select({ imageKey: restaurants.imageKey })
      .from(restaurants)
      .where(
        and(
          inArray(restaurants.imageKey, keys),
          notExists(
            db
              .select({ key: restaurantImages.key })
              .from(restaurantImages)
              .where(
                eq(
                  restaurantImages.key,
                  sql`${restaurants.imageKey} || ${`-${LARGEST_WIDTH}.webp`}`,
                ),
              ),
          ),
        ),
      );
    const wanted = new Set(rows.map((row) => row.imageKey));
    return keys.filter((key) => wanted.has(key));
  };

  return { store, draw, missing };
}

export interface BackgroundDrawing {
  /** Stops after the picture being drawn; resolves once it is stored. */
  stop(): Promise<void>;
  /** Resolves when every missing picture is drawn, or the drawing stopped or failed. */
  done: Promise<void>;
}

/**
 * Draws every demo picture not stored yet, one after another (a request for one is drawn at once,
 * beside this), logging how far it is. Started once the API listens, on every start: a start
 * killed before it finished leaves the rest to the next.
 */
export function drawMissingInBackground(
  drawer: DemoImageDrawer,
  log: { info(message: string): void; warn(fields: object, message: string): void },
): BackgroundDrawing {
  let stopping = false;
  const run = async () => {
    const keys = await drawer.missing();
    if (keys.length === 0) return;
    const started = Date.now();
    log.info(`demo pictures: drawing ${keys.length} in the background`);
    let drawn = 0;
    let shownAt = Date.now();
    for (const key of keys) {
      if (stopping) return;
      await drawer.draw(key);
      drawn += 1;
      if (drawn === keys.length || Date.now() - shownAt >= 2000) {
        shownAt = Date.now();
        log.info(
          `demo pictures: ${drawn}/${keys.length} drawn (${Math.round((drawn / keys.length) * 100)}%)`,
        );
      }
    }
    log.info(`demo pictures: ${drawn} drawn in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  };
  const done = run().catch((error: unknown) => {
    if (!stopping)
      log.warn({ err: error }, 'demo pictures: drawing stopped; the next start goes on');
  });
  return {
    done,
    async stop() {
      stopping = true;
      await done;
    },
  };
}
