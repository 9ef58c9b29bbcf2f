import { randomUUID } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import type { OptionGroup } from '@contract/menu-options';
import type { OrderChoice } from '@contract/order';
import type { Database } from '@server/db/database';
import { menuItems, orderItems, orders, restaurants, users } from '@server/db/schema';
import { createRandom, type Random } from './prng';
import type { DemoRestaurant } from './demo-restaurants';

/** How many London restaurants get past orders: owner-001's first, as the catalogue lists them. */
const RESTAURANTS_WITH_ORDERS = 4;
/** Days of orders, ending with today's so far. */
export const DEMO_ORDER_DAYS = 28;
const DINERS = 12;
/** Lunch 11:30–14:30 and dinner 17:30–21:30, in minutes after local midnight. */
const LUNCH = [690, 870] as const;
const DINNER = [1050, 1290] as const;
const ORDER_SEED = 20_261_124;
/** Choices draw from a generator of their own, so the orders are what they were without them. */
const CHOICE_SEED = 20_261_125;
const HOUR_MS = 3_600_000;

/** Who placed the demo orders: people of their own, so the demo customer's list stays empty. */
export const demoDinerEmail = (n: number) => `diner-${String(n).padStart(2, '0')}@forkful.test`;

/** The UTC instant of `minutes` after local midnight of the UTC date `day` in `timeZone`. */
export function zonedInstant(day: Date, minutes: number, timeZone: string): Date {
  const guess = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 0, minutes);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(new Date(guess))
      .map((part) => [part.type, Number(part.value)]),
  );
  const local = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute);
  return new Date(guess - (local - guess));
}

interface SeededRestaurant {
  id: string;
  deliveryPrice: number;
  timeZone: string;
  menu: Array<{ id: string; name: string; price: number; optionGroups: OptionGroup[] }>;
}

/** Orders of a day: more at the weekend (Friday and Saturday busiest). */
function ordersOn(day: Date, random: Random): number {
  const weekday = day.getUTCDay();
  const busy = weekday === 5 || weekday === 6 ? 5 : weekday === 0 ? 3 : 0;
  return random.int(4, 9) + busy;
}

/** What a diner chose: what each required group asks for, and now and then an extra. */
function choicesOf(item: SeededRestaurant['menu'][number], random: Random): OrderChoice[] {
  return item.optionGroups.flatMap((group) => {
    const open = group.choices.filter((choice) => choice.available);
    const count = group.required ? group.minChoices : random.next() < 0.3 ? 1 : 0;
    return random
      .sample(open, Math.min(count, open.length))
      .map(({ _id, name, price }) => ({ _id, group: group.name, name, price }));
  });
}

/** 1–3 lines; the first dishes of the menu sell most, the last third hardly at all. */
function linesOf(menu: SeededRestaurant['menu'], random: Random, choosing: Random) {
  const popular = menu.slice(0, Math.max(1, Math.ceil(menu.length * 0.7)));
  const chosen = random.sample(popular, Math.min(popular.length, random.int(1, 3)));
  return chosen.map((item, position) => {
    const choices = choicesOf(item, choosing);
    return {
      menuItemId: item.id,
      name: item.name,
      unitPrice: item.price + choices.reduce((sum, choice) => sum + choice.price, 0),
      quantity: random.next() < 0.7 ? 1 : random.int(2, 3),
      position,
      choices,
    };
  });
}

/** One restaurant's orders over the days before `now`, removed an hour after they were placed. */
function ordersOf(
  restaurant: SeededRestaurant,
  diners: string[],
  now: Date,
  random: Random,
  choosing: Random,
) {
  const rows: Array<{
    order: typeof orders.$inferInsert;
    lines: Array<typeof orderItems.$inferInsert>;
  }> = [];
  for (let back = DEMO_ORDER_DAYS - 1; back >= 0; back--) {
    const day = new Date(now.getTime() - back * 24 * HOUR_MS);
    for (let n = ordersOn(day, random); n > 0; n--) {
      const [from, to] = random.next() < 0.4 ? LUNCH : DINNER;
      const createdAt = zonedInstant(day, random.int(from, to), restaurant.timeZone);
      if (createdAt > now) continue;
      const id = randomUUID();
      const lines = linesOf(restaurant.menu, random, choosing).map((line) => ({
        ...line,
        orderId: id,
      }));
      const total =
        lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0) +
        restaurant.deliveryPrice;
      const removed = new Date(Math.min(now.getTime(), createdAt.getTime() + HOUR_MS));
      rows.push({
        order: {
          id,
          userId: random.pick(diners),
          restaurantId: restaurant.id,
          status: 'delivered',
          deliveryName: 'Demo Diner',
          deliveryAddressLine1: `${random.int(1, 200)} Baker Street`,
          deliveryCity: 'London',
          deliveryCountry: 'United Kingdom',
          deliveryEmail: 'diner@forkful.test',
          totalAmount: total,
          amountPaid: total,
          archivedByOwnerAt: removed,
          createdAt,
          updatedAt: removed,
        },
        lines,
      });
    }
  }
  return rows;
}

async function insertDiners(db: Database): Promise<string[]> {
  const diners = Array.from({ length: DINERS }, (_, i) => ({
    auth0Id: `demo|diner-${i + 1}`,
    email: demoDinerEmail(i + 1),
    name: `Demo Diner ${i + 1}`,
    city: 'London',
    country: 'United Kingdom',
  }));
  await db.insert(users).values(diners).onConflictDoNothing({ target: users.auth0Id });
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      inArray(
        users.auth0Id,
        diners.map((diner) => diner.auth0Id),
      ),
    )
    .orderBy(asc(users.auth0Id));
  return rows.map((row) => row.id);
}

async function seededRestaurant(
  db: Database,
  ownerEmail: string,
): Promise<SeededRestaurant | undefined> {
  const [row] = await db
    .select({
      id: restaurants.id,
      deliveryPrice: restaurants.deliveryPrice,
      timeZone: restaurants.timeZone,
    })
    .from(restaurants)
    .innerJoin(users, eq(users.id, restaurants.ownerId))
    .where(eq(users.email, ownerEmail))
    .limit(1);
  if (!row) return undefined;
  const menu = await db
    .select({
      id: menuItems.id,
      name: menuItems.name,
      price: menuItems.price,
      optionGroups: menuItems.optionGroups,
    })
    .from(menuItems)
    .where(eq(menuItems.restaurantId, row.id))
    .orderBy(asc(menuItems.position));
  return { ...row, menu };
}

/**
 * A few weeks of paid, delivered orders for the first London restaurants of the catalogue
 * (owner-001's among them), at lunch and dinner in the restaurant's time zone, up to `now`: the
 * owner's Insights tab has something to show on a fresh start. Every order is removed (archived)
 * an hour after it was placed, so the owner's live Orders list stays empty. The same draws on
 * every seed, placed relative to `now`. Answers how many orders were written.
 */
export async function insertDemoOrders(
  db: Database,
  catalogue: DemoRestaurant[],
  now = new Date(),
): Promise<number> {
  const chosen = catalogue
    .filter((each) => each.city === 'London')
    .slice(0, RESTAURANTS_WITH_ORDERS);
  return db.transaction(async (tx) => {
    const diners = await insertDiners(tx);
    let written = 0;
    for (const demo of chosen) {
      const restaurant = await seededRestaurant(tx, demo.ownerEmail);
      if (!restaurant || restaurant.menu.length === 0) continue;
      const rows = ordersOf(
        restaurant,
        diners,
        now,
        createRandom(ORDER_SEED + demo.index),
        createRandom(CHOICE_SEED + demo.index),
      );
      if (rows.length === 0) continue;
      await tx.insert(orders).values(rows.map((row) => row.order));
      await tx.insert(orderItems).values(rows.flatMap((row) => row.lines));
      written += rows.length;
    }
    return written;
  });
}
