import type { RestaurantSearchResponse, SortOption } from '@contract/search';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app';
import { insertRestaurants, search, type RestaurantFixture } from './search-test-kit';

const DAY = 24 * 60 * 60 * 1000;
const base = Date.UTC(2025, 0, 1);

/** 25 restaurants whose prices, times and update times repeat, so ties must be broken by id. */
const fixtures: RestaurantFixture[] = Array.from({ length: 25 }, (_, i) => ({
  restaurantName: i % 5 === 0 ? `Pasta Bar ${i}` : `Bistro ${i}`,
  city: 'Paris',
  country: 'France',
  deliveryPrice: [0, 199, 199, 350][i % 4],
  estimatedDeliveryTime: [45, 20, 30][i % 3],
  cuisines: i % 4 === 1 ? ['French', 'Pasta'] : ['French'],
  updatedAt: new Date(base + (i % 6) * DAY),
}));

type Row = RestaurantFixture & { id: string };

// Creating a database takes seconds on a busy machine.
jest.setTimeout(30_000);

describe('GET /api/restaurant/search/:city sorting and paging', () => {
  let subject: TestApp;
  let rows: Row[];

  beforeAll(async () => {
    subject = await buildTestApp();
    const ids = await insertRestaurants(subject.database.db, fixtures);
    rows = fixtures.map((fixture, i) => ({ ...fixture, id: ids[i] }));
  });
  afterAll(() => subject.close());

  async function page(query: Record<string, string>) {
    const response = await search(subject.app, 'paris', query);
    expect(response.statusCode).toBe(200);
    return response.json() as RestaurantSearchResponse;
  }

  /** The ids of pages 1 to 3 in answer order. */
  async function allPages(query: Record<string, string>): Promise<string[]> {
    const pages = await Promise.all([1, 2, 3].map((n) => page({ ...query, page: String(n) })));
    return pages.flatMap((answer) => answer.data.map((restaurant) => restaurant._id));
  }

  const byId = (a: Row, b: Row) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  const ascending = (key: 'deliveryPrice' | 'estimatedDeliveryTime') => (a: Row, b: Row) =>
    a[key]! - b[key]! || byId(a, b);
  const newestFirst = (a: Row, b: Row) =>
    b.updatedAt!.getTime() - a.updatedAt!.getTime() || byId(a, b);
  const ids = (list: Row[]) => list.map((row) => row.id);

  it.each<[SortOption, (a: Row, b: Row) => number]>([
    ['deliveryPrice', ascending('deliveryPrice')],
    ['estimatedDeliveryTime', ascending('estimatedDeliveryTime')],
    ['bestMatch', newestFirst],
  ])('sorts by %s, ties by id, so pages neither overlap nor skip', async (sortOption, compare) => {
    const found = await allPages({ sortOption });
    expect(found).toEqual(ids([...rows].sort(compare)));
    expect(new Set(found).size).toBe(25);
  });

  it('sorts by best match when no sort option is given', async () => {
    expect(await allPages({})).toEqual(await allPages({ sortOption: 'bestMatch' }));
  });

  it('puts name matches first for best match, each group newest first', async () => {
    const answer = await page({ searchQuery: 'pasta' });
    const nameMatches = rows.filter((row) => row.restaurantName.includes('Pasta'));
    const cuisineOnly = rows.filter(
      (row) => !row.restaurantName.includes('Pasta') && row.cuisines!.includes('Pasta'),
    );
    const expected = [...nameMatches.sort(newestFirst), ...cuisineOnly.sort(newestFirst)];
    expect(answer.pagination.total).toBe(expected.length);
    expect(answer.data.map((restaurant) => restaurant._id)).toEqual(ids(expected).slice(0, 10));
  });

  it('answers page 1 with the first 10 and the whole pagination', async () => {
    const answer = await page({ page: '1' });
    expect(answer.data).toHaveLength(10);
    expect(answer.pagination).toEqual({ total: 25, page: 1, pages: 3 });
  });

  it('answers the last page with what is left', async () => {
    const answer = await page({ page: '3' });
    expect(answer.data).toHaveLength(5);
    expect(answer.pagination).toEqual({ total: 25, page: 3, pages: 3 });
  });

  it.each(['4', '10000'])(
    'answers page %s, past the end, with no data and the true totals',
    async (n) => {
      const answer = await page({ page: n });
      expect(answer).toEqual({ data: [], pagination: { total: 25, page: Number(n), pages: 3 } });
    },
  );

  it('counts only what the filters keep', async () => {
    const answer = await page({ selectedCuisines: 'Pasta', sortOption: 'deliveryPrice' });
    const expected = rows.filter((row) => row.cuisines!.includes('Pasta'));
    expect(answer.pagination).toEqual({ total: expected.length, page: 1, pages: 1 });
    expect(answer.data.map((restaurant) => restaurant._id)).toEqual(
      ids(expected.sort(ascending('deliveryPrice'))),
    );
  });
});
