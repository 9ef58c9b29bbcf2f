import { buildTestApp, type TestApp } from '../../helpers/build-test-app';
import { insertRestaurants, namesFound, search } from './search-test-kit';

// Creating a database takes seconds on a busy machine.
jest.setTimeout(30_000);

describe('GET /api/restaurant/search/:city parameters', () => {
  let subject: TestApp;

  beforeAll(async () => {
    subject = await buildTestApp();
    await insertRestaurants(subject.database.db, [
      { restaurantName: '100% Pizza', city: 'Rome', cuisines: ['Pizza'] },
      { restaurantName: '100 Pizza Street', city: 'Rome', cuisines: ['Italian'] },
      { restaurantName: 'Pizza Al Taglio', city: 'Rome', cuisines: ['Italian'] },
      { restaurantName: 'A_B Grill', city: 'Rome', cuisines: ['Steak'] },
      { restaurantName: 'AXB Grill', city: 'Rome', cuisines: ['Steak'] },
      { restaurantName: 'Star .* Bar', city: 'Rome', cuisines: ['Tapas'] },
      { restaurantName: 'Starry Bar', city: 'Rome', cuisines: ['Tapas'] },
      { restaurantName: 'Back\\slash Cafe', city: 'Rome', cuisines: ['Cafe'] },
      { restaurantName: 'Backslash Cafe', city: 'Rome', cuisines: ['Cafe'] },
    ]);
  });
  afterAll(() => subject.close());

  describe('text is matched literally', () => {
    it.each([
      ['%', ['100% Pizza']],
      ['100%', ['100% Pizza']],
      ['_', ['A_B Grill']],
      ['A_B', ['A_B Grill']],
      ['.*', ['Star .* Bar']],
      ['\\', ['Back\\slash Cafe']],
      ['k\\s', ['Back\\slash Cafe']],
    ])('%j finds only names that contain it', async (searchQuery, expected) => {
      expect(await namesFound(subject.app, 'Rome', { searchQuery })).toEqual(expected);
    });

    it.each(['%', '_', 'R%', 'Ro_e', '.*', '\\'])(
      'a city of %j is no pattern either',
      async (city) => {
        expect(await namesFound(subject.app, city)).toEqual([]);
      },
    );
  });

  describe('bad parameters are 400 with a message that names them', () => {
    it.each([
      [{ page: '0' }, 'page'],
      [{ page: 'abc' }, 'page'],
      [{ page: '10001' }, 'page'],
      [{ page: '-1' }, 'page'],
      [{ page: '1.5' }, 'page'],
      [{ sortOption: 'rating' }, 'sortOption'],
      [{ selectedCuisines: 'Italian,Klingon' }, 'selectedCuisines'],
      [{ dietary: 'vegan,halal' }, 'dietary'],
      [{ searchQuery: 'x'.repeat(101) }, 'searchQuery'],
    ])('%j', async (query, parameter) => {
      const response = await search(subject.app, 'Rome', query);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(new RegExp(`^${parameter}: `));
    });

    it('a city longer than 100 characters', async () => {
      const response = await search(subject.app, 'é'.repeat(101));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'city: must be at most 100 characters' });
    });

    it('a parameter given twice', async () => {
      const response = await subject.app.inject('/api/restaurant/search/Rome?page=1&page=2');
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^page: /);
    });

    it('takes an empty parameter as not given', async () => {
      const query = {
        page: '',
        sortOption: '',
        selectedCuisines: '',
        dietary: '',
        searchQuery: ' ',
      };
      const response = await search(subject.app, 'Rome', query);
      expect(response.statusCode).toBe(200);
      expect(response.json().pagination).toEqual({ total: 9, page: 1, pages: 1 });
    });

    it('accepts text and a city of exactly 100 characters', async () => {
      const query = { searchQuery: 'x'.repeat(100), page: '10000' };
      expect((await search(subject.app, 'é'.repeat(100), query)).statusCode).toBe(200);
    });
  });

  describe('conditional requests', () => {
    it('answers with an ETag and asks browsers to revalidate', async () => {
      const response = await search(subject.app, 'Rome');
      expect(response.headers.etag).toMatch(/^W\/"[\w-]+"$/);
      expect(response.headers['cache-control']).toBe('no-cache');
    });

    it('answers 304 without a body when If-None-Match holds the ETag', async () => {
      const first = await search(subject.app, 'Rome', { sortOption: 'deliveryPrice' });
      const again = await subject.app.inject({
        url: '/api/restaurant/search/Rome?sortOption=deliveryPrice',
        headers: { 'if-none-match': `"other", ${first.headers.etag}` },
      });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(first.headers.etag);
    });

    it('answers 200 when the ETag is another, or when the results changed', async () => {
      const first = await search(subject.app, 'Milan');
      const url = '/api/restaurant/search/Milan';
      const other = await subject.app.inject({ url, headers: { 'if-none-match': 'W/"other"' } });
      expect(other.statusCode).toBe(200);

      await insertRestaurants(subject.database.db, [{ restaurantName: 'Nuovo', city: 'Milan' }]);
      const changed = await subject.app.inject({
        url,
        headers: { 'if-none-match': String(first.headers.etag) },
      });
      expect(changed.statusCode).toBe(200);
      expect(changed.headers.etag).not.toBe(first.headers.etag);
    });

    it('puts no ETag on errors', async () => {
      const response = await search(subject.app, 'Rome', { page: '0' });
      expect(response.headers.etag).toBeUndefined();
    });
  });
});
