import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { Restaurant } from '@contract/restaurant';
import * as restaurantPaths from '@contract/restaurant.paths';
import { api } from './api';
import { requestOf } from './route-path';

/** The public restaurant page's data: any restaurant with its menu (docs/api.md). */
export const restaurantApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRestaurant: build.query<Restaurant, string>({
      query: (restaurantId) => requestOf(restaurantPaths.getRestaurant, { restaurantId }),
      providesTags: (_result, _error, restaurantId) => [{ type: 'Restaurant', id: restaurantId }],
    }),
  }),
});

/** Pass `skipToken` instead of an id to skip the call: it runs only with an id. */
export const { useGetRestaurantQuery } = restaurantApi;

/** Whether a failed call was answered 404 (no such restaurant, or none yet for this owner). */
export function isNotFound(error: FetchBaseQueryError | SerializedError | undefined): boolean {
  return Boolean(error && 'status' in error && error.status === 404);
}
