import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { DIETARY_TAGS, type DietaryTag } from '@contract/dietary';
import type { MenuItemInput, RestaurantInput } from '@contract/restaurant';
import { createRestaurant, updateRestaurant } from '@server/api/restaurants/my-restaurant.service';
import { setMenuItemAvailability } from '@server/api/restaurants/restaurant-operations.service';
import { findRestaurantById } from '@server/api/restaurants/restaurant.service';
import type { DatabaseHandle } from '@server/db/database';
import { menuItems, restaurants, users } from '@server/db/schema';
import { createTestDatabase } from '../../helpers/test-database';

// restaurants.dietary_combos, which the dietary filter reads, follows every menu change through
// the trigger of migration 0015, whoever writes the menu. PGlite, or PostgreSQL when
// TEST_DATABASE_URL is set.

jest.setTimeout(60_000);

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

interface Dish {
  dietary: string[];
  available: boolean;
}

/** What the column should hold: every combination of tags one dish on sale carries. */
function expectedCombos(dishes: Dish[]): string[] {
  const keys = new Set<string>();
  for (const { dietary, available } of dishes) {
    if (!available) continue;
    const tags = dietary.filter((tag) => (DIETARY_TAGS as readonly string[]).includes(tag));
    if (tags.includes('vegan')) tags.push('vegetarian');
    const sorted = [...new Set(tags)].sort();
    for (let mask = 1; mask < 1 << sorted.length; mask++) {
      keys.add(sorted.filter((_, i) => mask & (1 << i)).join('+'));
    }
  }
  return [...keys].sort();
}

async function combosOf(restaurantId: string): Promise<string[]> {
  const [row] = await database.db
    .select({ combos: restaurants.dietaryCombos })
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId));
  return [...row.combos].sort();
}

/** The column against its menu as it is now. */
async function expectInStep(restaurantId: string): Promise<void> {
  const dishes = await database.db
    .select({ dietary: menuItems.dietary, available: menuItems.available })
    .from(menuItems)
    .where(eq(menuItems.restaurantId, restaurantId));
  expect(await combosOf(restaurantId)).toEqual(expectedCombos(dishes));
}

const dish = (name: string, dietary: DietaryTag[], available = true): MenuItemInput => ({
  name,
  price: 900,
  dietary,
  available,
});

const MENU: MenuItemInput[] = [
  dish('Falafel Wrap', ['vegan']),
  dish('Cheese Toastie', ['vegetarian']),
  dish('Rice Bowl', ['vegan', 'glutenFree']),
  dish('Steak', ['glutenFree']),
  dish('Burger', []),
];

const restaurantInput = (menuItems: MenuItemInput[]): RestaurantInput => ({
  restaurantName: 'Corner Cafe',
  city: 'York',
  country: 'United Kingdom',
  deliveryPrice: 200,
  estimatedDeliveryTime: 30,
  cuisines: ['Cafe'],
  menuItems,
});

/** A restaurant created as its owner creates it, with its own owner. */
async function newRestaurant(menu: MenuItemInput[] = MENU) {
  const [owner] = await database.db
    .insert(users)
    .values({ auth0Id: `test|${randomUUID()}`, email: 'owner@example.com' })
    .returning({ id: users.id });
  const restaurant = await createRestaurant(database.db, owner.id, restaurantInput(menu), 'image');
  const dishId = (name: string) => restaurant.menuItems.find((item) => item.name === name)!.id;
  return { ownerId: owner.id, id: restaurant.id, dishId };
}

describe('restaurants.dietary_combos', () => {
  it('holds every combination of tags a dish carries, a vegan dish being vegetarian too', async () => {
    const { id } = await newRestaurant([
      dish('Rice Bowl', ['vegan', 'glutenFree']),
      dish('Chips', []),
    ]);
    expect(await combosOf(id)).toEqual([
      'glutenFree',
      'glutenFree+vegan',
      'glutenFree+vegan+vegetarian',
      'glutenFree+vegetarian',
      'vegan',
      'vegan+vegetarian',
      'vegetarian',
    ]);
  });

  it('is empty for a menu without tags, and counts each listed tag', async () => {
    const plain = await newRestaurant([dish('Chips', [])]);
    expect(await combosOf(plain.id)).toEqual([]);
    // The migration lists the tags of contract/dietary.ts: a new tag needs a new migration.
    const all = await newRestaurant([dish('Everything', [...DIETARY_TAGS])]);
    expect(await combosOf(all.id)).toHaveLength(2 ** DIETARY_TAGS.length - 1);
    await expectInStep(all.id);
  });

  it('follows a dish sold out and back on sale', async () => {
    const { id, dishId } = await newRestaurant();
    const restaurant = (await findRestaurantById(database.db, id))!;
    await setMenuItemAvailability(database.db, restaurant, dishId('Rice Bowl'), false);
    expect(await combosOf(id)).not.toContain('glutenFree+vegan');
    // Still carried by the falafel wrap and the steak.
    expect(await combosOf(id)).toEqual(expect.arrayContaining(['vegan', 'glutenFree']));
    await expectInStep(id);
    await setMenuItemAvailability(database.db, restaurant, dishId('Rice Bowl'), true);
    expect(await combosOf(id)).toContain('glutenFree+vegan');
    await expectInStep(id);
  });

  it("follows a dish's tags when they change", async () => {
    const { id, dishId } = await newRestaurant();
    await database.db
      .update(menuItems)
      .set({ dietary: ['glutenFree', 'vegetarian'] })
      .where(eq(menuItems.id, dishId('Cheese Toastie')));
    expect(await combosOf(id)).toContain('glutenFree+vegetarian');
    await database.db
      .update(menuItems)
      .set({ dietary: [] })
      .where(inArray(menuItems.id, [dishId('Falafel Wrap'), dishId('Rice Bowl')]));
    expect(await combosOf(id)).not.toContain('vegan');
    await expectInStep(id);
  });

  it('leaves the column alone when something else about a dish changes', async () => {
    const { id, dishId } = await newRestaurant();
    const before = await combosOf(id);
    await database.db
      .update(menuItems)
      .set({ name: 'Big Steak', price: 1900, description: 'Sirloin' })
      .where(eq(menuItems.id, dishId('Steak')));
    expect(await combosOf(id)).toEqual(before);
  });

  it('follows a dish deleted', async () => {
    const { id, dishId } = await newRestaurant();
    await database.db.delete(menuItems).where(eq(menuItems.id, dishId('Rice Bowl')));
    expect(await combosOf(id)).not.toContain('glutenFree+vegan');
    await expectInStep(id);
  });

  it("follows the owner's saved form: dishes kept, changed, dropped and added", async () => {
    const { id, ownerId, dishId } = await newRestaurant();
    await updateRestaurant(
      database.db,
      ownerId,
      restaurantInput([
        { ...dish('Falafel Wrap', ['vegan', 'glutenFree']), _id: dishId('Falafel Wrap') },
        dish('Steak', ['glutenFree'], false),
        dish('Halloumi Salad', ['vegetarian', 'glutenFree']),
      ]),
    );
    await expectInStep(id);
    expect(await combosOf(id)).toContain('glutenFree+vegan');

    await updateRestaurant(database.db, ownerId, restaurantInput([dish('Burger', [])]));
    expect(await combosOf(id)).toEqual([]);
  });

  it('follows statements that change many restaurants at once', async () => {
    const [a, b, c] = [
      await newRestaurant(),
      await newRestaurant(),
      await newRestaurant([dish('Chips', [])]),
    ];
    await database.db.insert(menuItems).values(
      [a, b, c].map(({ id }, position) => ({
        restaurantId: id,
        name: 'Halal Curry',
        price: 1200,
        position: 10 + position,
        dietary: ['halal', 'spicy'] as DietaryTag[],
      })),
    );
    await database.db
      .update(menuItems)
      .set({ available: false })
      .where(inArray(menuItems.restaurantId, [a.id, b.id]));
    await database.db.delete(menuItems).where(eq(menuItems.restaurantId, c.id));
    for (const { id } of [a, b, c]) {
      await expectInStep(id);
      expect(await combosOf(id)).toEqual([]);
    }
  });

  it('moves with a dish given to another restaurant', async () => {
    const [from, to] = [await newRestaurant(), await newRestaurant([dish('Chips', [])])];
    await database.db
      .update(menuItems)
      .set({ restaurantId: to.id })
      .where(eq(menuItems.id, from.dishId('Rice Bowl')));
    expect(await combosOf(to.id)).toContain('glutenFree+vegan');
    await expectInStep(from.id);
    await expectInStep(to.id);
  });

  it('lets a restaurant be deleted with its menu', async () => {
    const { id } = await newRestaurant();
    await database.db.delete(restaurants).where(eq(restaurants.id, id));
    expect(
      await database.db.select().from(menuItems).where(eq(menuItems.restaurantId, id)),
    ).toEqual([]);
  });

  it('sees a menu change committed by another transaction while it waited', async () => {
    // On PostgreSQL the second transaction waits for the restaurant's row and must then read the
    // menu afresh; PGlite runs the two one after the other.
    const { id, dishId } = await newRestaurant();
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let updated!: () => void;
    const firstUpdated = new Promise<void>((resolve) => (updated = resolve));
    const first = database.db.transaction(async (tx) => {
      await tx
        .update(menuItems)
        .set({ available: false })
        .where(eq(menuItems.id, dishId('Rice Bowl')));
      updated();
      await released;
    });
    await firstUpdated;
    const second = database.db
      .update(menuItems)
      .set({ available: false })
      .where(eq(menuItems.id, dishId('Steak')))
      .then(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 300));
    release();
    await Promise.all([first, second]);
    expect(await combosOf(id)).not.toContain('glutenFree');
    await expectInStep(id);
  });
});
