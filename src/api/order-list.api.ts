import type { Order } from '@contract/order';
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
 * The order lists (SPEC §7): the customer's own orders and the owner's incoming ones. Both are
 * polled by their pages; the server answers an unchanged list with 304, which the browser turns
 * back into the list it already has.
 */
export const orderListApi = api.injectEndpoints({
  endpoints: (build) => ({
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
  useGetMyOrdersQuery,
  useGetMyRestaurantOrdersQuery,
  useUpdateOrderStatusMutation,
  useRemoveOrderMutation,
} = orderListApi;
