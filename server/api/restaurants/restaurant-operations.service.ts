import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '@server/db/database';
import { menuItems, restaurants } from '@server/db/schema';
import { findRestaurantByOwner, type RestaurantWithMenu } from './restaurant.service';

/**
 * A pause is how the kitchen is doing, not a change to the restaurant: its `lastUpdated`, and so
 * its place in 'Best match', stays.
 */
const unchanged = sql`${restaurants.updatedAt}`;

/**
 * Marks one of the owner's menu items sold out or available again; the owner's restaurant after
 * it, or undefined when the owner has no restaurant or the item is not on its menu.
 */
export async function setMenuItemAvailability(
  db: Database,
  ownerId: string,
  menuItemId: string,
  available: boolean,
): Promise<RestaurantWithMenu | undefined> {
  const restaurant = await findRestaurantByOwner(db, ownerId);
  if (!restaurant?.menuItems.some((item) => item.id === menuItemId)) return undefined;
  await db
    .update(menuItems)
    .set({ available })
    .where(and(eq(menuItems.id, menuItemId), eq(menuItems.restaurantId, restaurant.id)));
  return findRestaurantByOwner(db, ownerId);
}

/**
 * Stops new orders from now on, for `minutes` or (null) until resumed; a new pause replaces the
 * one in force. Undefined when the owner has no restaurant.
 */
export async function pauseRestaurant(
  db: Database,
  ownerId: string,
  minutes: number | null,
): Promise<RestaurantWithMenu | undefined> {
  await db
    .update(restaurants)
    .set({ pausedAt: new Date(), pauseMinutes: minutes, updatedAt: unchanged })
    .where(eq(restaurants.ownerId, ownerId));
  return findRestaurantByOwner(db, ownerId);
}

/** Takes orders again at once; resuming when not paused changes nothing. */
export async function resumeRestaurant(
  db: Database,
  ownerId: string,
): Promise<RestaurantWithMenu | undefined> {
  await db
    .update(restaurants)
    .set({ pausedAt: null, pauseMinutes: null, updatedAt: unchanged })
    .where(eq(restaurants.ownerId, ownerId));
  return findRestaurantByOwner(db, ownerId);
}
