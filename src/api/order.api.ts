import type { EntityState } from '@reduxjs/toolkit';
import type { PathParams } from '@contract/api-path';
import type { RouteAnswer } from '@contract/api-route';
import type {
  AcceptOrderPayload,
  CancelOrderPayload,
  LateOrderPayload,
  RejectOrderPayload,
} from '@contract/kitchen';
import * as kitchenPaths from '@contract/kitchen.paths';
import type { Order, UpdateOrderStatusPayload } from '@contract/order';
import type { OrderState } from '@contract/order-status';
import * as orderEventPaths from '@contract/order-events.paths';
import * as orderPaths from '@contract/order.paths';
import type { orderRoutes } from '@contract/order.routes';
import { expectedBy } from '@/lib/time';
import { api, type ApiExtra } from './api';
import type { OrderEventHandlers } from './order-events';
import { pathOf, requestOf } from './route-path';

/** The order whose status changes (its path parameter) and the new status (the body). */
type UpdateOrderStatusArgument = PathParams<typeof orderPaths.updateOrderStatus> &
  UpdateOrderStatusPayload;

/** The order the kitchen answers (its path parameter) and what it says (the body). */
/** Where accepting moves an order (kitchen.routes.ts, acceptOrder). */
const ACCEPTED_STATUS: OrderState = 'inProgress';

type KitchenArgument<Payload> = { orderId: string } & Payload;
export type AcceptOrderArgument = KitchenArgument<AcceptOrderPayload>;
export type LateOrderArgument = KitchenArgument<LateOrderPayload>;
export type RejectOrderArgument = KitchenArgument<RejectOrderPayload>;
export type CancelOrderArgument = KitchenArgument<CancelOrderPayload>;

/** A kitchen call as a request: the contract's method and address, the rest as the body. */
const kitchenRequest = <Payload extends object>(
  path: (typeof kitchenPaths)['acceptOrder' | 'lateOrder' | 'rejectOrder' | 'cancelOrder'],
  { orderId, ...body }: KitchenArgument<Payload>,
) => ({ ...requestOf(path, { orderId }), body });

/** The owner's orders in the cache, by id, in the order the server lists them (newest first). */
export type OwnerOrders = EntityState<Order, string>;

// The owner's orders are kept as Redux Toolkit's entity adapter keeps entities, without the
// adapter: every page loads the store, and only the owner's Orders tab uses these few lines.

/** The fetched list by id, in its order; an id listed twice keeps its place and its last copy. */
function ownerOrdersFrom(orders: Order[]): OwnerOrders {
  const state: OwnerOrders = { ids: [], entities: {} };
  for (const order of orders) {
    if (!(order._id in state.entities)) state.ids.push(order._id);
    state.entities[order._id] = order;
  }
  return state;
}

function removeOwnerOrder(orders: OwnerOrders, orderId: string) {
  if (!(orderId in orders.entities)) return;
  delete orders.entities[orderId];
  orders.ids = orders.ids.filter((id) => id !== orderId);
}

/** The last list made for each ids array, with the entities it was made from. */
const ownerOrderLists = new WeakMap<readonly string[], { entities: object; list: Order[] }>();

/**
 * The owner's orders as a list, newest first: the same array while the ids and the orders are
 * the same, as the adapter's memoized selector did.
 */
export function selectOwnerOrders(orders: OwnerOrders): Order[] {
  const last = ownerOrderLists.get(orders.ids);
  if (last?.entities === orders.entities) return last.list;
  const list = orders.ids.map((id) => orders.entities[id]);
  ownerOrderLists.set(orders.ids, { entities: orders.entities, list });
  return list;
}

/**
 * Orders (docs/api.md): the customer's own orders and the owner's incoming ones (the checkout
 * that places one is checkout.api.ts). Both lists follow their server-sent events while a page
 * shows them, so a change arrives as it happens; they are still polled by their pages, the
 * fallback when a stream is down. The server answers an unchanged list with 304, which the
 * browser turns back into the list it already has.
 */
export const orderApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The signed-in customer's orders, newest first. */
    getMyOrders: build.query<Order[], void>({
      query: () => requestOf(orderPaths.getMyOrders),
      providesTags: ['MyOrders'],
      onCacheEntryAdded: (_arg, lifecycle) =>
        followWhileCached(pathOf(orderEventPaths.getMyOrderEvents), lifecycle, {
          onOrder: (order) => lifecycle.updateCachedData((orders) => putOrder(orders, order)),
        }),
    }),
    /** The paid, not removed orders of the signed-in owner's restaurant. */
    getMyRestaurantOrders: build.query<OwnerOrders, void>({
      query: () => requestOf(orderPaths.getMyRestaurantOrders),
      transformResponse: ownerOrdersFrom,
      merge: keepNewerCopies,
      providesTags: ['MyRestaurantOrders'],
      onCacheEntryAdded: (_arg, lifecycle) =>
        followWhileCached(pathOf(orderEventPaths.getMyRestaurantOrderEvents), lifecycle, {
          onOrder: (order) => lifecycle.updateCachedData((orders) => putOwnerOrder(orders, order)),
          onOrderRemoved: (orderId) => {
            // This page's own removal takes the card away with the list fetched after its answer,
            // once the card has told the owner; the event can arrive first and would close the
            // card before that.
            const running = lifecycle.dispatch(orderApi.util.getRunningMutationsThunk());
            if (isBeingRemoved(running, orderId)) return;
            lifecycle.updateCachedData((orders) => removeOwnerOrder(orders, orderId));
          },
        }),
    }),
    /**
     * Shows the new status at once; the server's answer replaces it, a failure puts it back. The
     * list is still fetched again after it: its copy of this order is the saved one, which the
     * cache already holds, so it writes nothing for it.
     */
    updateOrderStatus: build.mutation<Order, UpdateOrderStatusArgument>({
      query: ({ orderId, status }) => ({
        ...requestOf(orderPaths.updateOrderStatus, { orderId }),
        body: { status } satisfies UpdateOrderStatusPayload,
      }),
      onQueryStarted: showStatusAtOnce,
      invalidatesTags: ['MyRestaurantOrders'],
    }),
    /**
     * The kitchen's answers (docs/decisions.md, "The kitchen says yes or no"). Accepting shows In
     * Progress at once, as the status dropdown does (the new-order alert stops ringing for it);
     * the others wait for the server, whose answer (the order as it now is) goes into the cache.
     * The list is fetched again after each, failed or not: after a 409 it shows what the order
     * became meanwhile (rejected by the server, accepted in another tab).
     */
    acceptOrder: build.mutation<Order, AcceptOrderArgument>({
      query: (argument) => kitchenRequest(kitchenPaths.acceptOrder, argument),
      onQueryStarted: ({ orderId, minutes }, lifecycle) =>
        showStatusAtOnce(
          {
            orderId,
            status: ACCEPTED_STATUS,
            // The time the kitchen gave, as the server will set it, not the order's earlier one.
            expectedAt: expectedBy(new Date().toISOString(), Number(minutes)).toISOString(),
          },
          lifecycle,
        ),
      invalidatesTags: ['MyRestaurantOrders'],
    }),
    lateOrder: build.mutation<Order, LateOrderArgument>({
      query: (argument) => kitchenRequest(kitchenPaths.lateOrder, argument),
      onQueryStarted: (_argument, lifecycle) => putAnswer(lifecycle),
      invalidatesTags: ['MyRestaurantOrders'],
    }),
    rejectOrder: build.mutation<Order, RejectOrderArgument>({
      query: (argument) => kitchenRequest(kitchenPaths.rejectOrder, argument),
      onQueryStarted: (_argument, lifecycle) => putAnswer(lifecycle),
      invalidatesTags: ['MyRestaurantOrders'],
    }),
    cancelOrder: build.mutation<Order, CancelOrderArgument>({
      query: (argument) => kitchenRequest(kitchenPaths.cancelOrder, argument),
      onQueryStarted: (_argument, lifecycle) => putAnswer(lifecycle),
      invalidatesTags: ['MyRestaurantOrders'],
    }),
    /** Takes the order off the owner's list; the customer's history keeps it. */
    removeOrder: build.mutation<RouteAnswer<typeof orderRoutes.removeOrder, 200>, string>({
      query: (orderId) => requestOf(orderPaths.removeOrder, { orderId }),
      // The list fetched again takes the order out, after the card has said it is removed.
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

/** A pushed copy of a customer's order: a new one goes first (newest first), a newer copy in. */
function putOrder(orders: Order[], order: Order) {
  const at = orders.findIndex((each) => each._id === order._id);
  if (at === -1) orders.unshift(order);
  else if (isNewer(order, orders[at])) orders[at] = order;
}

/** A pushed copy of an owner's order: a new paid order goes first, a newer copy replaces. */
function putOwnerOrder(orders: OwnerOrders, order: Order) {
  const mine = orders.entities[order._id];
  if (!mine) {
    orders.entities[order._id] = order;
    orders.ids.unshift(order._id);
  } else if (isNewer(order, mine)) {
    orders.entities[order._id] = order;
  }
}

interface CacheLifecycle {
  cacheDataLoaded: Promise<unknown>;
  cacheEntryRemoved: Promise<unknown>;
  extra: unknown;
}

/**
 * RTK Query's streaming updates: once the list has loaded, its events are applied to the cached
 * list until the last page using it is gone, so views, machines and timers see a pushed change
 * exactly as they see a poll.
 */
async function followWhileCached(
  path: string,
  { cacheDataLoaded, cacheEntryRemoved, extra }: CacheLifecycle,
  handlers: OrderEventHandlers,
) {
  const apiExtra = extra as ApiExtra;
  if (!apiExtra.liveOrders) return;
  try {
    await cacheDataLoaded;
  } catch {
    return; // The entry went before its first answer: nothing to follow.
  }
  const stop = new AbortController();
  // Only signed-in pages hold order lists: the stream client loads with the first of them.
  void import(/* webpackChunkName: "order-events" */ './order-events').then(
    ({ followOrderEvents }) => {
      if (!stop.signal.aborted) void followOrderEvents(path, apiExtra, handlers, stop.signal);
    },
  );
  await cacheEntryRemoved;
  stop.abort();
}

type OwnerOrdersRecipe = (orders: OwnerOrders) => void;

interface WriteLifecycle {
  dispatch: (action: unknown) => unknown;
  queryFulfilled: Promise<{ data: Order }>;
}

const updateOwnerOrders = (recipe: OwnerOrdersRecipe) =>
  orderApi.util.updateQueryData('getMyRestaurantOrders', undefined, recipe);

/** The server's answer into the cached list, unless a newer copy (a pushed event) is there. */
const putSaved = (saved: Order) =>
  updateOwnerOrders((orders) => {
    const order = orders.entities[saved._id];
    if (order && isNewer(saved, order)) orders.entities[saved._id] = saved;
  });

/** The order as a kitchen call answered it, into the cache; a failure changes nothing there. */
async function putAnswer({ dispatch, queryFulfilled }: WriteLifecycle) {
  try {
    const { data: saved } = await queryFulfilled;
    dispatch(putSaved(saved));
  } catch {
    // The card says so; the list fetched again shows what the server has.
  }
}

/**
 * The new status (and, for an accept, the new expected time) in the cache while the change is
 * out; then the server's copy, or the old one.
 */
async function showStatusAtOnce(
  { orderId, ...changes }: { orderId: string; status: OrderState; expectedAt?: string },
  { dispatch, queryFulfilled }: WriteLifecycle,
) {
  const update = updateOwnerOrders;
  const shown = dispatch(
    update((orders) => {
      const order = orders.entities[orderId];
      // The whole copy is replaced, so that undoing puts back exactly the copy there was.
      if (order) orders.entities[orderId] = { ...order, ...changes };
    }),
  ) as ReturnType<ReturnType<typeof update>>;
  try {
    const { data: saved } = await queryFulfilled;
    // The pushed event may have brought this copy already; then it is no news.
    dispatch(putSaved(saved));
  } catch {
    shown.undo();
  }
}

/** The calls RTK Query has in flight, each with its endpoint and its argument. */
type RunningCalls = Array<{ arg: { endpointName: string; originalArgs: unknown } }>;

/**
 * Whether this page has a DELETE of the order out. RTK Query keeps each call in flight with its
 * argument (its own `useMutation` reads it there), so the page's removal needs no mark of its own.
 */
const isBeingRemoved = (running: RunningCalls, orderId: string) =>
  running.some(({ arg }) => arg.endpointName === 'removeOrder' && arg.originalArgs === orderId);

export const {
  useGetMyOrdersQuery,
  useGetMyRestaurantOrdersQuery,
  useUpdateOrderStatusMutation,
  useRemoveOrderMutation,
  useAcceptOrderMutation,
  useLateOrderMutation,
  useRejectOrderMutation,
  useCancelOrderMutation,
} = orderApi;
