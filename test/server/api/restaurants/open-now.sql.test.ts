import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { WEEKDAYS, type OpeningRange } from '@contract/opening-hours';
import { openAt } from '@server/api/restaurants/open-now.sql';
import { openingStateAt, type OpeningSettings } from '@server/api/restaurants/opening-state';
import type { DatabaseHandle } from '@server/db/database';
import { restaurants, users } from '@server/db/schema';
import { createTestDatabase } from '../../helpers/test-database';

const clock = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 15, 30, 45, 59))
  .map(([hour, minute]) => `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`);

const range: fc.Arbitrary<OpeningRange> = fc
  .record({ day: fc.constantFrom(...WEEKDAYS), opens: clock, closes: clock })
  .filter((candidate) => candidate.opens !== candidate.closes);

const settings: fc.Arbitrary<OpeningSettings> = fc.record({
  openingHours: fc.array(range, { maxLength: 4 }),
  timeZone: fc.constantFrom('Europe/London', 'America/New_York', 'Asia/Kolkata', 'UTC'),
  pausedAt: fc.option(
    fc.date({ min: new Date('2026-03-20'), max: new Date('2026-04-05'), noInvalidDate: true }),
    {
      nil: null,
    },
  ),
  pauseMinutes: fc.option(fc.integer({ min: 1, max: 1440 }), { nil: null }),
});

// Weeks around the change to summer time in Europe and America.
const moment = fc.date({
  min: new Date('2026-03-05'),
  max: new Date('2026-04-05'),
  noInvalidDate: true,
});

describe("search's 'open now' condition", () => {
  let database: DatabaseHandle;
  let restaurantId: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    const [owner] = await database.db
      .insert(users)
      .values({ auth0Id: 'auth0|open-now', email: 'owner@example.com' })
      .returning();
    const [row] = await database.db
      .insert(restaurants)
      .values({
        ownerId: owner.id,
        restaurantName: 'Clockwork Kitchen',
        city: 'London',
        country: 'United Kingdom',
        deliveryPrice: 250,
        estimatedDeliveryTime: 30,
        cuisines: ['Cafe'],
        imageKey: 'key',
      })
      .returning();
    restaurantId = row.id;
  }, 60_000);
  afterAll(() => database.close());

  it('agrees with the opening state the API answers, on any hours, zone, pause and moment', async () => {
    await fc.assert(
      fc.asyncProperty(settings, moment, async (chosen, now) => {
        const ofRestaurant = eq(restaurants.id, restaurantId);
        await database.db.update(restaurants).set(chosen).where(ofRestaurant);
        const [row] = await database.db
          .select({ open: sql<boolean>`${openAt(now)}` })
          .from(restaurants)
          .where(ofRestaurant);
        expect(row.open).toBe(openingStateAt(chosen, now).isOpen);
      }),
      { numRuns: 150 },
    );
  });
});
