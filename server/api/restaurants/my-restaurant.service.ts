import { and, asc, eq, notInArray } from 'drizzle-orm';
import type { MenuItemInput, RestaurantInput } from '@contract/restaurant';
import type { Database } from '@server/db/database';
import { menuItems, restaurants } from '@server/db/schema';
import { createDatabaseImageStore } from '@server/images/database-image-store';
import type { RenderedImage } from '@server/images/image-renditions';
import { removeRestaurantImage, storeRenditions } from '@server/images/restaurant-images';
import { httpError } from '../plugins/errors.plugin';
import { menuItemDetails } from './menu-item-details';
import { keptIds } from './menu-item-ids';
import { findRestaurantByOwner, type RestaurantWithMenu } from './restaurant.service';

export const RESTAURANT_EXISTS = 'You already have a restaurant; update it instead';

function restaurantFields(input: RestaurantInput) {
  const { restaurantName, city, country, deliveryPrice, estimatedDeliveryTime, cuisines } = input;
  const { timeZone, openingHours, acceptWindowMinutes } = input;
  return {
    restaurantName,
    city,
    country,
    deliveryPrice,
    estimatedDeliveryTime,
    cuisines,
    // Left out when not sent, so the row keeps (or defaults) them.
    ...(timeZone ? { timeZone } : {}),
    ...(openingHours ? { openingHours } : {}),
    ...(acceptWindowMinutes === undefined ? {} : { acceptWindowMinutes }),
  };
}

function unknownMenuItem(index: number) {
  return httpError(400, `menuItems.${index}._id: is not an item of this restaurant`);
}

/**
 * Creates the owner's restaurant and its menu in one transaction. 409 when the owner already has
 * one (also when a concurrent request created it first); 400 when an item, option group or choice
 * brings an id.
 */
export async function createRestaurant(
  db: Database,
  ownerId: string,
  input: RestaurantInput,
  imageKey: string,
): Promise<RestaurantWithMenu> {
  const withId = input.menuItems.findIndex((item) => item._id);
  if (withId >= 0) throw unknownMenuItem(withId);
  // Nothing is saved yet, so any option id is unknown: this throws for the first one.
  const details = input.menuItems.map((item, index) => menuItemDetails(item, index, undefined));
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(restaurants)
      .values({ ...restaurantFields(input), ownerId, imageKey })
      .onConflictDoNothing({ target: restaurants.ownerId })
      .returning({ id: restaurants.id });
    if (!created) throw httpError(409, RESTAURANT_EXISTS);
    await tx.insert(menuItems).values(
      input.menuItems.map((item, position) => ({
        restaurantId: created.id,
        name: item.name,
        price: item.price,
        position,
        available: item.available ?? true,
        ...details[position],
      })),
    );
    return (await findRestaurantByOwner(tx, ownerId))!;
  });
}

export interface UpdatedRestaurant {
  restaurant: RestaurantWithMenu;
  /** The image key the update replaced (updateRestaurantWithImage removes it in its transaction). */
  replacedImageKey?: string;
}

/**
 * Replaces the owner's restaurant fields and menu in one transaction: items sent with their id
 * keep it, items sent without one keep the id of a saved item of the same name (`keptIds`),
 * items not kept are deleted, new items get new ids; option groups and choices keep theirs by the
 * same rule within their item (`menuItemDetails`). Undefined when the owner has no restaurant;
 * 400 (and nothing written) when an id is not on this restaurant's menu or an option id not on
 * its item.
 */
export async function updateRestaurant(
  db: Database,
  ownerId: string,
  input: RestaurantInput,
  imageKey?: string,
): Promise<UpdatedRestaurant | undefined> {
  return db.transaction(async (tx) => {
    // The row lock serialises concurrent edits, so the replaced image key is the true previous one.
    const [current] = await tx
      .select({ id: restaurants.id, imageKey: restaurants.imageKey })
      .from(restaurants)
      .where(eq(restaurants.ownerId, ownerId))
      .for('update');
    if (!current) return undefined;

    await tx
      .update(restaurants)
      .set({ ...restaurantFields(input), ...(imageKey ? { imageKey } : {}) })
      .where(eq(restaurants.id, current.id));
    await replaceMenu(tx, current.id, input.menuItems);
    const restaurant = (await findRestaurantByOwner(tx, ownerId))!;
    const replaced = imageKey && imageKey !== current.imageKey ? current.imageKey : undefined;
    return { restaurant, replacedImageKey: replaced };
  });
}

async function replaceMenu(db: Database, restaurantId: string, items: MenuItemInput[]) {
  const ofRestaurant = eq(menuItems.restaurantId, restaurantId);
  const saved = await db
    .select({
      id: menuItems.id,
      name: menuItems.name,
      description: menuItems.description,
      dietary: menuItems.dietary,
      allergens: menuItems.allergens,
      optionGroups: menuItems.optionGroups,
    })
    .from(menuItems)
    .where(ofRestaurant)
    .orderBy(asc(menuItems.position), asc(menuItems.id));
  const savedById = new Map(saved.map((row) => [row.id, row]));
  const unknown = items.findIndex((item) => item._id && !savedById.has(item._id));
  if (unknown >= 0) throw unknownMenuItem(unknown);

  const ids = keptIds(items, saved);
  // Every refusal is found before the first write.
  const details = items.map((item, index) => {
    const id = ids[index];
    return menuItemDetails(item, index, id === undefined ? undefined : savedById.get(id));
  });
  const keptIdList = ids.filter((id) => id !== undefined);
  await db
    .delete(menuItems)
    .where(
      keptIdList.length ? and(ofRestaurant, notInArray(menuItems.id, keptIdList)) : ofRestaurant,
    );
  const added = [];
  for (const [position, { name, price, available }] of items.entries()) {
    const id = ids[position];
    const fields = { name, price, position, ...details[position] };
    if (id) {
      await db
        .update(menuItems)
        .set({ ...fields, ...(available === undefined ? {} : { available }) })
        .where(eq(menuItems.id, id));
    } else added.push({ restaurantId, ...fields, available: available ?? true });
  }
  if (added.length) await db.insert(menuItems).values(added);
}

/**
 * createRestaurant with the renditions of its image, in one transaction: the image is stored
 * with the restaurant or not at all.
 */
export async function createRestaurantWithImage(
  db: Database,
  ownerId: string,
  input: RestaurantInput,
  rendered: readonly RenderedImage[],
): Promise<RestaurantWithMenu> {
  return db.transaction(async (tx) => {
    const imageKey = await storeRenditions(createDatabaseImageStore(tx), rendered);
    return createRestaurant(tx, ownerId, input, imageKey);
  });
}

class NoRestaurant extends Error {}

/**
 * updateRestaurant with the renditions of a new image, if one was sent, in one transaction that
 * also removes the replaced image's renditions: no image outlives its restaurant's reference
 * and none is stored for an update that fails. Undefined when the owner has no restaurant.
 */
export async function updateRestaurantWithImage(
  db: Database,
  ownerId: string,
  input: RestaurantInput,
  rendered?: readonly RenderedImage[],
): Promise<UpdatedRestaurant | undefined> {
  try {
    return await db.transaction(async (tx) => {
      const images = createDatabaseImageStore(tx);
      const imageKey = rendered && (await storeRenditions(images, rendered));
      const updated = await updateRestaurant(tx, ownerId, input, imageKey);
      // Thrown, not answered, so that the renditions just stored roll back.
      if (!updated) throw new NoRestaurant();
      if (updated.replacedImageKey) await removeRestaurantImage(images, updated.replacedImageKey);
      return updated;
    });
  } catch (error) {
    if (error instanceof NoRestaurant) return undefined;
    throw error;
  }
}
