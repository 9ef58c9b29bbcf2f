import type { DietaryTag } from '@contract/dietary';
import type { RestaurantSearchResponse } from '@contract/search';
import { menuItems } from '@server/db/schema';
import { and, eq } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app';
import { insertDishes, insertRestaurants, namesFound, search } from './search-test-kit';

// Creating a database takes seconds on a busy machine.
jest.setTimeout(30_000);

const V = 'vegetarian';
const VG = 'vegan';
const GF = 'glutenFree';

/** York's restaurants and the dietary tags of each of their dishes. */
const YORK: Array<{ name: string; dishes: DietaryTag[][] }> = [
  { name: 'Green Leaf', dishes: [[V, VG, GF], [V, VG], []] },
  { name: 'Split Menu', dishes: [[V, VG], [GF], []] },
  { name: 'Veggie Corner', dishes: [[V], []] },
  { name: 'Steak House', dishes: [[GF], [], []] },
  { name: 'Halal Grill', dishes: [['halal', 'spicy'], []] },
  { name: 'No Menu', dishes: [] },
  // Vegan, and so vegetarian, though its owner ticked only 'vegan'.
  { name: 'Plant Kitchen', dishes: [[VG, GF], []] },
];

describe("search's dietary filter", () => {
  let subject: TestApp;

  beforeAll(async () => {
    subject = await buildTestApp();
    const db = subject.database.db;
    const ids = await insertRestaurants(
      db,
      YORK.map(({ name }) => ({
        restaurantName: name,
        city: 'York',
        cuisines: name === 'Green Leaf' ? ['Vegan', 'Healthy'] : ['American'],
      })),
    );
    await insertDishes(
      db,
      YORK.map(({ dishes }, i) => ({ restaurantId: ids[i], dishes })),
    );
    // Elsewhere, a vegan restaurant that York's searches never see.
    const [leeds] = await insertRestaurants(db, [{ restaurantName: 'Leeds Vegan', city: 'Leeds' }]);
    await insertDishes(db, [{ restaurantId: leeds, dishes: [[V, VG, GF]] }]);
  });
  afterAll(() => subject.close());

  const found = async (query: Record<string, string>) =>
    (await namesFound(subject.app, 'york', query)).sort();

  it.each([
    ['vegetarian', ['Green Leaf', 'Plant Kitchen', 'Split Menu', 'Veggie Corner']],
    ['vegan', ['Green Leaf', 'Plant Kitchen', 'Split Menu']],
    ['glutenFree', ['Green Leaf', 'Plant Kitchen', 'Split Menu', 'Steak House']],
  ])('%s keeps the restaurants with such a dish', async (dietary, expected) => {
    expect(await found({ dietary })).toEqual(expected);
  });

  it('needs one dish that carries every chosen tag, not one dish for each', async () => {
    const both = ['Green Leaf', 'Plant Kitchen'];
    expect(await found({ dietary: 'vegan,glutenFree' })).toEqual(both);
    expect(await found({ dietary: 'vegetarian,vegan,glutenFree' })).toEqual(both);
    expect(await found({ dietary: 'vegetarian,glutenFree' })).toEqual(both);
    expect(await found({ dietary: 'vegetarian,vegan' })).toEqual([
      'Green Leaf',
      'Plant Kitchen',
      'Split Menu',
    ]);
  });

  it('takes a vegan dish for a vegetarian one, ticked or not', async () => {
    expect(await found({ dietary: 'vegetarian', searchQuery: 'plant' })).toEqual(['Plant Kitchen']);
  });

  it('counts only the restaurants it keeps', async () => {
    const response = await search(subject.app, 'york', { dietary: 'vegan' });
    expect((response.json() as RestaurantSearchResponse).pagination).toEqual({
      total: 3,
      page: 1,
      pages: 1,
    });
  });

  it('reads tags in any case, once each, ignoring empty entries', async () => {
    expect(await found({ dietary: 'VEGAN,,glutenfree, Vegan ' })).toEqual([
      'Green Leaf',
      'Plant Kitchen',
    ]);
  });

  it('lists every restaurant without it, or with an empty value', async () => {
    expect(await found({})).toHaveLength(YORK.length);
    expect(await found({ dietary: '' })).toHaveLength(YORK.length);
    expect(await found({ dietary: ' , ' })).toHaveLength(YORK.length);
  });

  it.each(['halal', 'spicy', 'keto', 'vegan,pescatarian'])(
    'refuses %j, naming the tag it does not know',
    async (dietary) => {
      const response = await search(subject.app, 'york', { dietary });
      expect(response.statusCode).toBe(400);
      const unknown = dietary.split(',').at(-1);
      expect(response.json()).toEqual({
        message: `dietary: '${unknown}' is not one of the listed dietary tags (vegetarian, vegan, glutenFree)`,
      });
    },
  );

  it('refuses the parameter given twice', async () => {
    const response = await subject.app.inject(
      '/api/restaurant/search/york?dietary=vegan&dietary=glutenFree',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'dietary: must be given once, comma-joined' });
  });

  it('combines with the cuisines and the text', async () => {
    expect(await found({ dietary: 'glutenFree', selectedCuisines: 'American' })).toEqual([
      'Plant Kitchen',
      'Split Menu',
      'Steak House',
    ]);
    expect(await found({ dietary: 'vegan', selectedCuisines: 'Vegan,Healthy' })).toEqual([
      'Green Leaf',
    ]);
    expect(await found({ dietary: 'vegan', searchQuery: 'menu' })).toEqual(['Split Menu']);
    expect(await found({ dietary: 'vegetarian', searchQuery: 'steak' })).toEqual([]);
  });

  it('leaves out a dish while it is sold out', async () => {
    const db = subject.database.db;
    // Veggie Corner's one vegetarian dish.
    const [{ id }] = await db
      .select({ id: menuItems.id })
      .from(menuItems)
      .where(and(eq(menuItems.name, 'Dish 1'), eq(menuItems.dietary, [V])));
    await db.update(menuItems).set({ available: false }).where(eq(menuItems.id, id));
    try {
      expect(await found({ dietary: 'vegetarian' })).toEqual([
        'Green Leaf',
        'Plant Kitchen',
        'Split Menu',
      ]);
    } finally {
      await db.update(menuItems).set({ available: true }).where(eq(menuItems.id, id));
    }
    expect(await found({ dietary: 'vegetarian' })).toContain('Veggie Corner');
  });
});

describe("search's dietary filter with 'Open now', sorting and paging", () => {
  let subject: TestApp;
  /** 25 restaurants; every third has no vegan dish, and every fourth is paused. */
  const fixtures = Array.from({ length: 25 }, (_, i) => ({
    restaurantName: `Kitchen ${String(i).padStart(2, '0')}`,
    city: 'Bristol',
    deliveryPrice: [300, 0, 150, 150][i % 4],
    estimatedDeliveryTime: [40, 20, 30][i % 3],
    updatedAt: new Date(Date.UTC(2025, 0, 1 + (i % 7))),
    pausedAt: i % 4 === 3 ? new Date() : null,
    pauseMinutes: null,
  }));
  const vegan = (i: number) => i % 3 !== 0;
  let ids: string[];

  beforeAll(async () => {
    subject = await buildTestApp();
    const db = subject.database.db;
    ids = await insertRestaurants(db, fixtures);
    await insertDishes(
      db,
      ids.map((restaurantId, i) => ({
        restaurantId,
        dishes: vegan(i) ? [[GF], [V, VG]] : [[GF], [V]],
      })),
    );
  });
  afterAll(() => subject.close());

  async function allPages(query: Record<string, string>) {
    const pages: RestaurantSearchResponse[] = [];
    for (const page of [1, 2, 3]) {
      const response = await search(subject.app, 'bristol', { ...query, page: String(page) });
      expect(response.statusCode).toBe(200);
      pages.push(response.json() as RestaurantSearchResponse);
    }
    return pages;
  }

  const byId = (a: number, b: number) => (ids[a] < ids[b] ? -1 : 1);

  it('sorts and pages only the restaurants it keeps', async () => {
    const pages = await allPages({ dietary: 'vegan', sortOption: 'deliveryPrice' });
    const expected = fixtures
      .map((_, i) => i)
      .filter(vegan)
      .sort((a, b) => fixtures[a].deliveryPrice - fixtures[b].deliveryPrice || byId(a, b))
      .map((i) => ids[i]);
    expect(pages.flatMap((page) => page.data.map((restaurant) => restaurant._id))).toEqual(
      expected,
    );
    expect(pages.map((page) => page.data.length)).toEqual([10, 6, 0]);
    expect(pages[2].pagination).toEqual({ total: 16, page: 3, pages: 2 });
  });

  it('keeps what is both open now and has such a dish', async () => {
    const [first] = await allPages({
      dietary: 'vegan',
      openNow: 'true',
      sortOption: 'estimatedDeliveryTime',
    });
    const expected = fixtures
      .map((_, i) => i)
      .filter((i) => vegan(i) && i % 4 !== 3)
      .sort(
        (a, b) =>
          fixtures[a].estimatedDeliveryTime - fixtures[b].estimatedDeliveryTime || byId(a, b),
      )
      .map((i) => ids[i]);
    expect(first.pagination).toEqual({ total: expected.length, page: 1, pages: 2 });
    expect(first.data.map((restaurant) => restaurant._id)).toEqual(expected.slice(0, 10));
  });

  it('on best match, keeps all for a tag every menu has, none for two no dish carries', async () => {
    const [all] = await allPages({ dietary: 'glutenFree' });
    expect(all.pagination).toEqual({ total: 25, page: 1, pages: 3 });
    const [none, second] = await allPages({ dietary: 'glutenFree,vegetarian' });
    expect(none).toEqual({ data: [], pagination: { total: 0, page: 1, pages: 0 } });
    expect(second.data).toEqual([]);
  });
});
