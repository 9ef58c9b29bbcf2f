// Plain values, kept free of zod so that the web app can use them without loading it.

/** The longest description a dish may have. */
export const MAX_MENU_ITEM_DESCRIPTION_LENGTH = 300;
/** How many option groups one dish may have, and how many choices one group. */
export const MAX_OPTION_GROUPS = 10;
export const MAX_OPTION_CHOICES = 20;
/** What one choice may add to a dish, in cents (0 to $1,000.00). */
export const MIN_CHOICE_PRICE_CENTS = 0;
export const MAX_CHOICE_PRICE_CENTS = 100_000;

/** The menu form's messages for descriptions, tags and options (after the field name). */
export const MENU_OPTION_MESSAGES = {
  description: `must be at most ${MAX_MENU_ITEM_DESCRIPTION_LENGTH} characters`,
  dietary: 'must be one of the listed dietary tags',
  allergen: 'must be one of the 14 listed allergens',
  repeatedTag: 'must not be repeated',
  groupName: 'group name is required',
  choiceName: 'choice name is required',
  choicePrice: 'choice price is required',
  noChoices: 'add at least one choice',
  tooManyGroups: `must have at most ${MAX_OPTION_GROUPS} option groups`,
  tooManyChoices: `must have at most ${MAX_OPTION_CHOICES} choices`,
  requiredMinimum: 'must be at least 1 for a required group',
  optionalMinimum: 'must be 0 for an optional group',
  maximumBelowMinimum: 'must be at least the minimum',
  minimumAboveChoices: 'must be at most the number of choices',
  repeatedId: 'is repeated',
} as const;

/** What the checkout answers about a line's choices (after `cartItems.{i}.choices: `). */
export const CHOICE_MESSAGES = {
  tooFew: (group: string, minimum: number) => `choose at least ${minimum} from ${group}`,
  tooMany: (group: string, maximum: number) => `choose at most ${maximum} from ${group}`,
  notOfItem: (item: string) => `is not a choice of ${item}`,
  soldOut: (choice: string) => `${choice} is sold out`,
  repeated: 'must not repeat a choice',
  notText: 'must be a list of choice ids',
} as const;

/** 'Choose 1', 'Choose up to 2', 'Choose 2 to 3', 'Choose at least 2': a group's rule in words. */
export function choiceRule(minChoices: number, maxChoices: number): string {
  if (minChoices === maxChoices) return `Choose ${minChoices}`;
  if (minChoices === 0) return `Choose up to ${maxChoices}`;
  return `Choose ${minChoices} to ${maxChoices}`;
}
