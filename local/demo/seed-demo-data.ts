import { randomUUID } from 'node:crypto';
import { count, eq, like } from 'drizzle-orm';
import type { RenderedImage } from '@server/images/image-renditions';
import type { ImageStore } from '@server/images/image-store';
import { removeRestaurantImage, storeRenditions } from '@server/images/restaurant-images';
import type { Database } from '@server/db/database';
import { restaurants, users } from '@server/db/schema';
import { insertDemoOrders } from './demo-orders';
import { insertCatalogue } from './demo-rows';
import { cachedDemoRenditions } from './demo-image-cache';
import {
  buildDemoRestaurants,
  DEMO_CUSTOMER_EMAIL,
  DEMO_OWNER_EMAILS,
  DEMO_PASSWORD,
  type DemoRestaurant,
} from './demo-restaurants';

/** Pictures rendered at once: enough to keep both cores and sharp's threads busy. */
const IMAGE_BATCH = 6;

/** What the seed needs of an account store: the identity provider's, when run locally. */
export interface DemoAccounts {
  /** Creates each account, or resets its password when the email is known; in their order. */
  ensureAccounts(emails: string[], password: string): Promise<Array<{ id: string }>>;
}

export interface SeedDependencies {
  db: Database;
  /**
   * Where pictures are stored. Given as the store a transaction writes to (the database's), they
   * are written in the catalogue's transaction and exist only with their restaurants; a store of
   * its own (a folder) has them removed again when the rows cannot be written.
   */
  imageStore: ImageStore | ((tx: Database) => ImageStore);
  /** The local identity provider's accounts, so that every demo user can sign in. */
  accounts: DemoAccounts;
  /** The restaurants to load; the whole demo catalogue by default. */
  catalogue?: DemoRestaurant[];
  /** Draws and stores one restaurant's picture, answering its image key. */
  storeImage?: (restaurant: DemoRestaurant) => Promise<string>;
  /** Where drawn renditions are kept between seeds; node_modules/.cache by default. */
  imageCacheDir?: string;
  /**
   * 'drawn' (the default): every picture drawn and stored with the rows. 'later': the rows refer
   * to pictures not drawn yet, which the local API draws when asked for or once the whole system
   * serves (demo-pictures.ts).
   */
  pictures?: 'drawn' | 'later';
  log?: (message: string) => void;
}

export interface SeedSummary {
  restaurants: number;
  menuItems: number;
  accounts: number;
  milliseconds: number;
}

/** Whether SEED_DEMO allows demo data (anything but 'false'). */
export function isDemoSeedingEnabled(env: Record<string, string | undefined> = process.env) {
  return env.SEED_DEMO?.trim().toLowerCase() !== 'false';
}

export async function hasAnyRestaurant(db: Database): Promise<boolean> {
  const [{ total }] = await db.select({ total: count() }).from(restaurants);
  return total > 0;
}

/** Whether demo restaurants are already there (their owners' emails are on the test domain). */
export async function hasDemoData(db: Database): Promise<boolean> {
  const [found] = await db
    .select({ id: restaurants.id })
    .from(restaurants)
    .innerJoin(users, eq(users.id, restaurants.ownerId))
    .where(like(users.email, DEMO_OWNER_EMAILS))
    .limit(1);
  return Boolean(found);
}

async function inBatches<T, R>(items: T[], size: number, work: (item: T) => Promise<R>) {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += size) {
    results.push(...(await Promise.all(items.slice(start, start + size).map(work))));
  }
  return results;
}

async function createAccounts(deps: SeedDependencies, emails: string[]) {
  const accounts = await deps.accounts.ensureAccounts(emails, DEMO_PASSWORD);
  return new Map(emails.map((email, index) => [email, accounts[index].id]));
}

/** Stores the pictures, in catalogue order, through the store the transaction `tx` gives. */
async function storeImages(
  deps: SeedDependencies,
  tx: Database,
  catalogue: DemoRestaurant[],
  rendered: RenderedImage[][] | undefined,
): Promise<string[]> {
  const store = typeof deps.imageStore === 'function' ? deps.imageStore(tx) : deps.imageStore;
  const keys: string[] = [];
  try {
    for (const [i, restaurant] of catalogue.entries()) {
      keys.push(
        deps.storeImage
          ? await deps.storeImage(restaurant)
          : await storeRenditions(store, rendered![i]),
      );
    }
    return keys;
  } catch (error) {
    if (typeof deps.imageStore !== 'function') await removeImages(deps.imageStore, keys);
    throw error;
  }
}

async function removeImages(store: ImageStore, keys: string[]) {
  await Promise.all(keys.map((key) => removeRestaurantImage(store, key)));
}

/**
 * Loads the demo catalogue: owner accounts (one per restaurant) and a customer that can sign in
 * locally, their user records, every restaurant with its menu and picture, and the demo orders.
 * The pictures are drawn first; then rows and pictures are written in one transaction, so a seed
 * interrupted at any point leaves neither half a catalogue nor a picture without its restaurant
 * (the next start seeds again). With `pictures: 'later'` the rows refer to pictures drawn
 * afterwards (demo-pictures.ts). Accounts are kept by the identity provider and made idempotently.
 */
export async function seedDemoData(deps: SeedDependencies): Promise<SeedSummary> {
  const started = Date.now();
  const catalogue = deps.catalogue ?? buildDemoRestaurants();
  const renditionsOf = cachedDemoRenditions(deps.imageCacheDir);
  const emails = [DEMO_CUSTOMER_EMAIL, ...catalogue.map((restaurant) => restaurant.ownerEmail)];
  const later = deps.pictures === 'later';
  deps.log?.(`demo data: loading ${catalogue.length} restaurants, their menus and demo orders…`);
  const [accountIds, rendered] = await Promise.all([
    createAccounts(deps, emails),
    deps.storeImage || later ? undefined : inBatches(catalogue, IMAGE_BATCH, renditionsOf),
  ]);
  let imageKeys: string[] = [];
  try {
    const items = await deps.db.transaction(async (tx) => {
      imageKeys = later
        ? catalogue.map(() => randomUUID())
        : await storeImages(deps, tx, catalogue, rendered);
      const count = await insertCatalogue(tx, catalogue, accountIds, imageKeys);
      await insertDemoOrders(tx, catalogue);
      return count;
    });
    const summary = {
      restaurants: catalogue.length,
      menuItems: items,
      accounts: emails.length,
      milliseconds: Date.now() - started,
    };
    deps.log?.(`demo data: ${summary.restaurants} restaurants in ${summary.milliseconds} ms`);
    return summary;
  } catch (error) {
    if (typeof deps.imageStore !== 'function') await removeImages(deps.imageStore, imageKeys);
    throw error;
  }
}
