import type { MenuItem } from '@contract/restaurant';

type OptionGroup = MenuItem['optionGroups'][number];
type OptionChoice = OptionGroup['choices'][number];

const choice = (_id: string, name: string, price: number, available = true): OptionChoice => ({
  _id,
  name,
  price,
  available,
});

/** Required, one of three: +$0, +$2, +$4. */
export const SIZE: OptionGroup = {
  _id: 'c0000000-0000-4000-8000-000000000001',
  name: 'Size',
  required: true,
  minChoices: 1,
  maxChoices: 1,
  choices: [
    choice('d0000000-0000-4000-8000-000000000001', 'Small', 0),
    choice('d0000000-0000-4000-8000-000000000002', 'Medium', 200),
    choice('d0000000-0000-4000-8000-000000000003', 'Large', 400),
  ],
};

/** Optional, up to two; the truffle is sold out. */
export const EXTRAS: OptionGroup = {
  _id: 'c0000000-0000-4000-8000-000000000002',
  name: 'Extras',
  required: false,
  minChoices: 0,
  maxChoices: 2,
  choices: [
    choice('d0000000-0000-4000-8000-000000000011', 'Extra mozzarella', 150),
    choice('d0000000-0000-4000-8000-000000000012', 'Olives', 100),
    choice('d0000000-0000-4000-8000-000000000013', 'Fresh basil', 50),
    choice('d0000000-0000-4000-8000-000000000014', 'Truffle', 500, false),
  ],
};

/** Optional, one at most. */
export const DIP: OptionGroup = {
  _id: 'c0000000-0000-4000-8000-000000000003',
  name: 'Dip',
  required: false,
  minChoices: 0,
  maxChoices: 1,
  choices: [
    choice('d0000000-0000-4000-8000-000000000021', 'Garlic', 75),
    choice('d0000000-0000-4000-8000-000000000022', 'Chilli', 75),
  ],
};

/** Required, two to three. */
export const MEATS: OptionGroup = {
  _id: 'c0000000-0000-4000-8000-000000000004',
  name: 'Meats',
  required: true,
  minChoices: 2,
  maxChoices: 3,
  choices: [
    choice('d0000000-0000-4000-8000-000000000031', 'Chicken', 0),
    choice('d0000000-0000-4000-8000-000000000032', 'Beef', 100),
    choice('d0000000-0000-4000-8000-000000000033', 'Pork', 0),
    choice('d0000000-0000-4000-8000-000000000034', 'Chorizo', 150),
  ],
};

export const idOf = (group: OptionGroup, name: string) => {
  const found = group.choices.find((entry) => entry.name === name);
  if (!found) throw new Error(`No choice '${name}' in ${group.name}`);
  return found._id;
};

/** A pizza as a restaurant writes it: sizes, extras, a dip, and what is in it. */
export const PIZZA: MenuItem = {
  _id: 'a0000000-0000-4000-8000-000000000010',
  name: 'Diavola',
  price: 1100,
  available: true,
  description: 'Tomato, mozzarella, spicy salami',
  dietary: ['spicy'],
  allergens: ['gluten', 'milk'],
  optionGroups: [SIZE, EXTRAS, DIP],
};

/** Tacos that need at least two meats. */
export const TACOS: MenuItem = {
  _id: 'a0000000-0000-4000-8000-000000000011',
  name: 'Tacos',
  price: 900,
  available: true,
  description: '',
  dietary: [],
  allergens: ['gluten'],
  optionGroups: [MEATS],
};

/** A dish without options, with everything else: a click adds it as it is. */
export const SALAD: MenuItem = {
  _id: 'a0000000-0000-4000-8000-000000000012',
  name: 'Garden salad',
  price: 700,
  available: true,
  description: 'Leaves, cucumber, seeds',
  dietary: ['vegetarian', 'vegan', 'glutenFree'],
  allergens: ['sesame', 'mustard'],
  optionGroups: [],
};
