/** The 26 cuisines a restaurant can offer and a search can filter by. */
export const CUISINES = [
  'American',
  'BBQ',
  'Breakfast',
  'Burgers',
  'Cafe',
  'Chinese',
  'Desserts',
  'French',
  'Greek',
  'Healthy',
  'Indian',
  'Italian',
  'Japanese',
  'Mexican',
  'Noodles',
  'Organic',
  'Pasta',
  'Pizza',
  'Salads',
  'Seafood',
  'Spanish',
  'Steak',
  'Sushi',
  'Tacos',
  'Tapas',
  'Vegan',
] as const;

export type Cuisine = (typeof CUISINES)[number];

export function isCuisine(value: string): value is Cuisine {
  return (CUISINES as readonly string[]).includes(value);
}
