import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { OptionGroup } from '@contract/menu-options';
import type { Database } from '@server/db/database';
import { menuItems, restaurants, users } from '@server/db/schema';
import {
  DEMO_CUSTOMER_EMAIL,
  DEMO_CUSTOMER_PROFILE,
  type DemoRestaurant,
} from './demo-restaurants';
import type { DemoOptionGroup } from './demo-options';

/**
 * A dish's option groups with ids of their own (version 4 UUIDs, as the API gives), unique
 * across the catalogue: the checkout can tell one dish's choice from another's.
 */
export function withIds(groups: DemoOptionGroup[]): OptionGroup[] {
  return groups.map((group) => ({
    _id: randomUUID(),
    ...group,
    choices: group.choices.map((choice) => ({ _id: randomUUID(), ...choice })),
  }));
}

/** The user records of the demo accounts, by account id (an existing record is kept). */
async function insertUsers(
  db: Database,
  catalogue: DemoRestaurant[],
  accountIds: Map<string, string>,
) {
  const owners = catalogue.map((restaurant) => ({
    auth0Id: accountIds.get(restaurant.ownerEmail)!,
    email: restaurant.ownerEmail,
    name: `Demo Owner ${String(restaurant.index).padStart(3, '0')}`,
    addressLine1: `${restaurant.index} High Street`,
    city: restaurant.city,
    country: restaurant.country,
  }));
  const customer = {
    auth0Id: accountIds.get(DEMO_CUSTOMER_EMAIL)!,
    email: DEMO_CUSTOMER_EMAIL,
    ...DEMO_CUSTOMER_PROFILE,
  };
  const all = [customer, ...owners];
  await db.insert(users).values(all).onConflictDoNothing({ target: users.auth0Id });
  const rows = await db
    .select({ id: users.id, auth0Id: users.auth0Id })
    .from(users)
    .where(
      inArray(
        users.auth0Id,
        all.map((user) => user.auth0Id),
      ),
    );
  return new Map(rows.map((row) => [row.auth0Id, row.id]));
}

/**
 * Writes the demo users, restaurants and menus in one transaction; `accountIds` maps each email
 * to its identity account id, `imageKeys` follows the catalogue's order. Answers the item count.
 */
export async function insertCatalogue(
  db: Database,
  catalogue: DemoRestaurant[],
  accountIds: Map<string, string>,
  imageKeys: string[],
): Promise<number> {
  return db.transaction(async (tx) => {
    const userIds = await insertUsers(tx, catalogue, accountIds);
    const rows = catalogue.map(({ ownerEmail, index: _index, menuItems: _menu, ...fields }, i) => ({
      ...fields,
      id: randomUUID(),
      ownerId: userIds.get(accountIds.get(ownerEmail)!)!,
      imageKey: imageKeys[i],
      createdAt: fields.updatedAt,
    }));
    await tx.insert(restaurants).values(rows);
    const items = catalogue.flatMap((restaurant, i) =>
      restaurant.menuItems.map(({ optionGroups, ...item }, position) => ({
        ...item,
        optionGroups: withIds(optionGroups),
        position,
        restaurantId: rows[i].id,
      })),
    );
    await tx.insert(menuItems).values(items);
    return items.length;
  });
}
