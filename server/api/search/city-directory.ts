import type { Database } from '@server/db/database';
import { findMatchingCities } from './search.service';

/**
 * How long a copy of the city list serves searches. Restaurants saved through this process
 * refresh it at once; one saved through another API process shows within this time.
 */
export const CITY_LIST_TTL_MS = 10_000;

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
