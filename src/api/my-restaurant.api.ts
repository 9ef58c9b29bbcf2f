import type { BusyPayload } from '@contract/kitchen';
import * as kitchenPaths from '@contract/kitchen.paths';
import type { MenuItemAvailability, PausePayload, Restaurant } from '@contract/restaurant';
import * as myRestaurantPaths from '@contract/my-restaurant.paths';
import { api } from './api';
import { requestOf } from './route-path';

/**
 * The signed-in owner's restaurant (docs/api.md). The writes take the multipart form of the
 * restaurant form (see `toRestaurantFormData`); the browser sets the multipart boundary itself.
 */
export const myRestaurantApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Answers 404 while the owner has no restaurant yet. */
    getMyRestaurant: build.query<Restaurant, void>({
      query: () => requestOf(myRestaurantPaths.getMyRestaurant),
      providesTags: ['MyRestaurant'],
    }),
    createMyRestaurant: build.mutation<Restaurant, FormData>({
      query: (body) => ({ ...requestOf(myRestaurantPaths.createMyRestaurant), body }),
      onQueryStarted: storeSavedRestaurant,
      invalidatesTags: (result) => (result ? ['MyRestaurant', 'Restaurant'] : []),
    }),
    updateMyRestaurant: build.mutation<Restaurant, FormData>({
      query: (body) => ({ ...requestOf(myRestaurantPaths.updateMyRestaurant), body }),
      onQueryStarted: storeSavedRestaurant,
      invalidatesTags: (result) => (result ? ['MyRestaurant', 'Restaurant'] : []),
    }),
    /** Sold out (false) or available again, saved at once without the rest of the form. */
    setMenuItemAvailability: build.mutation<Restaurant, MenuItemAvailabilityRequest>({
      query: ({ menuItemId, available }) => ({
        ...requestOf(myRestaurantPaths.setMenuItemAvailability, { menuItemId }),
        body: { available } satisfies MenuItemAvailability,
      }),
      onQueryStarted: storeSavedRestaurant,
      invalidatesTags: (result) => (result ? ['Restaurant'] : []),
    }),
    /** One of an item's choices sold out (false) or available again, saved as an item's is. */
    setChoiceAvailability: build.mutation<Restaurant, ChoiceAvailabilityRequest>({
      query: ({ menuItemId, choiceId, available }) => ({
        ...requestOf(myRestaurantPaths.setChoiceAvailability, { menuItemId, choiceId }),
        body: { available } satisfies MenuItemAvailability,
      }),
      onQueryStarted: storeSavedRestaurant,
      invalidatesTags: (result) => (result ? ['Restaurant'] : []),
    }),
    /** No new orders for `minutes`, or (null) until resumed. */
    pauseOrders: build.mutation<Restaurant, PausePayload>({
      query: (body) => ({ ...requestOf(myRestaurantPaths.pauseOrders), body }),
      onQueryStarted: storeSavedRestaurant,
      invalidatesTags: (result) => (result ? ['Restaurant'] : []),
    }),
    resumeOrders: build.mutation<Restaurant, void>({
      query: () => requestOf(myRestaurantPaths.resumeOrders),
      onQueryStarted: storeSavedRestaurant,
      invalidatesTags: (result) => (result ? ['Restaurant'] : []),
    }),
    /** Busy mode: `minutes` more on the delivery time customers see, for `forMinutes`. */
    startBusy: build.mutation<Restaurant, BusyPayload>({
      query: (body) => ({ ...requestOf(kitchenPaths.startBusy), body }),
      onQueryStarted: storeSavedRestaurant,
      invalidatesTags: (result) => (result ? ['Restaurant'] : []),
    }),
    endBusy: build.mutation<Restaurant, void>({
      query: () => requestOf(kitchenPaths.endBusy),
      onQueryStarted: storeSavedRestaurant,
      invalidatesTags: (result) => (result ? ['Restaurant'] : []),
    }),
  }),
});

export interface MenuItemAvailabilityRequest extends MenuItemAvailability {
  menuItemId: string;
}

export interface ChoiceAvailabilityRequest extends MenuItemAvailabilityRequest {
  choiceId: string;
}

/**
 * Puts the saved restaurant in the cache at once, so the next save already knows the restaurant
 * exists (an update, not a second create) and has the new menu item ids, before the refetch.
 */
async function storeSavedRestaurant(
  _body: unknown,
  {
    dispatch,
    queryFulfilled,
  }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: Restaurant }> },
) {
  try {
    const { data } = await queryFulfilled;
    dispatch(myRestaurantApi.util.upsertQueryData('getMyRestaurant', undefined, data));
  } catch {
    // The caller reports the failure; the cache keeps what it had.
  }
}

export const {
  useGetMyRestaurantQuery,
  useCreateMyRestaurantMutation,
  useUpdateMyRestaurantMutation,
  useSetMenuItemAvailabilityMutation,
  useSetChoiceAvailabilityMutation,
  usePauseOrdersMutation,
  useResumeOrdersMutation,
  useStartBusyMutation,
  useEndBusyMutation,
} = myRestaurantApi;
