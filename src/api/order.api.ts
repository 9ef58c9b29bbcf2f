import type { CheckoutPayload, CheckoutResponse } from '@contract/order';
import { api } from './api';

/** Orders (SPEC §7): the checkout now; the order lists join it with the orders feature. */
export const orderApi = api.injectEndpoints({
  endpoints: (build) => ({
    // The server places an order as it creates the session, so the user's list is stale after it.
    createCheckoutSession: build.mutation<CheckoutResponse, CheckoutPayload>({
      query: (body) => ({
        url: '/api/order/checkout/create-checkout-session',
        method: 'POST',
        body,
      }),
      invalidatesTags: ['MyOrders'],
    }),
  }),
});

export const { useCreateCheckoutSessionMutation } = orderApi;
