import { and, arrayContains, arrayOverlaps, count, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  SEARCH_PAGE_SIZE,
  type SearchDietaryTag,
  type SearchQuery,
  type SortOption,
} from '@contract/search';
import type { Database } from '@server/db/database';
import { restaurants } from '@server/db/schema';
import { openAt } from '../restaurants/open-now.sql';
import { containsPattern, cuisinesMatching } from './search-text';

const r = restaurants;
/** The expression every search index starts with (migrations 0003 and 0004). */
const cityKey = sql<string>`lower(${r.city})`;

/** The columns a result card needs: no owner, no menu. */
export const summaryColumns = {
  id: r.id,
  restaurantName: r.restaurantName,
  city: r.city,
  country: r.country,
  deliveryPrice: r.deliveryPrice,
  estimatedDeliveryTime: r.estimatedDeliveryTime,
  cuisines: r.cuisines,
  imageKey: r.imageKey,
  updatedAt: r.updatedAt,
  timeZone: r.timeZone,
  openingHours: r.openingHours,
  pausedAt: r.pausedAt,
  pauseMinutes: r.pauseMinutes,
  busyMinutes: r.busyMinutes,
  busyUntil: r.busyUntil,
  acceptWindowMinutes: r.acceptWindowMinutes,
};

export interface SearchPage {
  rows: Array<Pick<typeof restaurants.$inferSelect, keyof typeof summaryColumns>>;
  total: number;
}

/**
 * The distinct cities (lower case) whose name contains `city`. A recursive walk probes the city
 * index once per distinct city instead of reading every restaurant; the match is then a plain
 * equality (or a short IN list) that the ordered indexes serve. Backslash is PostgreSQL's default
 * LIKE escape, which containsPattern relies on.
 */
export function matchingCitiesStatement(city: string): SQL {
  return sql`with recursive cities(city) as (
      (select ${cityKey} from ${r} order by 1 limit 1)
      union all
      select (select ${cityKey} from ${r} where ${cityKey} > cities.city order by 1 limit 1)
      from cities where cities.city is not null
    )
    select city from cities where city like lower(${containsPattern(city)})`;
}

export async function findMatchingCities(db: Database, city: string): Promise<string[]> {
  const result = await db.execute<{ city: string }>(matchingCitiesStatement(city));
  return result.rows.map((row) => row.city);
}

function textCondition(text: string): SQL {
  const byName = sql`${r.restaurantName} ilike ${containsPattern(text)}`;
  const cuisines = cuisinesMatching(text);
  return cuisines.length ? or(byName, arrayOverlaps(r.cuisines, cuisines))! : byName;
}

/**
 * The key of restaurants.dietary_combos for the chosen tags: sorted and joined by '+', as
 * migration 0015 writes the combinations of each dish's tags (byte order there, as here).
 */
function dietaryKey(tags: SearchDietaryTag[]): string {
  return [...new Set(tags)].sort().join('+');
}

/**
 * A restaurant with at least one dish on sale that carries every chosen tag: a vegan coeliac
 * needs one dish that is both, not a vegan dish and another gluten-free one (docs/decisions.md,
 * "Menu options"). The restaurant's row lists every combination its dishes on sale carry, a
 * vegan dish counting as vegetarian too, so this is one key of that row, which
 * restaurants_city_dietary_combos_idx finds within the city: no menu is read.
 */
export function dietaryCondition(tags: SearchDietaryTag[]): SQL {
  return arrayContains(r.dietaryCombos, [dietaryKey(tags)]);
}

/** Every filter of a search over cities already resolved by findMatchingCities. */
export function searchCondition(cities: string[], query: SearchQuery): SQL {
  return and(
    cities.length === 1 ? sql`${cityKey} = ${cities[0]}` : inArray(cityKey, cities),
    query.selectedCuisines.length ? arrayContains(r.cuisines, query.selectedCuisines) : undefined,
    query.searchQuery ? textCondition(query.searchQuery) : undefined,
    query.dietary.length ? dietaryCondition(query.dietary) : undefined,
    query.openNow ? openAt(new Date()) : undefined,
  )!;
}

/** Written exactly as the indexes are ordered, so that a page is read from an index in order. */
export function searchOrder(sortOption: SortOption, searchQuery?: string): SQL[] {
  switch (sortOption) {
    case 'deliveryPrice':
      return [sql`${r.deliveryPrice} asc`, sql`${r.id} asc`];
    case 'estimatedDeliveryTime':
      return [sql`${r.estimatedDeliveryTime} asc`, sql`${r.id} asc`];
    case 'bestMatch': {
      const recent = [sql`${r.updatedAt} desc`, sql`${r.id} asc`];
      if (!searchQuery) return recent;
      return [sql`(${r.restaurantName} ilike ${containsPattern(searchQuery)}) desc`, ...recent];
    }
  }
}

/** The page and count queries of a search, unexecuted (the benchmark reads their SQL). */
export function searchStatements(db: Database, cities: string[], query: SearchQuery) {
  const where = searchCondition(cities, query);
  return {
    page: db
      .select(summaryColumns)
      .from(r)
      .where(where)
      .orderBy(...searchOrder(query.sortOption, query.searchQuery))
      .limit(SEARCH_PAGE_SIZE)
      .offset((query.page - 1) * SEARCH_PAGE_SIZE),
    count: db.select({ total: count() }).from(r).where(where),
  };
}

/**
 * One page of the restaurants in `cities` (the keys of every city whose name contains what was
 * asked for, from the city directory), filtered and sorted as docs/api.md says, with the total
 * count. No matching city costs no query.
 */
export async function searchRestaurants(
  db: Database,
  cities: string[],
  query: SearchQuery,
): Promise<SearchPage> {
  if (cities.length === 0) return { rows: [], total: 0 };
  const statements = searchStatements(db, cities, query);
  const [rows, [{ total }]] = await Promise.all([statements.page, statements.count]);
  return { rows, total };
}
