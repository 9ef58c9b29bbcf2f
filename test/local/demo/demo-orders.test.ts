import { sql } from 'drizzle-orm';
import { addDays } from '@contract/insights';
import type { OptionGroup } from '@contract/menu-options';
import { findInsights, insightsScopeOf } from '@server/api/insights/insights.service';
import { findOwnerOrders, findRestaurantIdOfOwner } from '@server/api/orders/order-query.service';
import type { DatabaseHandle } from '@server/db/database';
import { DEMO_ORDER_DAYS, insertDemoOrders, zonedInstant } from '@local/demo/demo-orders';
import {
  buildDemoRestaurants,
  DEMO_CUSTOMER_EMAIL,
  demoOwnerEmail,
} from '@local/demo/demo-restaurants';
import { insertCatalogue } from '@local/demo/demo-rows';
import { createTestDatabase } from '../../server/helpers/test-database';

// A Tuesday, 10:00 in London (BST): lunch and dinner of today are still to come.
const NOW = new Date('2026-06-16T09:00:00Z');

async function seeded(now: Date) {
  const database = await createTestDatabase();
  const catalogue = buildDemoRestaurants().slice(0, 40);
  const emails = [DEMO_CUSTOMER_EMAIL, ...catalogue.map((each) => each.ownerEmail)];
  await insertCatalogue(
    database.db,
    catalogue,
    new Map(emails.map((email) => [email, `auth0|fake-${email}`])),
    catalogue.map((_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`),
  );
  const written = await insertDemoOrders(database.db, catalogue, now);
  return { database, written };
}

async function ownerId(database: DatabaseHandle, email: string) {
  const { rows } = await database.db.execute<{ id: string }>(
    sql`select id from users where email = ${email}`,
  );
  return rows[0].id;
}

describe('demo orders', () => {
  let database: DatabaseHandle;
  let written: number;

  beforeAll(async () => {
    ({ database, written } = await seeded(NOW));
  }, 60_000);
  afterAll(() => database.close());

  it("gives owner-001's restaurant a week of paid orders at lunch and dinner", async () => {
    const owner = await ownerId(database, demoOwnerEmail(1));
    const to = '2026-06-16';
    const scope = await insightsScopeOf(database.db, owner, { from: addDays(to, -6), to });
    const insights = await findInsights(database.db, scope!);
    expect(insights.totals.paidOrders).toBeGreaterThanOrEqual(7 * 4 - 4);
    expect(insights.salesPerDay.slice(0, 6).every((day) => day.paidOrders > 0)).toBe(true);
    const busyHours = insights.ordersByHour
      .filter((hour) => hour.paidOrders > 0)
      .map((h) => h.hour);
    expect(
      busyHours.every((hour) => (hour >= 11 && hour <= 14) || (hour >= 17 && hour <= 21)),
    ).toBe(true);
    expect(insights.bestSellersByQuantity.length).toBeGreaterThan(0);
  });

  it('spreads a few weeks over four London restaurants, placed before now, all removed', async () => {
    const { rows } = await database.db.execute<Record<string, number | string>>(sql`
      select count(distinct o.restaurant_id)::int as restaurants,
        count(*) filter (where r.city <> 'London')::int as elsewhere,
        count(*) filter (where o.archived_by_owner_at is null or o.amount_paid is null)::int as open,
        count(*) filter (where o.created_at > ${NOW.toISOString()}::timestamptz)::int as future,
        min(o.created_at) as first
      from orders o join restaurants r on r.id = o.restaurant_id`);
    expect(rows[0]).toMatchObject({ restaurants: 4, elsewhere: 0, open: 0, future: 0 });
    expect(new Date(rows[0].first).getTime()).toBeGreaterThan(
      NOW.getTime() - DEMO_ORDER_DAYS * 86_400_000,
    );
    expect(written).toBeGreaterThan(4 * DEMO_ORDER_DAYS * 4);
  });

  it("leaves the owner's live Orders list and the demo customer's orders empty", async () => {
    const owner = await ownerId(database, demoOwnerEmail(1));
    const restaurantId = await findRestaurantIdOfOwner(database.db, owner);
    expect(await findOwnerOrders(database.db, restaurantId!)).toEqual([]);
    const customer = await ownerId(database, DEMO_CUSTOMER_EMAIL);
    const { rows } = await database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from orders where user_id = ${customer}`,
    );
    expect(rows[0].n).toBe(0);
  });

  it('orders dishes with what their required groups ask for, priced with the choices', async () => {
    const { rows } = await database.db.execute<{
      unit_price: number;
      price: number;
      choices: Array<{ _id: string; group: string; name: string; price: number }>;
      option_groups: OptionGroup[];
    }>(sql`select l.unit_price, m.price, l.choices, m.option_groups
      from order_items l join menu_items m on m.id = l.menu_item_id`);
    const withOptions = rows.filter((row) => row.option_groups.length > 0);
    expect(withOptions.length).toBeGreaterThan(50);
    for (const row of rows) {
      const added = row.choices.reduce((sum, choice) => sum + choice.price, 0);
      expect(row.unit_price).toBe(row.price + added);
      for (const group of row.option_groups) {
        const chosen = row.choices.filter((choice) => choice.group === group.name);
        expect(chosen.length).toBeGreaterThanOrEqual(group.minChoices);
        expect(chosen.length).toBeLessThanOrEqual(group.maxChoices);
        for (const choice of chosen) {
          expect(group.choices).toContainEqual({ ...choice, group: undefined, available: true });
        }
      }
    }
    // Pizzas come in sizes: some bigger ones sold.
    expect(rows.some((row) => row.choices.some((choice) => choice.name === '14"'))).toBe(true);
  });

  it('draws the same orders on every seed', async () => {
    const again = await seeded(NOW);
    const shape = async (db: DatabaseHandle) =>
      (
        await db.db.execute(sql`select r.restaurant_name, o.created_at, o.amount_paid
          from orders o join restaurants r on r.id = o.restaurant_id
          order by o.created_at, r.restaurant_name`)
      ).rows.map((row) => JSON.stringify(row));
    try {
      expect(await shape(again.database)).toEqual(await shape(database));
    } finally {
      await again.database.close();
    }
  });
});

describe('zonedInstant', () => {
  it("places a local time on the zone's clock, summer and winter", () => {
    expect(zonedInstant(new Date('2026-06-16T00:00:00Z'), 12 * 60, 'Europe/London')).toEqual(
      new Date('2026-06-16T11:00:00Z'),
    );
    expect(zonedInstant(new Date('2026-01-16T00:00:00Z'), 12 * 60, 'Europe/London')).toEqual(
      new Date('2026-01-16T12:00:00Z'),
    );
    expect(zonedInstant(new Date('2026-01-16T00:00:00Z'), 19 * 60, 'America/New_York')).toEqual(
      new Date('2026-01-17T00:00:00Z'),
    );
  });
});
