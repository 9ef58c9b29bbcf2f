import type { Restaurant } from '@contract/restaurant';
import { buildDemoRestaurants, type DemoRestaurant } from '@local/demo/demo-restaurants';
import { SYSTEM } from './system';

/**
 * Demo restaurants (by position in the catalogue) that one journey each follows from its owner's
 * side: the others leave them alone, so the owner sees only that journey's orders.
 */
export const ORDER_JOURNEY_RESTAURANTS = {
  orders: 1,
  ownerService: 2,
  liveOrders: 3,
  // Owner 005's: always open, nothing sold out (local/demo/demo-service.ts).
  kitchen: 4,
} as const;

const reservedNames = new Set(
  Object.values(ORDER_JOURNEY_RESTAURANTS).map(
    (index) => buildDemoRestaurants()[index].restaurantName,
  ),
);

/**
 * The dishes a click adds to the cart as they are: those without option groups (a dish with
 * groups opens its dialog instead).
 */
export const plainDishes = (restaurant: Restaurant) =>
  restaurant.menuItems.filter((item) => item.optionGroups.length === 0);

/**
 * A demo restaurant in London with at least three dishes without options on its menu, taking
 * orders now with every dish available: demo restaurants keep hours, and one is paused, so the
 * tests pass at any hour.
 */
export async function demoRestaurant(): Promise<Restaurant> {
  const search = await fetch(`${SYSTEM.api}/api/restaurant/search/london`);
  const { data } = (await search.json()) as { data: Array<{ _id: string }> };
  for (const { _id } of data) {
    const restaurant = (await (
      await fetch(`${SYSTEM.api}/api/restaurant/${_id}`)
    ).json()) as Restaurant;
    const orderable =
      restaurant.isOpen &&
      restaurant.menuItems.every((item) => item.available) &&
      !reservedNames.has(restaurant.restaurantName);
    if (orderable && plainDishes(restaurant).length >= 3) return restaurant;
  }
  throw new Error('No demo restaurant in London is open with three dishes without options');
}

/** A demo restaurant of the catalogue, its owner (from the seed) and its id (from the API). */
export async function demoRestaurantWithOwner(
  index: number,
): Promise<{ demo: DemoRestaurant; restaurant: Restaurant }> {
  const demo = buildDemoRestaurants()[index];
  const query = new URLSearchParams({ searchQuery: demo.restaurantName });
  const search = await fetch(
    `${SYSTEM.api}/api/restaurant/search/${encodeURIComponent(demo.city)}?${query}`,
  );
  const { data } = (await search.json()) as {
    data: Array<{ _id: string; restaurantName: string }>;
  };
  const found = data.find((each) => each.restaurantName === demo.restaurantName);
  if (!found) throw new Error(`The demo restaurant ${demo.restaurantName} is not there`);
  const restaurant = (await (
    await fetch(`${SYSTEM.api}/api/restaurant/${found._id}`)
  ).json()) as Restaurant;
  return { demo, restaurant };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A menu item's button is named by the dish and its price ('Margherita, $8.99'). */
export const menuItemName = (dish: string) => new RegExp(`^${escapeRegExp(dish)}, \\$`);
