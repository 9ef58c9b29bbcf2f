import { eq } from 'drizzle-orm';
import pino from 'pino';
import {
  CITY_CHANGES_CHANNEL,
  createCityDirectory,
  watchCityChanges,
} from '@server/api/search/city-directory';
import type { DatabaseHandle } from '@server/db/database';
import { restaurants } from '@server/db/schema';
import { createTestDatabase } from '../../helpers/test-database';
import { insertRestaurants } from './search-test-kit';

const silent = pino({ level: 'silent' });
/** Kept for an hour: only a notification can make the list change within a test. */
const HOUR = 3_600_000;

/** Asks until `matching(text)` answers `expected`, at most 5 s (notifications are asynchronous). */
async function eventually(read: () => Promise<string[]>, expected: string[]) {
  const deadline = Date.now() + 5_000;
  let found = await read();
  while (JSON.stringify(found) !== JSON.stringify(expected) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    found = await read();
  }
  expect(found).toEqual(expected);
}

describe('the city list, refreshed by the restaurants trigger', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  }, 60_000);
  afterAll(() => database.close());

  it('reads the list again when a restaurant is added, moved or removed', async () => {
    const cities = createCityDirectory(database.db, { ttlMs: HOUR });
    const stop = watchCityChanges(database, cities, silent);
    try {
      // Listening starts in the background; a change is heard once it has.
      await eventually(async () => {
        await insertRestaurants(database.db, [{ restaurantName: 'Probe', city: 'Probe Town' }]);
        return cities.matching('probe town');
      }, ['probe town']);

      const [id] = await insertRestaurants(database.db, [
        { restaurantName: 'A', city: 'Atlantis' },
      ]);
      await eventually(() => cities.matching('atlantis'), ['atlantis']);

      await database.db.update(restaurants).set({ city: 'Avalon' }).where(eq(restaurants.id, id));
      await eventually(() => cities.matching('a'), ['avalon']);

      await database.db.delete(restaurants).where(eq(restaurants.id, id));
      await eventually(() => cities.matching('avalon'), []);
    } finally {
      await stop();
    }
  });

  it('keeps the list while other columns of a restaurant change', async () => {
    const forget = jest.fn();
    const stop = watchCityChanges(database, { forget }, silent);
    const heard = async () => (forget.mock.calls.length > 0 ? ['heard'] : []);
    // Lets notifications still on their way arrive before counting anew.
    const settle = async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      forget.mockClear();
    };
    try {
      // A notification sent by hand shows when listening has started.
      await eventually(async () => {
        await database.db.execute(`select pg_notify('${CITY_CHANGES_CHANNEL}', '')`);
        return heard();
      }, ['heard']);
      await settle();
      const [id] = await insertRestaurants(database.db, [{ restaurantName: 'B', city: 'Bree' }]);
      await eventually(heard, ['heard']);
      await settle();

      await database.db
        .update(restaurants)
        .set({ restaurantName: 'B2', deliveryPrice: 300 })
        .where(eq(restaurants.id, id));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(forget).not.toHaveBeenCalled();
    } finally {
      await stop();
    }
  });
});
