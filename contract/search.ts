import { z } from 'zod';
import { CUISINES, type Cuisine } from './cuisines';
import { restaurantSchema } from './restaurant';
import { DEFAULT_SORT_OPTION, SORT_OPTIONS, type SortOption } from './sort-options';
import { MAX_SEARCH_PAGE, MAX_SEARCH_TEXT_LENGTH } from './search-limits';
import { storableText } from './text';

// Plain values, kept free of zod so that the web app's search page can use them without it.
export { DEFAULT_SORT_OPTION, SORT_OPTIONS, type SortOption } from './sort-options';
export { MAX_SEARCH_PAGE, MAX_SEARCH_TEXT_LENGTH } from './search-limits';

/** Restaurants per page of search results. */
export const SEARCH_PAGE_SIZE = 10;

/** The query string of GET /api/restaurant/search/{city}. */
export interface SearchParams {
  /** Matches the restaurant name or any cuisine, literally and case-insensitively. */
  searchQuery?: string;
  /** 1-based; defaults to 1. */
  page?: number;
  /** Comma-joined on the wire; a restaurant must offer all of them. */
  selectedCuisines?: string[];
  sortOption?: SortOption;
  /** Only restaurants taking orders now (open, not paused). */
  openNow?: boolean;
}

/**
 * One search result: a restaurant without its menu, which the result card never shows and which
 * would multiply the payload. The detail page fetches the full restaurant.
 */
export const restaurantSummarySchema = restaurantSchema
  .omit({ menuItems: true })
  .meta({ id: 'RestaurantSummary' });

export type RestaurantSummary = z.infer<typeof restaurantSummarySchema>;

/** What GET /api/restaurant/search/{city} answers: one page of restaurants and where it stands. */
export const restaurantSearchResponseSchema = z
  .strictObject({
    data: z.array(restaurantSummarySchema),
    pagination: z.strictObject({
      total: z.int().meta({ description: 'Restaurants matching, on all pages.' }),
      page: z.int(),
      pages: z.int(),
    }),
  })
  .meta({ id: 'RestaurantSearchResponse' });

export type RestaurantSearchResponse = z.infer<typeof restaurantSearchResponseSchema>;

const optionalText = () =>
  storableText(
    z
      .string({ error: 'must be given once, as text' })
      .trim()
      .max(MAX_SEARCH_TEXT_LENGTH, `must be at most ${MAX_SEARCH_TEXT_LENGTH} characters`),
  )
    .optional()
    .transform((text) => text || undefined);

const PAGE_RANGE = `must be a whole number from 1 to ${MAX_SEARCH_PAGE}`;

const pageSchema = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z
    .string({ error: 'must be given once, as a whole number' })
    .regex(/^\d{1,5}$/, PAGE_RANGE)
    .transform(Number)
    .pipe(z.number().min(1, PAGE_RANGE).max(MAX_SEARCH_PAGE, PAGE_RANGE))
    .optional()
    .transform((page) => page ?? 1),
);

/** Cuisine names compare case-insensitively, so a hand-typed address still works. */
function toCuisine(name: string): Cuisine | undefined {
  const lower = name.toLowerCase();
  return CUISINES.find((cuisine) => cuisine.toLowerCase() === lower);
}

const cuisinesSchema = z
  .string({ error: 'must be given once, comma-joined' })
  .optional()
  .transform((joined, context) => {
    const names = (joined ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean);
    const cuisines = new Set<Cuisine>();
    for (const name of names) {
      const cuisine = toCuisine(name);
      if (cuisine) cuisines.add(cuisine);
      else
        context.addIssue({
          code: 'custom',
          message: `'${name.slice(0, 30)}' is not one of the listed cuisines`,
        });
    }
    return [...cuisines];
  });

const sortValues = SORT_OPTIONS.map((option) => option.value) as [SortOption, ...SortOption[]];

const sortSchema = z
  .string({ error: 'must be given once' })
  .optional()
  .transform((value) => value || undefined)
  .pipe(z.enum(sortValues, { error: `must be one of ${sortValues.join(', ')}` }).optional())
  .transform((value) => value ?? DEFAULT_SORT_OPTION);

/** 'true' keeps only restaurants taking orders now; anything else ('', 'false', none) all. */
const openNowSchema = z
  .enum(['true', 'false', ''], { error: 'must be true or false' })
  .optional()
  .transform((value) => value === 'true');

/**
 * The query string of a search as the server reads it: every parameter optional (an empty one
 * counts as not given), text trimmed, page 1 by default.
 */
export const searchQuerySchema = z.object({
  searchQuery: optionalText(),
  page: pageSchema,
  selectedCuisines: cuisinesSchema,
  sortOption: sortSchema,
  openNow: openNowSchema,
});

export type SearchQuery = z.output<typeof searchQuerySchema>;

/** The {city} of the search address: trimmed, required, at most 100 characters. */
export const searchCitySchema = storableText(
  z
    .string()
    .trim()
    .min(1, 'is required')
    .max(MAX_SEARCH_TEXT_LENGTH, `must be at most ${MAX_SEARCH_TEXT_LENGTH} characters`),
);

/** The path parameters of a search. */
export const searchParamsSchema = z.object({ city: searchCitySchema });
