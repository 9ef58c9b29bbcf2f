import sharp from 'sharp';
import type { LocalSystem } from '../../contract/local-addresses';
import type { OrderStatus } from '../../contract/order-status';
import type { Restaurant } from '../../contract/restaurant';
import {
  multipartBody,
  solidImage,
  toFormEntries,
  validFields,
} from '../server/api/restaurants/restaurant-test-kit';
import { signUp, type Person } from './crash-people';
import { Ledger } from './ledger';

/** What one restaurant save sets, all of which must be there together or not at all. */
export interface RestaurantValue {
  restaurantName: string;
  deliveryPrice: number;
  menu: Array<[name: string, price: number]>;
}

export interface Owner {
  person: Person;
  restaurantId: string;
  /** The menu item checkouts order; restaurant saves keep its id. */
  stableItemId: string;
}

/** A payment session the API handed out, and how far its payment got. */
export interface CheckoutRecord {
  owner: Owner;
  payment: 'none' | 'sent' | 'acknowledged';
}

export interface World {
  system: LocalSystem;
  owners: Owner[];
  customers: Person[];
  image: Buffer;
  /** A PNG of 20000 × 1 pixels, which the API refuses (see crash-oversized-image.ts). */
  oversizedImage: Buffer;
  restaurants: Ledger<RestaurantValue>;
  profiles: Ledger<string>;
  statuses: Ledger<OrderStatus>;
  checkouts: Map<string, CheckoutRecord>;
}

/** The restaurant form for a value; the first menu item keeps its id. */
export async function restaurantForm(
  value: RestaurantValue,
  stableItemId?: string,
  image?: Buffer,
) {
  const entries = toFormEntries({
    ...validFields,
    restaurantName: value.restaurantName,
    deliveryPrice: String(value.deliveryPrice),
    menuItems: value.menu.map(([name, price]) => ({ name, price: String(price) })),
  });
  if (stableItemId) entries.push(['menuItems[0][_id]', stableItemId]);
  return multipartBody(entries, image ? { data: image } : undefined);
}

export function restaurantValue(tag: string, n: number): RestaurantValue {
  return {
    restaurantName: `Crash Kitchen ${tag}-${n}`,
    deliveryPrice: 100 + (n % 400),
    menu: [
      ['Margherita', 1000 + (n % 500)],
      [`Special ${n}`, 700 + (n % 100)],
    ],
  };
}

/** Two owners with a restaurant each and two customers, signed in with real tokens. */
export async function prepareWorld(system: LocalSystem): Promise<World> {
  // Small: the API renders every rendition from it, and the machine's cores are shared.
  const image = await solidImage('png', 320, 180);
  const owners: Owner[] = [];
  for (const tag of ['a', 'b']) {
    const person = await signUp(system, 'owner');
    const form = await restaurantForm(restaurantValue(tag, 0), undefined, image);
    const response = await fetch(`${system.addresses.api}/api/my/restaurant`, {
      method: 'POST',
      headers: { ...person.headers, ...form.headers },
      body: form.payload,
    });
    if (response.status !== 201) throw new Error(`restaurant of ${tag}: ${response.status}`);
    const restaurant = (await response.json()) as Restaurant;
    owners.push({
      person,
      restaurantId: restaurant._id,
      stableItemId: restaurant.menuItems[0]._id,
    });
  }
  const customers = [await signUp(system, 'customer'), await signUp(system, 'customer')];
  const world: World = {
    system,
    owners,
    customers,
    image,
    oversizedImage: await sharp({
      create: { width: 20000, height: 1, channels: 3, background: '#c33' },
    })
      .png()
      .toBuffer(),
    restaurants: new Ledger(),
    profiles: new Ledger(),
    statuses: new Ledger(),
    checkouts: new Map(),
  };
  owners.forEach((owner, index) =>
    world.restaurants.settle(owner.person.email, restaurantValue(['a', 'b'][index], 0)),
  );
  return world;
}
