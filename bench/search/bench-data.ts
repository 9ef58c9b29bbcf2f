import { sql } from 'drizzle-orm';
import { CUISINES } from '@contract/cuisines';
import type { Database } from '@server/db/database';

export const RESTAURANT_COUNT = 100_000;
/** Dishes per menu: from 6 to 10, about 800,000 in all. */
const MIN_DISHES = 6;
const MAX_DISHES = 10;
const MENU_SLICE = 10_000;
const CITY_COUNT = 200;
const NAMED_CITIES = ['London', 'Manchester', 'Birmingham', 'Leeds', 'Glasgow', 'Liverpool'];
const PREFIXES = ['Golden', 'Little', 'Red', 'Blue', 'Royal', 'Happy', 'Lucky', 'Green', 'Old'];
const NOUNS = ['Pizzeria', 'Kitchen', 'Grill', 'Bistro', 'Diner', 'Noodle Bar', 'Taqueria', 'Cafe'];
/** Every row points at this one image; the benchmark never fetches images. */
const PLACEHOLDER_IMAGE_KEY = '00000000-0000-4000-8000-000000000000';

export interface BenchCity {
  city: string;
  restaurants: number;
}

/** 200 cities whose sizes fall off as 1/rank (Zipf): the largest holds about 17,000. */
export function benchCities(): BenchCity[] {
  const harmonic = Array.from({ length: CITY_COUNT }, (_, k) => 1 / (k + 1)).reduce(
    (a, b) => a + b,
  );
  const cities = Array.from({ length: CITY_COUNT }, (_, k) => ({
    city: NAMED_CITIES[k] ?? `Town ${String(k + 1).padStart(3, '0')}`,
    restaurants: Math.floor(RESTAURANT_COUNT / ((k + 1) * harmonic)),
  }));
  const assigned = cities.reduce((sum, city) => sum + city.restaurants, 0);
  cities[0].restaurants += RESTAURANT_COUNT - assigned;
  return cities;
}

const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/**
 * Every restaurant's menu, so that the dietary filter has dishes to look at: 6 to 10 dishes,
 * written one menu after another as a restaurant's save writes them (the menu's trigger fills
 * restaurants.dietary_combos as they are written, as in use). About a third of the dishes
 * are vegetarian, three in ten of those vegan, and one in five gluten free whatever else it is:
 * nearly every menu has a vegetarian dish, about 60% a vegan one and about 15% one that is both
 * vegan and gluten free. Derived from hashes of the row numbers, like the restaurants.
 */
async function loadBenchMenus(db: Database): Promise<void> {
  // In slices of restaurants: the whole table in one statement outlasts the statement timeout.
  for (let first = 1; first <= RESTAURANT_COUNT; first += MENU_SLICE) {
    const last = Math.min(RESTAURANT_COUNT, first + MENU_SLICE - 1);
    await db.execute(sql`insert into menu_items (id, restaurant_id, name, price, position, dietary)
    select md5('m' || n || '-' || k)::uuid, md5('r' || n)::uuid, 'Dish ' || k,
      300 + (d1 % 25) * 50, k,
      array_remove(array[
        case when d1 % 100 < 35 then 'vegetarian' end,
        case when d1 % 100 < 35 and (d1 / 100) % 10 < 3 then 'vegan' end,
        case when d2 % 5 = 0 then 'glutenFree' end], null)
    from generate_series(${first}::int, ${last}::int) as n,
      lateral generate_series(0, ${MIN_DISHES - 1} + (hashint4(n + 15485863) & 2147483647)
        % ${MAX_DISHES - MIN_DISHES + 1}) as k,
      lateral (select hashint4(n * 16 + k) & 2147483647 as d1,
                      hashint4(n * 16 + k + 49979687) & 2147483647 as d2) as d`);
  }
}

/**
 * Inserts the restaurants (and one owner each) and their menus with set-based SQL: every value
 * is derived from the row number by hashing, so two runs build the same tables. Then VACUUM
 * ANALYZE, so the planner has statistics and index-only scans can skip the heap.
 */
export async function loadBenchData(db: Database): Promise<void> {
  const ranges = benchCities().reduce<Array<{ city: string; first: number; last: number }>>(
    (list, { city, restaurants }) => {
      const first = (list.at(-1)?.last ?? 0) + 1;
      return [...list, { city, first, last: first + restaurants - 1 }];
    },
    [],
  );
  const values = sql.join(
    ranges.map(({ city, first, last }) => sql`(${city}::text, ${first}::int, ${last}::int)`),
    sql`, `,
  );
  await db.execute(sql`insert into users (id, auth0_id, email)
    select md5('u' || n)::uuid, 'bench|' || n, 'owner-' || n || '@bench.test'
    from generate_series(1, ${RESTAURANT_COUNT}::int) as n`);
  await db.execute(sql`insert into restaurants (id, owner_id, restaurant_name, city, country,
      delivery_price, estimated_delivery_time, cuisines, image_key, created_at, updated_at)
    select md5('r' || n)::uuid, md5('u' || n)::uuid,
      p.words[1 + h1 % ${PREFIXES.length}] || ' ' || nouns.words[1 + h2 % ${NOUNS.length}] || ' ' || n,
      c.city, 'United Kingdom', (h1 % 13) * 50, 10 + (h2 % 11) * 5,
      (case when h3 % 3 = 0 then array[k.c[1 + h1 % 26]]
            when h3 % 3 = 1 then array[k.c[1 + h1 % 26], k.c[1 + (h1 % 26 + 1 + h2 % 25) % 26]]
            else array[k.c[1 + h1 % 26], k.c[1 + (h1 % 26 + 1 + h2 % 25) % 26],
                       k.c[1 + (h1 % 26 + 1 + h3 % 25) % 26]] end),
      ${PLACEHOLDER_IMAGE_KEY}, t, t
    from (values ${values}) as c(city, first, last),
      lateral generate_series(c.first, c.last) as n,
      lateral (select hashint4(n) & 2147483647 as h1, hashint4(n + 7919) & 2147483647 as h2,
                      hashint4(n + 104729) & 2147483647 as h3) as h,
      lateral (select timestamptz '2025-01-01' - ((h3 % 525600) * interval '1 minute') as t) as ts,
      (select ${textArray(PREFIXES)} as words) as p,
      (select ${textArray(NOUNS)} as words) as nouns,
      (select ${textArray(CUISINES)} as c) as k`);
  await loadBenchMenus(db);
  await db.execute(sql`vacuum analyze users`);
  await db.execute(sql`vacuum analyze restaurants`);
  await db.execute(sql`vacuum analyze menu_items`);
}
