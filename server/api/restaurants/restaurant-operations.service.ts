import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '@server/db/database';
import { menuItems, restaurants } from '@server/db/schema';
import { findRestaurantById, type RestaurantWithMenu } from './restaurant.service';

/**
 * A pause is how the kitchen is doing, not a change to the restaurant: its `lastUpdated`, and so
 * its place in 'Best match', stays.
 */
const unchanged = sql`${restaurants.updatedAt}`;

/**
 * Marks one of the restaurant's menu items sold out or available again; the restaurant after it,
 * or undefined when the item is not on its menu.
 */
export async function setMenuItemAvailability(
  db: Database,
  restaurant: RestaurantWithMenu,
  menuItemId: string,
  available: boolean,
): Promise<RestaurantWithMenu | undefined> {
  if (!restaurant.menuItems.some((item) => item.id === menuItemId)) return undefined;
  await db
    .update(menuItems)
    .set({ available })
    .where(and(eq(menuItems.id, menuItemId), eq(menuItems.restaurantId, restaurant.id)));
  return findRestaurantById(db, restaurant.id);
}

/**
 * Stops new orders from now on, for `minutes` or (null) until resumed; a new pause replaces the
 * one in force. The restaurant after it.
 */
export async function pauseRestaurant(
  db: Database,
  restaurantId: string,
  minutes: number | null,
): Promise<RestaurantWithMenu | undefined> {
  await db
    .update(restaurants)
    .set({ pausedAt: new Date(), pauseMinutes: minutes, updatedAt: unchanged })
    .where(eq(restaurants.id, restaurantId));
  return findRestaurantById(db, restaurantId);
}

/** Takes orders again at once; resuming when not paused changes nothing. */
export async function resumeRestaurant(
  db: Database,
  restaurantId: string,
): Promise<RestaurantWithMenu | undefined> {
  await db
    .update(restaurants)
    .set({ pausedAt: null, pauseMinutes: null, updatedAt: unchanged })
    .where(eq(restaurants.id, restaurantId));
  return findRestaurantById(db, restaurantId);
}
