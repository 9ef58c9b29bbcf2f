import type { OptionGroup } from '@contract/menu-options';
import type { MenuItem } from '@contract/restaurant';

/** A dish as the API answers it: available, no description, tags or options unless given. */
export function dish(
  fields: Pick<MenuItem, '_id' | 'name' | 'price'> & Partial<MenuItem>,
): MenuItem {
  return {
    available: true,
    description: '',
    dietary: [],
    allergens: [],
    optionGroups: [],
    ...fields,
  };
}

/** Required, exactly one: Small (+$0), Medium (+$2), Large (+$4). */
export const SIZE: OptionGroup = {
  _id: 'g-size',
  name: 'Size',
  required: true,
  minChoices: 1,
  maxChoices: 1,
  choices: [
    { _id: 'c-small', name: 'Small', price: 0, available: true },
    { _id: 'c-medium', name: 'Medium', price: 200, available: true },
    { _id: 'c-large', name: 'Large', price: 400, available: true },
  ],
};

/** Optional, up to two: Olives (+$1), Mushrooms (+$1.50), Anchovies (+$1.20). */
export const EXTRAS: OptionGroup = {
  _id: 'g-extras',
  name: 'Extras',
  required: false,
  minChoices: 0,
  maxChoices: 2,
  choices: [
    { _id: 'c-olives', name: 'Olives', price: 100, available: true },
    { _id: 'c-mushrooms', name: 'Mushrooms', price: 150, available: true },
    { _id: 'c-anchovies', name: 'Anchovies', price: 120, available: true },
  ],
};

export const margherita = dish({ _id: 'm1', name: 'Margherita', price: 850 });
export const calzone = dish({ _id: 'm2', name: 'Calzone', price: 1200 });
/** $10.00 before its size and extras. */
export const pizza = dish({ _id: 'm3', name: 'Pizza', price: 1000, optionGroups: [SIZE, EXTRAS] });
/** Extras alone: a click adds it as it is. */
export const salad = dish({ _id: 'm4', name: 'Salad', price: 700, optionGroups: [EXTRAS] });

export const soldOut = (item: MenuItem): MenuItem => ({ ...item, available: false });

/** `item` with the choice of id `choiceId` sold out. */
export function choiceSoldOut(item: MenuItem, choiceId: string): MenuItem {
  return {
    ...item,
    optionGroups: item.optionGroups.map((group) => ({
      ...group,
      choices: group.choices.map((choice) =>
        choice._id === choiceId ? { ...choice, available: false } : choice,
      ),
    })),
  };
}

/** `item` without the choice of id `choiceId`, as after the owner deleted it. */
export function choiceRemoved(item: MenuItem, choiceId: string): MenuItem {
  return {
    ...item,
    optionGroups: item.optionGroups.map((group) => ({
      ...group,
      choices: group.choices.filter((choice) => choice._id !== choiceId),
    })),
  };
}
