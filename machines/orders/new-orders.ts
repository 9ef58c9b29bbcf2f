/**
 * New orders on the owner's Orders tab, and what the new-order alert machine
 * (new-order-alert.machine.ts) takes in and hears.
 */
import type { OrderStatus } from '@contract/order-status';

/** A new order: paid, waiting for the restaurant ('Awaiting Restaurant Confirmation'). */
export const NEW_ORDER_STATUS: OrderStatus = 'paid';

/** Where the owner's Accept moves a new order. */
export const ACCEPTED_STATUS: OrderStatus = 'inProgress';

/** The ids of the new orders in a list, in its order. */
export const newOrderIds = (orders: readonly { _id: string; status: OrderStatus }[]): string[] =>
  orders.filter((order) => order.status === NEW_ORDER_STATUS).map((order) => order._id);

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
}

export type NewOrderAlertEvent =
  /** The owner's order list changed: the ids of the new orders it now holds. */
  | { type: 'orders.seen'; orderIds: readonly string[] }
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
