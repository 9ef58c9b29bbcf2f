import { asc, eq } from 'drizzle-orm';
import { isCuisine } from '@contract/cuisines';
import { ALLERGENS, DIETARY_TAGS, type Allergen, type DietaryTag } from '@contract/menu-options';
import type { MenuItem, Restaurant } from '@contract/restaurant';
import type { Database } from '@server/db/database';
import { menuItems, restaurants } from '@server/db/schema';
import { imageUrlsOf } from '@server/images/restaurant-images';
import { busyJsonOf } from './busy-state';
import { openingJsonOf } from './opening-state';

type RestaurantRow = typeof restaurants.$inferSelect;
type MenuItemRow = typeof menuItems.$inferSelect;

/** A restaurant row with its menu in menu order. */
export type RestaurantWithMenu = RestaurantRow & { menuItems: MenuItemRow[] };

const withMenu = {
  menuItems: { orderBy: [asc(menuItems.position), asc(menuItems.id)] },
} satisfies { menuItems: { orderBy: unknown[] } };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The restaurant with this id, or undefined, also for text that is no id at all. */
export async function findRestaurantById(
  db: Database,
  id: string,
): Promise<RestaurantWithMenu | undefined> {
  if (!UUID.test(id)) return undefined;
  return db.query.restaurants.findFirst({ where: eq(restaurants.id, id), with: withMenu });
}

/** The restaurant this user owns, or undefined. */
export async function findRestaurantByOwner(
  db: Database,
  ownerId: string,
): Promise<RestaurantWithMenu | undefined> {
  return db.query.restaurants.findFirst({
    where: eq(restaurants.ownerId, ownerId),
    with: withMenu,
  });
}

/** The JSON the API answers (contract/restaurant.ts); image URLs are absolute. */
export function toRestaurantJson(row: RestaurantWithMenu, apiBaseUrl: string): Restaurant {
  return {
    _id: row.id,
    restaurantName: row.restaurantName,
    city: row.city,
    country: row.country,
    deliveryPrice: row.deliveryPrice,
    estimatedDeliveryTime: row.estimatedDeliveryTime,
    cuisines: row.cuisines.filter(isCuisine),
    menuItems: row.menuItems.map(toMenuItemJson),
    ...imageUrlsOf(apiBaseUrl, row.imageKey),
    lastUpdated: row.updatedAt.toISOString(),
    ...openingJsonOf(row),
    ...busyJsonOf(row),
    acceptWindowMinutes: row.acceptWindowMinutes,
  };
}

const dietaryTags = new Set<string>(DIETARY_TAGS);
const allergens = new Set<string>(ALLERGENS);

/**
 * A menu item as the API answers it. The option groups are copied field by field: the answer's
 * schema is strict, so nothing else a stored group might hold can turn the answer into a 500.
 * Tags are kept to the listed ones, as cuisines are, in case a list ever shrinks.
 */
export function toMenuItemJson(item: MenuItemRow): MenuItem {
  return {
    _id: item.id,
    name: item.name,
    price: item.price,
    available: item.available,
    description: item.description,
    dietary: item.dietary.filter((tag): tag is DietaryTag => dietaryTags.has(tag)),
    allergens: item.allergens.filter((name): name is Allergen => allergens.has(name)),
    optionGroups: item.optionGroups.map((group) => ({
      _id: group._id,
      name: group.name,
      required: group.required,
      minChoices: group.minChoices,
      maxChoices: group.maxChoices,
      choices: group.choices.map((choice) => ({
        _id: choice._id,
        name: choice.name,
        price: choice.price,
        available: choice.available,
      })),
    })),
  };
}
