/** What the customer's page knows of an order, as far as the delivered-order timers care. */
export interface WatchedOrder {
  _id: string;
  status: string;
  restaurant: { restaurantName: string };
}

export interface WatchState {
  /** Orders hidden for good (remembered across reloads). */
  hiddenIds: readonly string[];
  /** Orders whose timers run. */
  watching: readonly string[];
}

export interface WatchPlan {
  start: WatchedOrder[];
  cancel: string[];
}

/**
 * Which timers to start and which to cancel for a new copy of the order list: every delivered
 * order not hidden gets timers once; timers stop when their order is no longer delivered, unless
 * the order is already hidden (then they run on to the refetch).
 */
export function planWatch(state: WatchState, orders: readonly WatchedOrder[]): WatchPlan {
  const deliveredIds = new Set(
    orders
      .filter((order) => order.status === 'delivered' && !state.hiddenIds.includes(order._id))
      .map((order) => order._id),
  );
  const start = orders.filter(
    (order) => deliveredIds.has(order._id) && !state.watching.includes(order._id),
  );
  const cancel = state.watching.filter(
    (orderId) => !deliveredIds.has(orderId) && !state.hiddenIds.includes(orderId),
  );
  return { start, cancel };
}
