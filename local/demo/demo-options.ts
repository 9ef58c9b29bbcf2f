import type { Allergen, DietaryTag } from '@contract/dietary';

/**
 * The option groups demo dishes offer, as a restaurant would write them: sizes, extras, spice
 * levels, a meal deal's drink. Ids are given when the catalogue is written (demo-rows.ts), as the
 * database gives the dishes theirs.
 */

export interface DemoChoice {
  name: string;
  /** What the choice adds to the dish, in cents. */
  price: number;
  available: boolean;
}

export interface DemoOptionGroup {
  name: string;
  required: boolean;
  minChoices: number;
  maxChoices: number;
  choices: DemoChoice[];
}

type ChoiceList = ReadonlyArray<readonly [name: string, price: number]>;

const choicesOf = (list: ChoiceList): DemoChoice[] =>
  list.map(([name, price]) => ({ name, price, available: true }));

/** Pick exactly one. */
const pickOne = (name: string, list: ChoiceList): DemoOptionGroup => ({
  name,
  required: true,
  minChoices: 1,
  maxChoices: 1,
  choices: choicesOf(list),
});

/** Pick exactly `count`. */
const pickExactly = (name: string, count: number, list: ChoiceList): DemoOptionGroup => ({
  name,
  required: true,
  minChoices: count,
  maxChoices: count,
  choices: choicesOf(list),
});

/** Pick none, or up to `max`. */
const upTo = (name: string, max: number, list: ChoiceList): DemoOptionGroup => ({
  name,
  required: false,
  minChoices: 0,
  maxChoices: max,
  choices: choicesOf(list),
});

export const PIZZA_SIZE = pickOne('Size', [
  ['10"', 0],
  ['12"', 200],
  ['14"', 400],
]);

export const PIZZA_EXTRAS = upTo('Extras', 3, [
  ['Extra mozzarella', 150],
  ['Mushrooms', 100],
  ['Black olives', 100],
  ['Jalapeños', 100],
  ['Rocket', 100],
  ["'Nduja", 200],
]);

/** For a pizza that is vegan as it comes: extras that keep it so. */
export const VEGAN_PIZZA_EXTRAS = upTo('Extras', 3, [
  ['Vegan mozzarella', 150],
  ['Mushrooms', 100],
  ['Black olives', 100],
  ['Jalapeños', 100],
  ['Rocket', 100],
]);

export const BURGER_EXTRAS = upTo('Extras', 3, [
  ['Cheddar', 100],
  ['Smoked bacon', 150],
  ['Fried egg', 100],
  ['Avocado', 150],
  ['Jalapeños', 75],
  ['Caramelised onions', 75],
]);

export const VEGGIE_BURGER_EXTRAS = upTo('Extras', 3, [
  ['Cheddar', 100],
  ['Avocado', 150],
  ['Jalapeños', 75],
  ['Caramelised onions', 75],
]);

export const VEGAN_BURGER_EXTRAS = upTo('Extras', 3, [
  ['Vegan cheese', 100],
  ['Avocado', 150],
  ['Jalapeños', 75],
  ['Caramelised onions', 75],
]);

/** The meal deal: a burger, a side and a drink, each required. */
export const MEAL_DEAL_GROUPS: DemoOptionGroup[] = [
  pickOne('Burger', [
    ['Classic cheeseburger', 0],
    ['Crispy chicken burger', 0],
    ['Veggie burger', 0],
    ['Double smash burger', 250],
  ]),
  pickOne('Side', [
    ['Skin-on fries', 0],
    ['Onion rings', 50],
    ['Sweet potato fries', 100],
  ]),
  pickOne('Drink', [
    ['Cola', 0],
    ['Diet cola', 0],
    ['Lemonade', 0],
    ['Sparkling water', 0],
    ['Orange juice', 50],
  ]),
];

export const SPICE_LEVEL = pickOne('Spice level', [
  ['Mild', 0],
  ['Medium', 0],
  ['Hot', 0],
  ['Extra hot', 0],
]);

export const CURRY_SIDES = upTo('Sides', 2, [
  ['Pilau rice', 299],
  ['Plain naan', 249],
  ['Garlic naan', 299],
  ['Poppadoms and chutneys', 199],
]);

export const MILK = pickOne('Milk', [
  ['Whole milk', 0],
  ['Semi-skimmed milk', 0],
  ['Oat milk', 40],
  ['Soya milk', 40],
]);

export const COFFEE_EXTRAS = upTo('Extras', 2, [
  ['Extra shot', 60],
  ['Vanilla syrup', 50],
  ['Caramel syrup', 50],
]);

export const STEAK_COOKED = pickOne('How it is cooked', [
  ['Rare', 0],
  ['Medium rare', 0],
  ['Medium', 0],
  ['Medium well', 0],
  ['Well done', 0],
]);

export const STEAK_SAUCE = upTo('Sauce', 1, [
  ['Peppercorn', 250],
  ['Béarnaise', 250],
  ['Chimichurri', 250],
]);

export const WINGS_PORTION = pickOne('Portion', [
  ['6 wings', 0],
  ['10 wings', 400],
]);

export const WINGS_SAUCE = pickOne('Sauce', [
  ['Buffalo', 0],
  ['Smoky BBQ', 0],
  ['Honey garlic', 0],
  ['Korean gochujang', 0],
]);

/** Three tacos, three fillings: one of each. */
export const TACO_FILLINGS = pickExactly('Fillings', 3, [
  ['Al pastor', 0],
  ['Carnitas', 0],
  ['Barbacoa', 0],
  ['Chicken tinga', 0],
  ['Battered fish', 50],
  ['Cauliflower', 0],
]);

export const BURRITO_EXTRAS = upTo('Extras', 3, [
  ['Guacamole', 150],
  ['Sour cream', 75],
  ['Extra cheese', 100],
  ['Pickled jalapeños', 50],
]);

export const BOWL_PROTEIN = upTo('Add protein', 2, [
  ['Grilled chicken', 250],
  ['Marinated tofu', 200],
  ['Halloumi', 250],
  ['Hot-smoked salmon', 350],
]);

export const POKE_BASE = pickOne('Base', [
  ['Sushi rice', 0],
  ['Brown rice', 0],
  ['Mixed leaves', 0],
]);

export const NOODLE_PROTEIN = pickOne('Protein', [
  ['Chicken', 0],
  ['Tofu', 0],
  ['King prawns', 150],
]);

export const RAMEN_EXTRAS = upTo('Extras', 2, [
  ['Soft-boiled egg', 150],
  ['Extra chashu pork', 250],
  ['Nori', 50],
  ['Sweetcorn', 75],
]);

export const BREAKFAST_EGGS = pickOne('Eggs', [
  ['Fried', 0],
  ['Poached', 0],
  ['Scrambled', 0],
]);

export const PANCAKE_TOPPINGS = upTo('Toppings', 2, [
  ['Maple syrup', 0],
  ['Blueberries', 100],
  ['Banana', 75],
  ['Streaky bacon', 150],
  ['Chocolate hazelnut spread', 100],
]);

export const FISH_PORTION = pickOne('Portion', [
  ['Regular', 0],
  ['Large', 300],
]);

export const CHIPPY_EXTRAS = upTo('Extras', 2, [
  ['Mushy peas', 150],
  ['Curry sauce', 150],
  ['Tartare sauce', 75],
]);

export const SHAKE_SIZE = pickOne('Size', [
  ['Regular', 0],
  ['Large', 150],
]);

export const SMOOTHIE_BOOST = upTo('Boost', 1, [
  ['Protein', 100],
  ['Chia seeds', 75],
]);

/** A meal deal each burger place adds after its own dishes (demo-restaurants.ts). */
export const BURGER_MEAL_DEAL: {
  name: string;
  price: number;
  description: string;
  dietary: DietaryTag[];
  allergens: Allergen[];
  optionGroups: DemoOptionGroup[];
} = {
  name: 'Burger Meal Deal',
  price: 1399,
  description: 'Any of our burgers with a side and a cold drink: choose all three.',
  dietary: [],
  allergens: ['gluten', 'milk', 'eggs', 'mustard', 'sesame', 'soya'],
  optionGroups: MEAL_DEAL_GROUPS,
};
