/**
 * The kitchen's answers to an order (docs/decisions.md, "The kitchen says yes or no"): the
 * choices the owner's controls offer and the API accepts, and the texts both show. Plain values,
 * free of zod, so that the pages can read them without it.
 */

/** Minutes from acceptance until the order reaches the customer. */
export const ACCEPT_MINUTES = [10, 15, 20, 30, 45, 60] as const;
/** What 'Running late' adds to an accepted order's time. */
export const LATE_MINUTES = [5, 10, 15] as const;
/** What busy mode adds to the delivery time, and for how long by default. */
export const BUSY_MINUTES = [10, 20, 30] as const;
export const BUSY_FOR_MINUTES = 60;
export const MAX_BUSY_FOR_MINUTES = 240;

/** How long a paid order may wait for the kitchen before it is rejected and refunded. */
export const DEFAULT_ACCEPT_WINDOW_MINUTES = 10;
export const MIN_ACCEPT_WINDOW_MINUTES = 3;
export const MAX_ACCEPT_WINDOW_MINUTES = 30;
/** The owner's new-order alert repeats faster in an order's last minutes before it is rejected. */
export const ACCEPT_WINDOW_URGENT_MINUTES = 3;

/** Why the kitchen rejects or cancels an order; `other` needs a note. */
export const CANCEL_REASONS = ['tooBusy', 'itemUnavailable', 'closingSoon', 'other'] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];
/** The reason the server gives when the kitchen never answered. */
export const NO_RESPONSE_REASON = 'noResponse';
export type CancellationReason = CancelReason | typeof NO_RESPONSE_REASON;
export const MAX_CANCEL_NOTE_LENGTH = 200;

/** What owners and customers read for each reason. */
export const CANCELLATION_REASON_LABELS: Record<CancellationReason, string> = {
  tooBusy: 'Too busy',
  itemUnavailable: 'Item unavailable',
  closingSoon: 'Closing soon',
  other: 'Other',
  noResponse: 'The restaurant did not respond',
};

export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** The API's messages for the kitchen's routes (after the field name for a 400). */
export const KITCHEN_MESSAGES = {
  acceptMinutes: `must be one of ${ACCEPT_MINUTES.join(', ')}`,
  lateMinutes: `must be one of ${LATE_MINUTES.join(', ')}`,
  busyMinutes: `must be one of ${BUSY_MINUTES.join(', ')}`,
  busyForMinutes: `must be a whole number of minutes from 1 to ${MAX_BUSY_FOR_MINUTES}`,
  reason: `must be one of ${CANCEL_REASONS.join(', ')}`,
  noteRequired: 'is required when the reason is other',
  note: `must be at most ${MAX_CANCEL_NOTE_LENGTH} characters`,
  lines: "must list the indexes of the order's lines, each once",
  acceptWindow: 'Acceptance window is required',
  lineRefunded: 'is already refunded',
} as const;

/** A 409's message when the order's status does not allow the action, e.g. 'Order is cancelled'. */
export const orderStatusConflict = (statusLabel: string) => `Order is ${statusLabel}`;
