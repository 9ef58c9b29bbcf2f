/** How search results can be ordered, with the label the sort dropdown shows. */
export const SORT_OPTIONS = [
  { value: 'bestMatch', label: 'Best match' },
  { value: 'deliveryPrice', label: 'Delivery price' },
  { value: 'estimatedDeliveryTime', label: 'Delivery time' },
] as const;

export type SortOption = (typeof SORT_OPTIONS)[number]['value'];

export const DEFAULT_SORT_OPTION: SortOption = 'bestMatch';

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
}

/** The answer of a search: one page of restaurants and where it stands. */
export interface SearchResponse<TRestaurant> {
  data: TRestaurant[];
  pagination: { total: number; page: number; pages: number };
}
