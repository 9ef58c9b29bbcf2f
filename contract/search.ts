import { z } from 'zod';
import { CUISINES, type Cuisine } from './cuisines';
import { SEARCH_DIETARY_TAGS, type SearchDietaryTag } from './dietary';
import { restaurantSchema } from './restaurant';
import { DEFAULT_SORT_OPTION, SORT_OPTIONS, type SortOption } from './sort-options';
import { MAX_SEARCH_PAGE, MAX_SEARCH_TEXT_LENGTH } from './search-limits';
import { storableText } from './text';

// Plain values, kept free of zod so that the web app's search page can use them without it.
export { DEFAULT_SORT_OPTION, SORT_OPTIONS, type SortOption } from './sort-options';
export { MAX_SEARCH_PAGE, MAX_SEARCH_TEXT_LENGTH } from './search-limits';
export { SEARCH_DIETARY_TAGS, type SearchDietaryTag } from './dietary';

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
  /**
   * Comma-joined on the wire (`dietary=vegan,glutenFree`); a restaurant must have at least one
   * dish on sale that carries all of them.
   */
  dietary?: SearchDietaryTag[];
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

/** Names in a comma-joined parameter: trimmed, empty entries dropped. */
const namesOf = (joined: string | undefined) =>
  (joined ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);

/**
 * A comma-joined list of names from `listed`, compared case-insensitively so that a hand-typed
 * address still works; each once, in the order given. An unknown name is refused,
 * named in the message (cut at 30 characters).
 */
function namesFrom<T extends string>(listed: readonly T[], what: string) {
  const byLowerName = new Map(listed.map((name) => [name.toLowerCase(), name]));
  return z
    .string({ error: 'must be given once, comma-joined' })
    .optional()
    .transform((joined, context) => {
      const chosen = new Set<T>();
      for (const name of namesOf(joined)) {
        const known = byLowerName.get(name.toLowerCase());
        if (known) chosen.add(known);
        else
          context.addIssue({
            code: 'custom',
            message: `'${name.slice(0, 30)}' is not one of the listed ${what}`,
          });
      }
      return [...chosen];
    });
}

const cuisinesSchema = namesFrom<Cuisine>(CUISINES, 'cuisines');

const dietarySchema = namesFrom<SearchDietaryTag>(
  SEARCH_DIETARY_TAGS,
  `dietary tags (${SEARCH_DIETARY_TAGS.join(', ')})`,
);

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
  dietary: dietarySchema,
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
