import { createCityDirectory } from '@server/api/search/city-directory';
import type { DatabaseHandle } from '@server/db/database';
import { createTestDatabase } from '../../helpers/test-database';
import { insertRestaurants } from './search-test-kit';

describe('the city directory', () => {
  let database: DatabaseHandle;
  let clock = 0;
  const now = () => clock;

  beforeAll(async () => {
    database = await createTestDatabase();
    await insertRestaurants(database.db, [
      { restaurantName: 'A', city: 'London' },
      { restaurantName: 'B', city: 'london' },
      { restaurantName: 'C', city: 'New London' },
      { restaurantName: 'D', city: 'Zürich' },
      { restaurantName: 'E', city: '100% Town' },
    ]);
  }, 60_000);
  afterAll(() => database.close());

  it('finds every city containing the text, in any case, by the key the indexes hold', async () => {
    const cities = createCityDirectory(database.db, { now });
    expect((await cities.matching('LONDON')).sort()).toEqual(['london', 'new london']);
    expect(await cities.matching('zür')).toEqual(['zürich']);
    expect(await cities.matching('atlantis')).toEqual([]);
  });

  it('takes the text literally', async () => {
    const cities = createCityDirectory(database.db, { now });
    expect(await cities.matching('%')).toEqual(['100% town']);
    expect(await cities.matching('_')).toEqual([]);
    expect(await cities.matching('.*')).toEqual([]);
  });

  it('keeps its list for the time it is given, or until told to forget it', async () => {
    const cities = createCityDirectory(database.db, { ttlMs: 10_000, now });
    expect(await cities.matching('paris')).toEqual([]);
    await insertRestaurants(database.db, [{ restaurantName: 'F', city: 'Paris' }]);

    clock += 9_999;
    expect(await cities.matching('paris')).toEqual([]);
    clock += 1;
    expect(await cities.matching('paris')).toEqual(['paris']);

    await insertRestaurants(database.db, [{ restaurantName: 'G', city: 'Lyon' }]);
    expect(await cities.matching('lyon')).toEqual([]);
    cities.forget();
    expect(await cities.matching('lyon')).toEqual(['lyon']);
  });
});
