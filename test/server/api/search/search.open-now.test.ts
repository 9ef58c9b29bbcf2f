import { buildTestApp, type TestApp } from '../../helpers/build-test-app';
import { insertRestaurants, namesFound, search } from './search-test-kit';
import { anotherDay } from '../../helpers/another-day';

describe("search's 'Open now' filter", () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await buildTestApp();
    await insertRestaurants(subject.database.db, [
      { restaurantName: 'Always Open', city: 'Bath' },
      { restaurantName: 'Paused', city: 'Bath', pausedAt: new Date(), pauseMinutes: 30 },
      { restaurantName: 'On Hold', city: 'Bath', pausedAt: new Date(), pauseMinutes: null },
      {
        restaurantName: 'Pause Over',
        city: 'Bath',
        pausedAt: new Date(Date.now() - 2 * 3_600_000),
        pauseMinutes: 60,
      },
      {
        restaurantName: 'Closed Today',
        city: 'Bath',
        openingHours: [{ day: anotherDay(), opens: '09:00', closes: '10:00' }],
      },
    ]);
  }, 60_000);
  afterAll(() => subject.close());

  it('keeps only restaurants taking orders now, and counts only them', async () => {
    const names = await namesFound(subject.app, 'bath', { openNow: 'true' });
    expect(names.sort()).toEqual(['Always Open', 'Pause Over']);
    const response = await search(subject.app, 'bath', { openNow: 'true' });
    expect(response.json().pagination).toEqual({ total: 2, page: 1, pages: 1 });
  });

  it('lists every restaurant without it', async () => {
    expect(await namesFound(subject.app, 'bath', { openNow: 'false' })).toHaveLength(5);
    expect(await namesFound(subject.app, 'bath')).toHaveLength(5);
  });

  it('refuses a value that is not true or false, naming it', async () => {
    const response = await search(subject.app, 'bath', { openNow: 'yes' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'openNow: must be true or false' });
  });
});
