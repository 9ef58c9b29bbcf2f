import { sql } from 'drizzle-orm';
import { CUISINES } from '@contract/cuisines';
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
