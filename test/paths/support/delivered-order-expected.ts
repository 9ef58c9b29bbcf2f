import type { AnyMachineSnapshot } from 'xstate';
import type { Order } from '@contract/order';
import { CANCELLATION_REASON_LABELS } from '@contract/kitchen-limits';
import { CANCELLED_LABEL, ORDER_STATUS_INFO } from '@contract/order-status';
import { formatPrice } from '@/lib/money';
import { HIDE_DELAY_MS, REFETCH_AFTER_HIDE_MS } from '@machines/orders/order-timing';
import { contextOf } from '../models/delivered-order.model';

/** What the page lists of an order: its id, what it cost, where it is from and whom it goes to. */
export type ListedOrder = Pick<Order, '_id' | 'totalAmount'> & {
  restaurantName: string;
  deliveryName: string;
};

/** An order as the page's list shows it: `Order Status: {label} · {restaurant} · {name}`. */
export const listedOrderText = (label: string, restaurantName: string, deliveryName: string) =>
  `Order Status: ${label} · Your Order from ${restaurantName} · Delivering to: ${deliveryName}`;

/** Why the paths' kitchen cancels an order. */
export const CANCEL_REASON = 'itemUnavailable';

/** What a cancelled order says beside its status: why, and what comes back (all of it). */
export const cancelledOrderNotes = (order: Pick<ListedOrder, 'totalAmount'>) => [
  `Reason: ${CANCELLATION_REASON_LABELS[CANCEL_REASON]}`,
  `Refunded ${formatPrice(order.totalAmount)}: it reaches your card in 5 to 10 days`,
];

/** When the list should be fetched again, counted from the page seeing the order delivered. */
export const REFETCH_DUE_MS = HIDE_DELAY_MS + REFETCH_AFTER_HIDE_MS;

/**
 * What the customer sees of their orders on /order-status, and what the page keeps and asks for,
 * as both runners read it: the jsdom paths and the browser paths hold the page to the same
 * expectation, worked out from the model.
 */
export interface DeliveredOrderSight {
  /** The listed orders, in the page's order (see `listedOrderText`). */
  listed: string[];
  /** The reasons and refunds the listed orders show, in the page's order. */
  notes: string[];
  /** Whether 'No orders found' shows. */
  noOrdersFound: boolean;
  /** The restaurants named by the thank-you toasts the last step raised, alphabetically. */
  thanked: string[];
  /** The order ids the page keeps as hidden for this customer (null: none ever kept). */
  storedHiddenIds: string[] | null;
  /** Whether the list was fetched again once that was due after hiding the delivered orders. */
  refetchedAfterHiding: boolean;
}

/**
 * What the page should show in a state of the delivered-order model. `orders` are the page's two
 * orders as it lists them (the model's first order first); `hiddenBefore` the ids the customer's
 * browser already kept as hidden before the path (earlier orders of the same customer).
 */
export function expectedDeliveredOrderSight(
  snapshot: AnyMachineSnapshot,
  orders: readonly ListedOrder[],
  hiddenBefore: readonly string[] = [],
): DeliveredOrderSight {
  const { deliveredCount, reloaded, cancelled } = contextOf(snapshot);
  const goneFromPage = snapshot.matches('hidden') || snapshot.matches('done');
  const delivered = orders.slice(0, deliveredCount);
  const listed = orders.flatMap((order, index) => {
    const isDelivered = index < deliveredCount;
    if (isDelivered && goneFromPage) return [];
    const isCancelled = cancelled && index === 0;
    const { label } = isCancelled
      ? { label: CANCELLED_LABEL }
      : ORDER_STATUS_INFO[isDelivered ? 'delivered' : 'outForDelivery'];
    return [listedOrderText(label, order.restaurantName, order.deliveryName)];
  });
  // A cancelled order stays listed, timers or reloads notwithstanding, with why and its refund.
  const notes = cancelled ? cancelledOrderNotes(orders[0]) : [];
  const hidden = [...hiddenBefore, ...(goneFromPage ? delivered.map((order) => order._id) : [])];
  return {
    listed,
    notes,
    noOrdersFound: listed.length === 0,
    // A thank-you per delivered order, on the step that reaches `thanked`.
    thanked: snapshot.matches('thanked')
      ? delivered.map((order) => order.restaurantName).sort()
      : [],
    // Hidden orders are remembered, so a reloaded page (a new store) still leaves them off.
    storedHiddenIds: hidden.length > 0 ? hidden : null,
    // A reload drops what was still to come: only a page left alone fetches the list again.
    refetchedAfterHiding: snapshot.matches('done') && !reloaded,
  };
}
