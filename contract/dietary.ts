// Plain values, kept free of zod so that the restaurant and search pages can show them cheaply.

/** The dietary tags a dish may carry. */
export const DIETARY_TAGS = ['vegetarian', 'vegan', 'glutenFree', 'halal', 'spicy'] as const;
export type DietaryTag = (typeof DIETARY_TAGS)[number];

export const DIETARY_LABELS: Record<DietaryTag, string> = {
  vegetarian: 'Vegetarian',
  vegan: 'Vegan',
  glutenFree: 'Gluten free',
  halal: 'Halal',
  spicy: 'Spicy',
};

/** The tags search filters by (`dietary=vegan,glutenFree`): a restaurant with such a dish. */
export const SEARCH_DIETARY_TAGS = ['vegetarian', 'vegan', 'glutenFree'] as const;
export type SearchDietaryTag = (typeof SEARCH_DIETARY_TAGS)[number];

/** The 14 allergens UK and EU law requires a food business to declare. */
export const ALLERGENS = [
  'celery',
  'gluten',
  'crustaceans',
  'eggs',
  'fish',
  'lupin',
  'milk',
  'molluscs',
  'mustard',
  'treeNuts',
  'peanuts',
  'sesame',
  'soya',
  'sulphites',
] as const;
export type Allergen = (typeof ALLERGENS)[number];

export const ALLERGEN_LABELS: Record<Allergen, string> = {
  celery: 'Celery',
  gluten: 'Cereals containing gluten',
  crustaceans: 'Crustaceans',
  eggs: 'Eggs',
  fish: 'Fish',
  lupin: 'Lupin',
  milk: 'Milk',
  molluscs: 'Molluscs',
  mustard: 'Mustard',
  treeNuts: 'Tree nuts',
  peanuts: 'Peanuts',
  sesame: 'Sesame',
  soya: 'Soya',
  sulphites: 'Sulphites',
};
