import { createEntityAdapter, type EntityState } from '@reduxjs/toolkit';
import type { CheckoutPayload, CheckoutResponse, Order } from '@contract/order';
import type { OrderStatus } from '@contract/order-status';
import { api } from './api';

export interface UpdateOrderStatusRequest {
  orderId: string;
  status: OrderStatus;
}

/** The owner's orders in the cache, by id, in the order the server lists them (newest first). */
export type OwnerOrders = EntityState<Order, string>;

const ownerOrders = createEntityAdapter<Order, string>({ selectId: (order) => order._id });

/** The owner's orders as a list, newest first. */
export const { selectAll: selectOwnerOrders } = ownerOrders.getSelectors();

const MY_RESTAURANT_ORDERS = '/api/my/restaurant/order';
const ownerOrderPath = (orderId: string) =>
  `${MY_RESTAURANT_ORDERS}/${encodeURIComponent(orderId)}`;

/**
 * Orders (docs/api.md): the checkout that places one, the customer's own orders and the owner's
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
    /** The paid, not removed orders of the signed-in owner's restaurant. */
    getMyRestaurantOrders: build.query<OwnerOrders, void>({
      query: () => MY_RESTAURANT_ORDERS,
      transformResponse: (orders: Order[]) =>
        ownerOrders.setAll(ownerOrders.getInitialState(), orders),
      merge: keepNewerCopies,
      providesTags: ['MyRestaurantOrders'],
    }),
    /** Shows the new status at once; the server's answer replaces it, a failure puts it back. */
    updateOrderStatus: build.mutation<Order, UpdateOrderStatusRequest>({
      query: ({ orderId, status }) => ({
        url: `${ownerOrderPath(orderId)}/status`,
        method: 'PATCH',
        body: { status },
      }),
      onQueryStarted: showStatusAtOnce,
      invalidatesTags: ['MyRestaurantOrders'],
    }),
    /** Takes the order off the owner's list; the customer's history keeps it. */
    removeOrder: build.mutation<unknown, string>({
      query: (orderId) => ({ url: ownerOrderPath(orderId), method: 'DELETE' }),
      invalidatesTags: ['MyRestaurantOrders'],
    }),
  }),
});

// ISO 8601 times of one format compare as text.
const isNewer = (order: Order, than: Order) => order.updatedAt > than.updatedAt;

/**
 * Takes the list a fetch brought, but keeps the cached copy of an order unless the fetched one
 * is newer: a poll that left before a status change answers after it with the older copy, which
 * must not undo what the owner sees. An order being saved keeps its new status the same way.
 */
function keepNewerCopies(cached: OwnerOrders, fetched: OwnerOrders) {
  for (const id of Object.keys(cached.entities)) {
    if (!(id in fetched.entities)) delete cached.entities[id];
  }
  for (const id of fetched.ids) {
    const mine = cached.entities[id];
    if (!mine || isNewer(fetched.entities[id], mine)) cached.entities[id] = fetched.entities[id];
  }
  const sameIds =
    cached.ids.length === fetched.ids.length && cached.ids.every((id, i) => id === fetched.ids[i]);
  if (!sameIds) cached.ids = fetched.ids;
}

type OwnerOrdersRecipe = (orders: OwnerOrders) => void;

/** The new status in the cache while the change is out; then the server's copy, or the old one. */
async function showStatusAtOnce(
  { orderId, status }: UpdateOrderStatusRequest,
  {
    dispatch,
    queryFulfilled,
  }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: Order }> },
) {
  const update = (recipe: OwnerOrdersRecipe) =>
    orderApi.util.updateQueryData('getMyRestaurantOrders', undefined, recipe);
  const shown = dispatch(
    update((orders) => {
      const order = orders.entities[orderId];
      // The whole copy is replaced, so that undoing puts back exactly the copy there was.
      if (order) orders.entities[orderId] = { ...order, status };
    }),
  ) as ReturnType<ReturnType<typeof update>>;
  try {
    const { data: saved } = await queryFulfilled;
    dispatch(
      update((orders) => {
        const order = orders.entities[orderId];
        if (order && !isNewer(order, saved)) orders.entities[orderId] = saved;
      }),
    );
  } catch {
    shown.undo();
  }
}

export const {
  useCreateCheckoutSessionMutation,
  useGetMyOrdersQuery,
  useGetMyRestaurantOrdersQuery,
  useUpdateOrderStatusMutation,
  useRemoveOrderMutation,
} = orderApi;
