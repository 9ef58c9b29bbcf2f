import type { Restaurant } from '@contract/restaurant';
import { SYSTEM } from './system';

/**
 * A demo restaurant in London with at least three dishes on its menu, taking orders now with
 * every dish available: demo restaurants keep hours, and one is paused, so the tests pass at any
 * hour.
 */
export async function demoRestaurant(): Promise<Restaurant> {
  const search = await fetch(`${SYSTEM.api}/api/restaurant/search/london`);
  const { data } = (await search.json()) as { data: Array<{ _id: string }> };
  for (const { _id } of data) {
    const restaurant = (await (
      await fetch(`${SYSTEM.api}/api/restaurant/${_id}`)
    ).json()) as Restaurant;
    const orderable = restaurant.isOpen && restaurant.menuItems.every((item) => item.available);
    if (orderable && restaurant.menuItems.length >= 3) return restaurant;
  }
  throw new Error('No demo restaurant in London is open with three menu items');
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A menu item's button is named by the dish and its price ('Margherita, $8.99'). */
export const menuItemName = (dish: string) => new RegExp(`^${escapeRegExp(dish)}, \\$`);
