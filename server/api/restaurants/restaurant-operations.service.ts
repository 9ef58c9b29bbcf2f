import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '@server/db/database';
import { menuItems, restaurants } from '@server/db/schema';
import { findRestaurantById, type RestaurantWithMenu } from './restaurant.service';

/**
 * A pause, or busy mode, is how the kitchen is doing, not a change to the restaurant: its
 * `lastUpdated`, and so its place in 'Best match', stays.
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
  await db.transaction(async (tx) => {
    // The restaurant's row first, as a saved form takes it: the dish's change refreshes the
    // restaurant's dietary keys (migration 0015), and taking the two rows in the other order
    // than a concurrent save would deadlock with it.
    await tx
      .select({ id: restaurants.id })
      .from(restaurants)
      .where(eq(restaurants.id, restaurant.id))
      .for('no key update');
    await tx
      .update(menuItems)
      .set({ available })
      .where(and(eq(menuItems.id, menuItemId), eq(menuItems.restaurantId, restaurant.id)));
  });
  return findRestaurantById(db, restaurant.id);
}

/** Why a choice's availability was not set: which of the two ids names nothing on the menu. */
export type ChoiceNotFound = 'menu item' | 'choice';

/**
 * Marks one choice of one of the restaurant's menu items sold out or available again; the
 * restaurant after it, or which id names nothing: the item is not on its menu, or the choice in
 * none of the item's groups. The item's row is locked while its groups are rewritten, so that a
 * concurrent change to the same item (another choice, a saved form) is never lost.
 */
export async function setChoiceAvailability(
  db: Database,
  restaurant: RestaurantWithMenu,
  menuItemId: string,
  choiceId: string,
  available: boolean,
): Promise<RestaurantWithMenu | ChoiceNotFound> {
  if (!restaurant.menuItems.some((item) => item.id === menuItemId)) return 'menu item';
  const missing = await db.transaction(async (tx): Promise<ChoiceNotFound | undefined> => {
    const ofItem = and(eq(menuItems.id, menuItemId), eq(menuItems.restaurantId, restaurant.id));
    const [row] = await tx
      .select({ optionGroups: menuItems.optionGroups })
      .from(menuItems)
      .where(ofItem)
      .for('update');
    // Removed by a form saved since the menu was read.
    if (!row) return 'menu item';
    const has = row.optionGroups.some((group) => group.choices.some((c) => c._id === choiceId));
    if (!has) return 'choice';
    const optionGroups = row.optionGroups.map((group) => ({
      ...group,
      choices: group.choices.map((choice) =>
        choice._id === choiceId ? { ...choice, available } : choice,
      ),
    }));
    await tx.update(menuItems).set({ optionGroups }).where(ofItem);
    return undefined;
  });
  return missing ?? (await findRestaurantById(db, restaurant.id))!;
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

/**
 * Adds `minutes` to the delivery time the restaurant shows, from now for `forMinutes`; a new call
 * replaces the one in force. The stored `estimatedDeliveryTime` stays as the owner set it: the
 * answer carries `busyMinutes` beside it. The restaurant after it.
 */
export async function startBusy(
  db: Database,
  restaurantId: string,
  minutes: number,
  forMinutes: number,
): Promise<RestaurantWithMenu | undefined> {
  const busyUntil = new Date(Date.now() + forMinutes * 60_000);
  await db
    .update(restaurants)
    .set({ busyMinutes: minutes, busyUntil, updatedAt: unchanged })
    .where(eq(restaurants.id, restaurantId));
  return findRestaurantById(db, restaurantId);
}

/** Back to the usual delivery time at once; ending busy mode when not busy changes nothing. */
export async function endBusy(
  db: Database,
  restaurantId: string,
): Promise<RestaurantWithMenu | undefined> {
  await db
    .update(restaurants)
    .set({ busyMinutes: null, busyUntil: null, updatedAt: unchanged })
    .where(eq(restaurants.id, restaurantId));
  return findRestaurantById(db, restaurantId);
}
