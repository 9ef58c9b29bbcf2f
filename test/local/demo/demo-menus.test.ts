import { ALLERGENS, DIETARY_TAGS, optionGroupInputSchema } from '@contract/menu-options';
import { menuItemInputSchema } from '@contract/restaurant';
import { DISHES } from '@local/demo/demo-dishes';
import { DISH_DETAILS, type DishDetails } from '@local/demo/demo-dish-details';
import { buildDemoRestaurants, type DemoMenuItem } from '@local/demo/demo-restaurants';

const GF = 'glutenFree';
const catalogue = buildDemoRestaurants();
const items = catalogue.flatMap((restaurant) => restaurant.menuItems);
const named = (name: string) => items.filter((item) => item.name === name);
const groupOf = (item: DemoMenuItem, name: string) =>
  item.optionGroups.find((group) => group.name === name);
/** A group's rule and its choices as 'name +cents'. */
const shapeOf = (group: DemoMenuItem['optionGroups'][number] | undefined) =>
  group && {
    required: group.required,
    minChoices: group.minChoices,
    maxChoices: group.maxChoices,
    choices: group.choices.map((choice) => `${choice.name} +${choice.price}`),
  };

describe('the demo dishes', () => {
  it('each have a description, dietary tags and allergens', () => {
    const names = Object.values(DISHES).flatMap((dishes) => dishes.map(([name]) => name));
    expect(names.filter((name) => !DISH_DETAILS[name])).toEqual([]);
    expect(Object.keys(DISH_DETAILS).sort()).toEqual([...names].sort());
  });

  const offenders = (wrong: (details: DishDetails) => boolean) =>
    Object.entries(DISH_DETAILS)
      .filter(([, details]) => wrong(details))
      .map(([name]) => name);

  it('tag each with listed values once, and call a vegan dish vegetarian too', () => {
    const once = (list: string[]) => new Set(list).size === list.length;
    expect(offenders(({ dietary }) => !dietary.every((tag) => DIETARY_TAGS.includes(tag)))).toEqual(
      [],
    );
    expect(offenders(({ allergens }) => !allergens.every((a) => ALLERGENS.includes(a)))).toEqual(
      [],
    );
    expect(offenders(({ dietary, allergens }) => !once(dietary) || !once(allergens))).toEqual([]);
    expect(
      offenders(({ dietary }) => dietary.includes('vegan') && !dietary.includes('vegetarian')),
    ).toEqual([]);
  });

  it('say that a dish with gluten is not gluten free, with fish not vegetarian, with milk not vegan', () => {
    expect(
      offenders(({ dietary, allergens }) => allergens.includes('gluten') && dietary.includes(GF)),
    ).toEqual([]);
    const animal = (allergen: string) =>
      ['milk', 'eggs', 'fish', 'crustaceans', 'molluscs'].includes(allergen);
    expect(
      offenders(({ dietary, allergens }) => allergens.some(animal) && dietary.includes('vegan')),
    ).toEqual([]);
    const seafood = (allergen: string) => ['fish', 'crustaceans', 'molluscs'].includes(allergen);
    expect(
      offenders(
        ({ dietary, allergens }) => allergens.some(seafood) && dietary.includes('vegetarian'),
      ),
    ).toEqual([]);
  });
});

describe('the demo menus', () => {
  it('give every dish of every restaurant its dietary tags and allergens', () => {
    for (const item of items) {
      expect(Array.isArray(item.dietary)).toBe(true);
      expect(Array.isArray(item.allergens)).toBe(true);
      expect(item.description).not.toBe('');
    }
    expect(items.filter((item) => item.allergens.length > 0).length).toBeGreaterThan(
      items.length * 0.8,
    );
    for (const tag of ['vegetarian', 'vegan', 'glutenFree', 'halal', 'spicy']) {
      expect(items.some((item) => (item.dietary as string[]).includes(tag))).toBe(true);
    }
  });

  it('are what the restaurant form would accept, option groups and all', () => {
    for (const item of items) {
      const parsed = menuItemInputSchema.safeParse(item);
      expect([item.name, parsed.error?.issues ?? []]).toEqual([item.name, []]);
      for (const group of item.optionGroups) {
        expect(optionGroupInputSchema.safeParse(group).success).toBe(true);
      }
    }
  });

  it('offer every pizza in three sizes, with up to three extras', () => {
    const margheritas = named('Margherita');
    expect(margheritas.length).toBeGreaterThan(5);
    for (const pizza of margheritas) {
      expect(shapeOf(groupOf(pizza, 'Size'))).toEqual({
        required: true,
        minChoices: 1,
        maxChoices: 1,
        choices: ['10" +0', '12" +200', '14" +400'],
      });
      expect(shapeOf(groupOf(pizza, 'Extras'))).toMatchObject({
        required: false,
        minChoices: 0,
        maxChoices: 3,
      });
    }
  });

  it('offer extras on burgers and a meal deal with a required drink at burger places', () => {
    expect(shapeOf(groupOf(named('Classic Cheeseburger')[0], 'Extras'))).toMatchObject({
      required: false,
      maxChoices: 3,
      choices: expect.arrayContaining(['Cheddar +100', 'Smoked bacon +150']),
    });
    const deals = named('Burger Meal Deal');
    expect(deals.length).toBeGreaterThan(0);
    for (const deal of deals) {
      expect(deal.optionGroups.map((group) => group.name)).toEqual(['Burger', 'Side', 'Drink']);
      expect(shapeOf(groupOf(deal, 'Drink'))).toMatchObject({
        required: true,
        minChoices: 1,
        maxChoices: 1,
      });
    }
    const burgerPlaces = catalogue.filter((restaurant) => restaurant.cuisines.includes('Burgers'));
    expect(
      burgerPlaces.every((restaurant) =>
        restaurant.menuItems.some((item) => item.name === 'Burger Meal Deal'),
      ),
    ).toBe(true);
  });

  it('ask how hot a curry should be, one level only', () => {
    for (const name of ['Chicken Tikka Masala', 'Lamb Rogan Josh', 'Chana Masala', 'Saag Paneer']) {
      const curries = named(name);
      expect(curries.length).toBeGreaterThan(0);
      for (const curry of curries) {
        expect(shapeOf(groupOf(curry, 'Spice level'))).toEqual({
          required: true,
          minChoices: 1,
          maxChoices: 1,
          choices: ['Mild +0', 'Medium +0', 'Hot +0', 'Extra hot +0'],
        });
      }
    }
  });

  it("keep owners 001 to 003's choices available, and mark a few elsewhere sold out", () => {
    const choices = (restaurants: typeof catalogue) =>
      restaurants.flatMap((restaurant) =>
        restaurant.menuItems.flatMap((item) => item.optionGroups.flatMap((group) => group.choices)),
      );
    expect(choices(catalogue.slice(0, 3)).every((choice) => choice.available)).toBe(true);
    const soldOut = catalogue.flatMap((restaurant) =>
      restaurant.menuItems.flatMap((item) =>
        item.optionGroups.filter((group) => group.choices.some((choice) => !choice.available)),
      ),
    );
    expect(soldOut.length).toBeGreaterThanOrEqual(3);
    // Only where a choice may be left out: every required group can still be met.
    expect(soldOut.every((group) => !group.required)).toBe(true);
  });

  it('leave every London restaurant dishes a click adds as they are', () => {
    for (const restaurant of catalogue.filter(({ city }) => city === 'London')) {
      expect(restaurant.menuItems.some((item) => item.optionGroups.length === 0)).toBe(true);
    }
  });

  it("keep each restaurant's choices its own", () => {
    const [first] = named('Funghi');
    const sizes = groupOf(first, 'Size')!;
    sizes.choices[0].available = false;
    try {
      expect(
        named('Funghi').filter((item) => !groupOf(item, 'Size')!.choices[0].available),
      ).toEqual([first]);
    } finally {
      sizes.choices[0].available = true;
    }
  });
});
