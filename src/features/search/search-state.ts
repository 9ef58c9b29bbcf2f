import { CUISINES, type Cuisine } from '@contract/cuisines';
import { SEARCH_DIETARY_TAGS, type SearchDietaryTag } from '@contract/dietary';
import { MAX_SEARCH_PAGE, MAX_SEARCH_TEXT_LENGTH } from '@contract/search-limits';
import { DEFAULT_SORT_OPTION, SORT_OPTIONS, type SortOption } from '@contract/sort-options';
import type { SearchRestaurantsRequest } from '@/api/search.api';

/** What a results page shows besides its city, as the address holds it. */
export interface SearchState {
  searchQuery: string;
  /** 1-based. */
  page: number;
  /** In the order of the cuisine list, without repeats. */
  selectedCuisines: Cuisine[];
  /** Dishes carrying all of these tags, in the order of the tag list, without repeats. */
  dietary: SearchDietaryTag[];
  sortOption: SortOption;
  /** Only restaurants taking orders now. */
  openNow: boolean;
}

/** One thing a user changes on the results page. */
export type SearchChange =
  | { type: 'searchQuery'; value: string }
  | { type: 'cuisines'; value: readonly string[] }
  | { type: 'dietary'; value: readonly string[] }
  | { type: 'sortOption'; value: SortOption }
  | { type: 'openNow'; value: boolean }
  | { type: 'page'; value: number };

export const INITIAL_SEARCH_STATE: SearchState = {
  searchQuery: '',
  page: 1,
  selectedCuisines: [],
  dietary: [],
  sortOption: DEFAULT_SORT_OPTION,
  openNow: false,
};

// The API refuses longer text and deeper pages (MAX_SEARCH_TEXT_LENGTH, MAX_SEARCH_PAGE): an
// address beyond them is brought within them, and still shows results.

const cuisineByLowerName = new Map<string, Cuisine>(
  CUISINES.map((cuisine) => [cuisine.toLowerCase(), cuisine]),
);

/** Known cuisines only, matched regardless of case, in list order, each once. */
export function normaliseCuisines(names: readonly string[]): Cuisine[] {
  const wanted = new Set(names.map((name) => cuisineByLowerName.get(name.trim().toLowerCase())));
  return CUISINES.filter((cuisine) => wanted.has(cuisine));
}

/** Known dietary tags only, likewise. */
export function normaliseDietary(names: readonly string[]): SearchDietaryTag[] {
  const wanted = new Set(names.map((name) => name.trim().toLowerCase()));
  return SEARCH_DIETARY_TAGS.filter((tag) => wanted.has(tag.toLowerCase()));
}

function parsePage(text: string | null): number {
  if (!text || !/^\d+$/.test(text)) return 1;
  const page = Number(text);
  return page >= 1 && page <= MAX_SEARCH_PAGE ? page : 1;
}

function parseSortOption(text: string | null): SortOption {
  return SORT_OPTIONS.find((option) => option.value === text)?.value ?? DEFAULT_SORT_OPTION;
}

/** Reads the search state from an address; anything unreadable falls back to its default. */
export function parseSearchState(params: URLSearchParams): SearchState {
  const cuisines = params.get('selectedCuisines');
  const dietary = params.get('dietary');
  return {
    searchQuery: (params.get('searchQuery') ?? '').trim().slice(0, MAX_SEARCH_TEXT_LENGTH),
    page: parsePage(params.get('page')),
    selectedCuisines: cuisines ? normaliseCuisines(cuisines.split(',')) : [],
    dietary: dietary ? normaliseDietary(dietary.split(',')) : [],
    sortOption: parseSortOption(params.get('sortOption')),
    openNow: params.get('openNow') === 'true',
  };
}

/**
 * The query string (without '?') for a search state. Defaults are left out, so the plainest
 * search has the plainest address; cuisines and dietary tags stay comma-joined and readable.
 */
export function serialiseSearchState(state: SearchState): string {
  const parts: string[] = [];
  if (state.searchQuery) parts.push(`searchQuery=${encodeURIComponent(state.searchQuery)}`);
  if (state.page > 1) parts.push(`page=${state.page}`);
  if (state.selectedCuisines.length > 0) {
    parts.push(`selectedCuisines=${state.selectedCuisines.map(encodeURIComponent).join(',')}`);
  }
  if (state.dietary.length > 0) parts.push(`dietary=${state.dietary.join(',')}`);
  if (state.sortOption !== DEFAULT_SORT_OPTION) parts.push(`sortOption=${state.sortOption}`);
  if (state.openNow) parts.push('openNow=true');
  return parts.join('&');
}

/** The state after a change: a new page keeps the filters; any other change starts at page 1. */
export function changeSearchState(state: SearchState, change: SearchChange): SearchState {
  switch (change.type) {
    case 'page':
      return { ...state, page: Math.min(Math.max(1, Math.trunc(change.value)), MAX_SEARCH_PAGE) };
    case 'searchQuery':
      return {
        ...state,
        page: 1,
        searchQuery: change.value.trim().slice(0, MAX_SEARCH_TEXT_LENGTH),
      };
    case 'cuisines':
      return { ...state, page: 1, selectedCuisines: normaliseCuisines(change.value) };
    case 'dietary':
      return { ...state, page: 1, dietary: normaliseDietary(change.value) };
    case 'sortOption':
      return { ...state, page: 1, sortOption: change.value };
    case 'openNow':
      return { ...state, page: 1, openNow: change.value };
  }
}

/** The request for a results page, or undefined when there is no city to search. */
export function toSearchRequest(
  city: string | undefined,
  state: SearchState,
): SearchRestaurantsRequest | undefined {
  const trimmedCity = city?.trim();
  if (!trimmedCity) return undefined;
  return { city: trimmedCity, ...state };
}
