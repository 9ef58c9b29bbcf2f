import type { FastifyBaseLogger } from 'fastify';
import type { Database, DatabaseHandle, Unlisten } from '@server/db/database';
import { findMatchingCities } from './search.service';

/**
 * How long a copy of the city list serves searches at most. A restaurant saved anywhere refreshes
 * it at once (watchCityChanges); this bounds the wait while notifications are not heard.
 */
export const CITY_LIST_TTL_MS = 10_000;

/** The channel the restaurants trigger notifies (migration 0012_restaurant_images). */
export const CITY_CHANGES_CHANNEL = 'restaurant_cities';

/** How long to wait before listening again after the listening connection failed. */
const RELISTEN_DELAY_MS = 2_000;

/** The cities restaurants are in, kept in memory so that a search does not look them up. */
export interface CityDirectory {
  /** The city keys (lower case, as the search indexes hold them) whose name contains `text`. */
  matching(text: string): Promise<string[]>;
  /** Drops the copy: the next search reads the list afresh. */
  forget(): void;
}

interface CityList {
  readAt: number;
  /** Each city's key, and the same folded for a case-insensitive match in any script. */
  cities: Promise<Array<{ key: string; folded: string }>>;
}

/**
 * A search used to find its cities with a walk over the city index on every request, as much
 * database work as the page itself (docs/performance.md). There are a few hundred cities, so
 * one list read every CITY_LIST_TTL_MS and matched in memory serves every search.
 */
export function createCityDirectory(
  db: Database,
  { ttlMs = CITY_LIST_TTL_MS, now = Date.now }: { ttlMs?: number; now?: () => number } = {},
): CityDirectory {
  let list: CityList | undefined;

  const read = (): CityList => {
    const cities = findMatchingCities(db, '').then((keys) =>
      keys.map((key) => ({ key, folded: key.toLocaleLowerCase() })),
    );
    // A failed read is not kept: the next search tries again.
    cities.catch(() => {
      if (list?.cities === cities) list = undefined;
    });
    return { readAt: now(), cities };
  };

  return {
    async matching(text) {
      if (!list || now() - list.readAt >= ttlMs) list = read();
      const needle = text.toLocaleLowerCase();
      return (await list.cities).filter((city) => city.folded.includes(needle)).map((c) => c.key);
    },
    forget() {
      list = undefined;
    },
  };
}

/**
 * Makes `cities` read its list afresh whenever a restaurant is added, removed or saved through
 * any API process on the database: the restaurants trigger notifies CITY_CHANGES_CHANNEL on
 * commit, as the orders trigger does for order events. PGlite hears its own process's
 * notifications the same way. When the listening connection breaks, the list is dropped and
 * listening starts again shortly; meanwhile CITY_LIST_TTL_MS bounds how stale it can be.
 * Answers what stops listening, to call before the database closes.
 */
export function watchCityChanges(
  database: Pick<DatabaseHandle, 'listen'>,
  cities: Pick<CityDirectory, 'forget'>,
  log: FastifyBaseLogger,
): () => Promise<void> {
  let listening: Promise<Unlisten | undefined> | undefined;
  let retry: NodeJS.Timeout | undefined;
  let closed = false;

  const again = () => {
    if (closed) return;
    retry = setTimeout(start, RELISTEN_DELAY_MS);
    retry.unref();
  };
  const onLost = (error: Error) => {
    log.warn({ err: error }, 'city list notifications lost; listening again');
    cities.forget();
    again();
  };
  function start() {
    listening = database
      .listen(CITY_CHANGES_CHANNEL, () => cities.forget(), onLost)
      .catch((error: unknown) => {
        log.warn({ err: error }, 'cannot listen for city list changes; trying again');
        again();
        return undefined;
      });
  }

  start();
  return async () => {
    closed = true;
    clearTimeout(retry);
    const unlisten = await listening;
    await unlisten?.().catch((error: unknown) => log.warn({ err: error }, 'unlisten failed'));
  };
}
