import { CUISINES, type Cuisine } from '@contract/cuisines';
import type { OpeningRange } from '@contract/opening-hours';
import type { Allergen, DietaryTag } from '@contract/dietary';
import { DISHES, type Dish } from './demo-dishes';
import { DISH_DETAILS } from './demo-dish-details';
import { BURGER_MEAL_DEAL, type DemoOptionGroup } from './demo-options';
import {
  DEMO_CITIES,
  LONDON_ITALIAN_QUARTER,
  NAME_PREFIXES,
  PLACE_NOUNS,
  RELATED_CUISINES,
} from './demo-places';
import { demoServiceOf } from './demo-service';
import { createRandom, type Random } from './prng';

/** Every demo account signs in with this password (README, "Demo data"). */
export const DEMO_PASSWORD = 'forkful-demo';
export const DEMO_CUSTOMER_EMAIL = 'customer@forkful.test';
/** The customer's profile is filled in, so checkout can go straight to payment. */
export const DEMO_CUSTOMER_PROFILE = {
  name: 'Demo Customer',
  addressLine1: '221B Baker Street',
  city: 'London',
  country: 'United Kingdom',
};
/** The same seed gives the same restaurants, menus, prices and pictures on every machine. */
export const DEMO_SEED = 20_250_601;
const MIN_MENU_ITEMS = 6;
const MAX_MENU_ITEMS = 15;
const DELIVERY_PRICES = [0, 99, 149, 199, 249, 299, 349, 399, 499];
/** Demo restaurants were last updated over the 60 days before this moment. */
const UPDATED_BEFORE = Date.UTC(2025, 5, 1);

/** owner-001@forkful.test …: one owner per restaurant, as the API allows. */
export function demoOwnerEmail(index: number): string {
  return `owner-${String(index).padStart(3, '0')}@forkful.test`;
}

/** Every demo owner's email, as a LIKE pattern: what tells a demo restaurant in the database. */
export const DEMO_OWNER_EMAILS = 'owner-%@forkful.test';

/** A dish as the demo writes it; option groups and choices get their ids when written. */
export interface DemoMenuItem {
  name: string;
  price: number;
  available: boolean;
  description: string;
  dietary: DietaryTag[];
  allergens: Allergen[];
  optionGroups: DemoOptionGroup[];
}

export interface DemoRestaurant {
  /** 1-based; names the owner and seeds the picture. */
  index: number;
  ownerEmail: string;
  restaurantName: string;
  city: string;
  country: string;
  deliveryPrice: number;
  estimatedDeliveryTime: number;
  /** The first one is the restaurant's main cuisine. */
  cuisines: Cuisine[];
  menuItems: DemoMenuItem[];
  updatedAt: Date;
  openingHours: OpeningRange[];
  pausedAt: Date | null;
  pauseMinutes: number | null;
}

/** A believable price near the usual one, ending in .49 or .99. */
function priceNear(base: number, random: Random): number {
  const varied = base * (0.85 + random.next() * 0.35);
  return Math.max(99, Math.round(varied / 50) * 50 - 1);
}

function menuFor(cuisines: Cuisine[], random: Random): Array<{ name: string; price: number }> {
  const [main, ...extras] = cuisines;
  const chosen: Dish[] = random.sample(DISHES[main], random.int(5, 8));
  for (const extra of extras) chosen.push(...random.sample(DISHES[extra], random.int(1, 3)));
  const unique = [...new Map(chosen.map((dish) => [dish[0], dish])).values()];
  for (const dish of random.sample(DISHES[main], DISHES[main].length)) {
    if (unique.length >= MIN_MENU_ITEMS) break;
    if (!unique.some(([name]) => name === dish[0])) unique.push(dish);
  }
  return unique
    .slice(0, MAX_MENU_ITEMS)
    .map(([name, price]) => ({ name, price: priceNear(price, random) }));
}

/**
 * A menu as the restaurant writes it: each dish with its description, tags, allergens and option
 * groups, and a burger place's meal deal after its own dishes. Takes no random numbers, so the
 * rest of the catalogue is what it was before dishes had details.
 */
function detailedMenu(
  cuisines: Cuisine[],
  dishes: Array<{ name: string; price: number }>,
  service: { soldOut: number[]; choiceSoldOut: boolean },
): DemoMenuItem[] {
  const menu: Array<Omit<DemoMenuItem, 'available'>> = dishes.map((dish) => ({
    ...dish,
    ...copyOf(DISH_DETAILS[dish.name]),
  }));
  if (cuisines.includes('Burgers') && menu.length < MAX_MENU_ITEMS) {
    menu.push(copyOf(BURGER_MEAL_DEAL));
  }
  if (service.choiceSoldOut) {
    const group = menu.flatMap((item) => item.optionGroups).find((each) => !each.required);
    if (group) group.choices[group.choices.length - 1].available = false;
  }
  return menu.map((item, position) => ({
    ...item,
    available: !service.soldOut.includes(position),
  }));
}

/** A copy of its own, so that marking one restaurant's choice sold out leaves the others'. */
const copyOf = <T>(details: T): T => structuredClone(details);

function uniqueName(main: Cuisine, city: string, taken: Set<string>, random: Random): string {
  for (let attempt = 0; attempt < 20; attempt++) {
    const name = `${random.pick(NAME_PREFIXES)} ${random.pick(PLACE_NOUNS[main])}`;
    if (!taken.has(name)) return name;
  }
  return `${random.pick(PLACE_NOUNS[main])} ${city} ${taken.size}`;
}

/** Main cuisines in turn, shuffled: every cuisine is some restaurant's main one. */
function mainCuisines(count: number, random: Random): Cuisine[] {
  const turns = Array.from({ length: count }, (_, i) => CUISINES[i % CUISINES.length]);
  return random.sample(turns, count);
}

/** The cuisines of a place: its main one and up to two related ones, or the quarter's pair. */
function cuisinesOf(main: Cuisine, inQuarter: boolean, random: Random): Cuisine[] {
  if (!inQuarter) return [main, ...random.sample(RELATED_CUISINES[main], random.int(0, 2))];
  const [first, second] = LONDON_ITALIAN_QUARTER.cuisines;
  return random.next() < 0.5 ? [first, second] : [second, first];
}

/** The demo catalogue, the same on every call. */
export function buildDemoRestaurants(): DemoRestaurant[] {
  const random = createRandom(DEMO_SEED);
  const places = DEMO_CITIES.flatMap(({ city, country, restaurants }) =>
    Array.from({ length: restaurants }, (_, indexInCity) => ({
      city,
      country,
      inQuarter:
        city === LONDON_ITALIAN_QUARTER.city && indexInCity < LONDON_ITALIAN_QUARTER.restaurants,
    })),
  );
  const mains = mainCuisines(places.length, random);
  const names = new Set<string>();
  return places.map(({ city, country, inQuarter }, i) => {
    const cuisines = cuisinesOf(mains[i], inQuarter, random);
    const main = cuisines[0];
    const restaurantName = uniqueName(main, city, names, random);
    names.add(restaurantName);
    const { soldOut, choiceSoldOut, ...service } = demoServiceOf(i + 1);
    return {
      index: i + 1,
      ownerEmail: demoOwnerEmail(i + 1),
      restaurantName,
      city,
      country,
      deliveryPrice: random.pick(DELIVERY_PRICES),
      estimatedDeliveryTime: random.int(3, 12) * 5,
      cuisines,
      menuItems: detailedMenu(cuisines, menuFor(cuisines, random), { soldOut, choiceSoldOut }),
      updatedAt: new Date(UPDATED_BEFORE - random.int(0, 60 * 24 * 60) * 60_000),
      ...service,
    };
  });
}
