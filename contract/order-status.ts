/** An order's lifecycle, in order. Owners may set any of them. */
export const ORDER_STATUSES = [
  'placed',
  'paid',
  'inProgress',
  'outForDelivery',
  'delivered',
] as const;

export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** What customers and owners read for each status, and how far along the progress bar it is. */
export const ORDER_STATUS_INFO: Record<OrderStatus, { label: string; progress: number }> = {
  placed: { label: 'Placed', progress: 0 },
  paid: { label: 'Awaiting Restaurant Confirmation', progress: 25 },
  inProgress: { label: 'In Progress', progress: 50 },
  outForDelivery: { label: 'Out for Delivery', progress: 75 },
  delivered: { label: 'Delivered', progress: 100 },
};

/** An unknown status reads as the first one. */
export function orderStatusInfo(status: string) {
  return ORDER_STATUS_INFO[status as OrderStatus] ?? ORDER_STATUS_INFO.placed;
}
