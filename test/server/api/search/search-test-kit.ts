import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Cuisine } from '@contract/cuisines';
import type { DietaryTag } from '@contract/dietary';
import type { OpeningRange } from '@contract/opening-hours';
import type { RestaurantSearchResponse } from '@contract/search';
import type { Database } from '@server/db/database';
import { menuItems, restaurants, users } from '@server/db/schema';

export interface RestaurantFixture {
  restaurantName: string;
  city: string;
  country?: string;
  deliveryPrice?: number;
  estimatedDeliveryTime?: number;
  cuisines?: Cuisine[];
  updatedAt?: Date;
  openingHours?: OpeningRange[];
  pausedAt?: Date | null;
  pauseMinutes?: number | null;
}

/** Inserts restaurants straight into the database, each with its own owner and no image files. */
export async function insertRestaurants(
  db: Database,
  fixtures: RestaurantFixture[],
): Promise<string[]> {
  const owners = await db
    .insert(users)
    .values(fixtures.map(() => ({ auth0Id: `test|${randomUUID()}`, email: 'owner@example.com' })))
    .returning({ id: users.id });
  const rows = await db
    .insert(restaurants)
    .values(
      fixtures.map((fixture, index) => ({
        ownerId: owners[index].id,
        country: 'United Kingdom',
        deliveryPrice: 250,
        estimatedDeliveryTime: 30,
        cuisines: ['Italian'] as Cuisine[],
        imageKey: randomUUID(),
        ...fixture,
      })),
    )
    .returning({ id: restaurants.id });
  return rows.map((row) => row.id);
}

/** GET /api/restaurant/search/{city} with the given query parameters. */
export function search(app: FastifyInstance, city: string, query: Record<string, string> = {}) {
  const queryString = new URLSearchParams(query).toString();
  return app.inject({
    method: 'GET',
    url: `/api/restaurant/search/${encodeURIComponent(city)}${queryString ? `?${queryString}` : ''}`,
  });
}

/** The restaurant names of a successful search, in answer order. */
export async function namesFound(
  app: FastifyInstance,
  city: string,
  query: Record<string, string> = {},
): Promise<string[]> {
  const response = await search(app, city, query);
  if (response.statusCode !== 200) throw new Error(`search failed: ${response.body}`);
  return (response.json() as RestaurantSearchResponse).data.map((r) => r.restaurantName);
}

/** Gives each restaurant a dish per entry of `dishes`, carrying those dietary tags. */
export async function insertDishes(
  db: Database,
  menus: Array<{ restaurantId: string; dishes: DietaryTag[][] }>,
): Promise<void> {
  const rows = menus.flatMap(({ restaurantId, dishes }) =>
    dishes.map((dietary, position) => ({
      restaurantId,
      name: `Dish ${position + 1}`,
      price: 900,
      position,
      dietary,
    })),
  );
  if (rows.length) await db.insert(menuItems).values(rows);
}
