import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { CUISINES } from '@contract/cuisines';
import {
  optionGroupInputSchema,
  optionGroupSchema,
  type OptionGroup,
} from '@contract/menu-options';
import type { Database, DatabaseHandle } from '@server/db/database';
import { DEMO_CUSTOMER_EMAIL, DEMO_PASSWORD, demoOwnerEmail } from '@local/demo/demo-restaurants';
import { seedOnFirstStart } from '@local/demo/seed-on-first-start';
import { buildTestApp } from '../../server/helpers/build-test-app';
import { createTestDatabase } from '../../server/helpers/test-database';
import { countRows, fakeAccounts, fastSeedDependencies } from './seed-test-kit';

jest.setTimeout(60_000);

async function rows<T extends Record<string, unknown>>(
  db: Database,
  query: ReturnType<typeof sql>,
) {
  return (await db.execute<T>(query)).rows;
}

describe('demo data on the first start', () => {
  let database: DatabaseHandle;
  const accounts = fakeAccounts();

  beforeAll(async () => {
    database = await createTestDatabase();
    const summary = await seedOnFirstStart(fastSeedDependencies(database.db, accounts), {
      kind: 'pglite',
      env: {},
    });
    expect(summary).toMatchObject({ restaurants: 150, accounts: 151 });
  });
  afterAll(() => database.close());

  it('loads at least 150 restaurants in at least 8 cities, London with 30 or more', async () => {
    const cities = await rows<{ city: string; n: number }>(
      database.db,
      sql`select city, count(*)::int as n from restaurants group by city`,
    );
    expect(cities.reduce((sum, { n }) => sum + n, 0)).toBeGreaterThanOrEqual(150);
    expect(cities.length).toBeGreaterThanOrEqual(8);
    expect(cities.find(({ city }) => city === 'London')?.n).toBeGreaterThanOrEqual(30);
  });

  it('has every one of the 26 cuisines', async () => {
    const found = await rows<{ cuisine: string }>(
      database.db,
      sql`select distinct unnest(cuisines) as cuisine from restaurants`,
    );
    expect(found.map(({ cuisine }) => cuisine).sort()).toEqual([...CUISINES].sort());
  });

  it('gives every restaurant 6 to 15 priced menu items with distinct names', async () => {
    const menus = await rows<{ items: number; names: number; cheapest: number }>(
      database.db,
      sql`select count(*)::int as items, count(distinct name)::int as names,
            min(price)::int as cheapest
          from menu_items group by restaurant_id`,
    );
    expect(menus).toHaveLength(150);
    for (const menu of menus) {
      expect(menu.items).toBeGreaterThanOrEqual(6);
      expect(menu.items).toBeLessThanOrEqual(15);
      expect(menu.names).toBe(menu.items);
      expect(menu.cheapest).toBeGreaterThanOrEqual(99);
    }
  });

  it('stores every dish with its dietary tags, allergens and valid option groups', async () => {
    const dishes = await rows<{
      dietary: string[];
      allergens: string[];
      description: string;
      option_groups: OptionGroup[];
    }>(database.db, sql`select dietary, allergens, description, option_groups from menu_items`);
    expect(dishes.length).toBeGreaterThan(900);
    for (const dish of dishes) {
      expect(Array.isArray(dish.dietary) && Array.isArray(dish.allergens)).toBe(true);
      expect(dish.description).not.toBe('');
      for (const group of dish.option_groups) {
        expect(optionGroupSchema.safeParse(group).success).toBe(true);
        expect(optionGroupInputSchema.safeParse(group).success).toBe(true);
      }
    }
    const groups = dishes.flatMap((dish) => dish.option_groups);
    expect(groups.length).toBeGreaterThan(200);
    // Ids as the API gives them, none shared: a choice names one dish's choice only.
    const ids = groups.flatMap((group) => [group._id, ...group.choices.map((c) => c._id)]);
    expect(ids.every((id) => z.uuidv4().safeParse(id).success)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('answers a search by dietary tags from the demo menus', async () => {
    const subject = await buildTestApp({ database: { ...database, close: async () => {} } });
    try {
      const total = async (query: string) =>
        (await subject.app.inject(`/api/restaurant/search/london${query}`)).json().pagination
          .total as number;
      const all = await total('');
      const vegetarian = await total('?dietary=vegetarian');
      const veganAndGlutenFree = await total('?dietary=vegan,glutenFree');
      expect(vegetarian).toBeGreaterThan(0);
      expect(vegetarian).toBeLessThanOrEqual(all);
      expect(veganAndGlutenFree).toBeGreaterThan(0);
      expect(veganAndGlutenFree).toBeLessThan(vegetarian);
    } finally {
      await subject.close();
    }
  });

  it('gives each restaurant its own owner account, and creates the customer', async () => {
    const owners = await rows<{ email: string; auth0_id: string }>(
      database.db,
      sql`select u.email, u.auth0_id from restaurants r join users u on u.id = r.owner_id`,
    );
    expect(new Set(owners.map((owner) => owner.email)).size).toBe(150);
    expect(owners).toContainEqual({
      email: demoOwnerEmail(1),
      auth0_id: `auth0|fake-${demoOwnerEmail(1)}`,
    });
    const [customer] = await rows<{ name: string; city: string }>(
      database.db,
      sql`select name, city from users where email = ${DEMO_CUSTOMER_EMAIL}`,
    );
    expect(customer).toEqual({ name: 'Demo Customer', city: 'London' });
    expect(accounts.calls).toHaveLength(151);
    expect(accounts.calls.every(({ password }) => password === DEMO_PASSWORD)).toBe(true);
  });

  it('fills several pages of a London search', async () => {
    const subject = await buildTestApp({ database: { ...database, close: async () => {} } });
    try {
      const response = await subject.app.inject('/api/restaurant/search/london?page=4');
      const { data, pagination } = response.json();
      expect(pagination.total).toBeGreaterThanOrEqual(30);
      expect(pagination.pages).toBeGreaterThanOrEqual(3);
      expect(data.length).toBe(pagination.total - 30);
    } finally {
      await subject.close();
    }
  });

  it('does not seed again on the next start', async () => {
    const before = await countRows(database.db, 'restaurants');
    const again = fakeAccounts();
    const summary = await seedOnFirstStart(fastSeedDependencies(database.db, again), {
      kind: 'pglite',
      env: {},
    });
    expect(summary).toBeUndefined();
    expect(again.calls).toHaveLength(0);
    expect(await countRows(database.db, 'restaurants')).toBe(before);
  });
});

describe('when demo data is not loaded', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it.each([
    ['SEED_DEMO=false', 'pglite', { SEED_DEMO: 'false' }],
    ['SEED_DEMO=FALSE', 'pglite', { SEED_DEMO: ' FALSE ' }],
    ['a PostgreSQL server', 'postgres', {}],
  ] as const)('%s', async (_case, kind, env) => {
    const accounts = fakeAccounts();
    expect(await seedOnFirstStart(fastSeedDependencies(database.db, accounts), { kind, env })).toBe(
      undefined,
    );
    expect(await countRows(database.db, 'restaurants')).toBe(0);
    expect(accounts.calls).toHaveLength(0);
  });
});
