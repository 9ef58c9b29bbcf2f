import type { CheckoutPayload, CheckoutResponse, Order } from '@contract/order';
import type { OrderStatus } from '@contract/order-status';
import { api } from './api';

export interface UpdateOrderStatusRequest {
  orderId: string;
  status: OrderStatus;
}

const MY_RESTAURANT_ORDERS = '/api/my/restaurant/order';
const ownerOrderPath = (orderId: string) =>
  `${MY_RESTAURANT_ORDERS}/${encodeURIComponent(orderId)}`;

/**
 * Orders (SPEC §7): the checkout that places one, the customer's own orders and the owner's
 * incoming ones. Both lists are polled by their pages; the server answers an unchanged list with
 * 304, which the browser turns back into the list it already has.
 */
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
    /** The signed-in customer's orders, newest first. */
    getMyOrders: build.query<Order[], void>({
      query: () => '/api/order',
      providesTags: ['MyOrders'],
    }),
    /** The paid, not removed orders of the signed-in owner's restaurant, newest first. */
    getMyRestaurantOrders: build.query<Order[], void>({
      query: () => MY_RESTAURANT_ORDERS,
      providesTags: ['MyRestaurantOrders'],
    }),
    updateOrderStatus: build.mutation<Order, UpdateOrderStatusRequest>({
      query: ({ orderId, status }) => ({
        url: `${ownerOrderPath(orderId)}/status`,
        method: 'PATCH',
        body: { status },
      }),
      invalidatesTags: ['MyRestaurantOrders'],
    }),
    /** Takes the order off the owner's list; the customer's history keeps it. */
    removeOrder: build.mutation<unknown, string>({
      query: (orderId) => ({ url: ownerOrderPath(orderId), method: 'DELETE' }),
      invalidatesTags: ['MyRestaurantOrders'],
    }),
  }),
});

export const {
  useCreateCheckoutSessionMutation,
  useGetMyOrdersQuery,
  useGetMyRestaurantOrdersQuery,
  useUpdateOrderStatusMutation,
  useRemoveOrderMutation,
} = orderApi;
