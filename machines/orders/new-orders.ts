/**
 * New orders on the owner's Orders tab, and what the new-order alert machine
 * (new-order-alert.machine.ts) takes in and hears.
 */
import { ACCEPT_WINDOW_URGENT_MINUTES } from '@contract/kitchen-limits';
import type { OrderState, OrderStatus } from '@contract/order-status';

/** A new order: paid, waiting for the restaurant ('Awaiting Restaurant Confirmation'). */
export const NEW_ORDER_STATUS: OrderStatus = 'paid';

/** Where the owner's Accept moves a new order. */
export const ACCEPTED_STATUS: OrderStatus = 'inProgress';

/** An accepted order, not yet delivered: it may run late or be cancelled. */
export const ACCEPTED_STATES: readonly OrderState[] = ['inProgress', 'outForDelivery'];

/** What the alert needs of an order: while new, `acceptBy` is when the server rejects it. */
interface ListedOrder {
  _id: string;
  status: OrderState;
  acceptBy?: string | null;
}

/** The ids of the new orders in a list, in its order. */
export const newOrderIds = (orders: readonly ListedOrder[]): string[] =>
  orders.filter((order) => order.status === NEW_ORDER_STATUS).map((order) => order._id);

/** The orders the Orders tab counts as active: a cancelled one is over, though still listed. */
export const activeOrderCount = (orders: readonly { status: OrderState }[]): number =>
  orders.filter((order) => order.status !== 'cancelled').length;

const URGENT_MS = ACCEPT_WINDOW_URGENT_MINUTES * 60_000;

/** When a new order enters its last minutes before the server rejects it, in ms since 1970. */
const urgentFrom = (order: ListedOrder) =>
  order.acceptBy ? Date.parse(order.acceptBy) - URGENT_MS : Infinity;

/** The new orders in their last ACCEPT_WINDOW_URGENT_MINUTES at `now`: the chime hurries. */
export const urgentOrderIds = (orders: readonly ListedOrder[], now: number): string[] =>
  orders
    .filter((order) => order.status === NEW_ORDER_STATUS && urgentFrom(order) <= now)
    .map((order) => order._id);

/** How long from `now` until the next new order becomes urgent; undefined when none will. */
export function nextUrgencyIn(orders: readonly ListedOrder[], now: number): number | undefined {
  const later = orders
    .filter((order) => order.status === NEW_ORDER_STATUS)
    .map(urgentFrom)
    .filter((at) => at > now && at !== Infinity);
  return later.length ? Math.min(...later) - now : undefined;
}

/** What the browser says about notifications from this page. */
export type NotificationPermissionState = 'default' | 'granted' | 'denied';

export interface NewOrderAlertInput {
  /** The owner silenced the chime earlier in this browser. */
  muted: boolean;
}

export interface NewOrderAlertContext {
  muted: boolean;
  /** The new orders the owner's list shows now. */
  waitingIds: readonly string[];
  /** Every order announced so far: one the list shows again (a failed Accept) is not new. */
  announcedIds: readonly string[];
  /** The waiting orders in their last minutes before the server rejects them. */
  urgentIds: readonly string[];
}

export type NewOrderAlertEvent =
  /**
   * The owner's order list changed, or one of its new orders became urgent: the ids of the new
   * orders it now holds, and of those in their last minutes (absent: none).
   */
  | { type: 'orders.seen'; orderIds: readonly string[]; urgentIds?: readonly string[] }
  /** The 'Mute' switch. */
  | { type: 'mute.toggle' }
  /** The 'Enable alerts' button. */
  | { type: 'alerts.enable' }
  /** The browser's notification permission, on opening and whenever it changes. */
  | { type: 'permission.checked'; permission: NotificationPermissionState }
  /** Raised by the machine itself: time for the chime. */
  | { type: 'chime.due' }
  /** Raised by the machine itself: orders the owner has not been told of yet. */
  | { type: 'orders.arrived'; orderIds: readonly string[] };
