import type { RestaurantSearchResponse, RestaurantSummary, SearchParams } from '@contract/search';
import * as searchPaths from '@contract/search.paths';
import { api } from './api';
import { pathOf } from './route-path';

export type { RestaurantSummary };

/** A search: the city (in the path) and the query string of `searchPaths.searchRestaurants`. */
export interface SearchRestaurantsRequest extends SearchParams {
  city: string;
}

export type SearchRestaurantsResponse = RestaurantSearchResponse;

/** The path and query string of a search; empty values are left out. */
export function searchRestaurantsUrl({
  city,
  searchQuery,
  page,
  selectedCuisines,
  dietary,
  sortOption,
  openNow,
}: SearchRestaurantsRequest): string {
  const query = new URLSearchParams();
  if (searchQuery) query.set('searchQuery', searchQuery);
  if (page) query.set('page', String(page));
  if (selectedCuisines && selectedCuisines.length > 0) {
    query.set('selectedCuisines', selectedCuisines.join(','));
  }
  if (dietary && dietary.length > 0) query.set('dietary', dietary.join(','));
  if (sortOption) query.set('sortOption', sortOption);
  if (openNow) query.set('openNow', 'true');
  const queryString = query.toString();
  const path = pathOf(searchPaths.searchRestaurants, { city });
  return queryString ? `${path}?${queryString}` : path;
}

export const searchApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchRestaurants: build.query<SearchRestaurantsResponse, SearchRestaurantsRequest>({
      query: searchRestaurantsUrl,
      providesTags: (result) => [
        { type: 'Restaurant', id: 'SEARCH' },
        ...(result?.data ?? []).map(({ _id }) => ({ type: 'Restaurant' as const, id: _id })),
      ],
    }),
  }),
});

export const { useSearchRestaurantsQuery } = searchApi;
