/**
 * An order's lifecycle, in order: the five statuses owners may set with the status dropdown, in
 * any order.
 */
export const ORDER_STATUSES = [
  'placed',
  'paid',
  'inProgress',
  'outForDelivery',
  'delivered',
] as const;

export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * Every status an order can have: the five, and `cancelled`, a final status that only the
 * kitchen's reject or cancel (or the server, for an order nobody answered) reaches.
 */
export const ORDER_STATES = [...ORDER_STATUSES, 'cancelled'] as const;

export type OrderState = (typeof ORDER_STATES)[number];

export const CANCELLED_STATUS = 'cancelled' satisfies OrderState;

/** What customers and owners read for each status, and how far along the progress bar it is. */
export const ORDER_STATUS_INFO: Record<OrderStatus, { label: string; progress: number }> = {
  placed: { label: 'Placed', progress: 0 },
  paid: { label: 'Awaiting Restaurant Confirmation', progress: 25 },
  inProgress: { label: 'In Progress', progress: 50 },
  outForDelivery: { label: 'Out for Delivery', progress: 75 },
  delivered: { label: 'Delivered', progress: 100 },
};

/** A cancelled order's label; it has no progress bar. */
export const CANCELLED_LABEL = 'Cancelled';

/** An unknown status reads as the first one. */
export function orderStatusInfo(status: string) {
  return ORDER_STATUS_INFO[status as OrderStatus] ?? ORDER_STATUS_INFO.placed;
}

/** The label of any status, `cancelled` included. */
export function orderStateLabel(status: string): string {
  return status === CANCELLED_STATUS ? CANCELLED_LABEL : orderStatusInfo(status).label;
}
