import type { DatabaseHandle } from '@server/db/database';
import { users } from '@server/db/schema';
import { createRestaurant, updateRestaurant } from '@server/api/restaurants/my-restaurant.service';
import { findRestaurantByOwner } from '@server/api/restaurants/restaurant.service';
import type { RestaurantInput } from '@contract/restaurant';
import { createTestDatabase } from '../../helpers/test-database';

const SLOW = 60_000;
let database: DatabaseHandle;
let ownerId: string;

const input: RestaurantInput = {
  restaurantName: 'Noodle Bar',
  city: 'Leeds',
  country: 'UK',
  deliveryPrice: 0,
  estimatedDeliveryTime: 25,
  cuisines: ['Noodles'],
  menuItems: [
    { name: 'Ramen', price: 1100 },
    { name: 'Gyoza', price: 650 },
  ],
};

beforeAll(async () => {
  database = await createTestDatabase();
  const [owner] = await database.db
    .insert(users)
    .values({ auth0Id: 'auth0|noodles', email: 'n@example.com' })
    .returning();
  ownerId = owner.id;
  await createRestaurant(database.db, ownerId, input, 'image-one');
}, SLOW);
afterAll(() => database.close());

describe('updateRestaurant', () => {
  it('writes nothing when it fails half way through', async () => {
    const before = await findRestaurantByOwner(database.db, ownerId);
    const [ramen] = before!.menuItems;
    // The route's schema would refuse this price; here the database's check stops the last insert.
    const broken: RestaurantInput = {
      ...input,
      restaurantName: 'Half Written',
      menuItems: [
        { _id: ramen.id, name: 'Ramen XL', price: 1300 },
        { name: 'Bad', price: -5 },
      ],
    };
    await expect(updateRestaurant(database.db, ownerId, broken, 'image-two')).rejects.toThrow();
    expect(await findRestaurantByOwner(database.db, ownerId)).toEqual(before);
  });

  it('writes nothing when it fails after keeping an item by its name', async () => {
    const before = await findRestaurantByOwner(database.db, ownerId);
    const broken: RestaurantInput = {
      ...input,
      restaurantName: 'Half Written',
      menuItems: [
        { name: 'Gyoza', price: 700 },
        { name: 'Bad', price: -5 },
      ],
    };
    await expect(updateRestaurant(database.db, ownerId, broken)).rejects.toThrow();
    expect(await findRestaurantByOwner(database.db, ownerId)).toEqual(before);
  });

  it('answers the replaced image key only when the key changes', async () => {
    const same = await updateRestaurant(database.db, ownerId, input);
    expect(same?.replacedImageKey).toBeUndefined();
    const changed = await updateRestaurant(database.db, ownerId, input, 'image-three');
    expect(changed?.replacedImageKey).toBe('image-one');
    expect(changed?.restaurant.imageKey).toBe('image-three');
  });

  it('answers undefined for an owner without a restaurant', async () => {
    const [other] = await database.db
      .insert(users)
      .values({ auth0Id: 'auth0|empty', email: 'e@example.com' })
      .returning();
    expect(await updateRestaurant(database.db, other.id, input)).toBeUndefined();
    expect(await findRestaurantByOwner(database.db, other.id)).toBeUndefined();
  });
});
