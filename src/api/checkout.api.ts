import type { CheckoutPayload, CheckoutResponse } from '@contract/order';
import * as checkoutPaths from '@contract/checkout.paths';
import { api } from './api';
import { requestOf } from './route-path';

/**
 * The checkout (docs/api.md): places the order and creates its payment session. It is apart from
 * the order lists (order.api.ts) because a restaurant's page needs it and none of them.
 */
export const checkoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    // The server places an order as it creates the session, so the user's lists are stale after it.
    createCheckoutSession: build.mutation<CheckoutResponse, CheckoutPayload>({
      query: (body) => ({ ...requestOf(checkoutPaths.createCheckoutSession), body }),
      invalidatesTags: ['MyOrders'],
    }),
  }),
});

export const { useCreateCheckoutSessionMutation } = checkoutApi;
