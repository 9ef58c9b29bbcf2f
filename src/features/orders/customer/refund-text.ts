import type { Cancellation, Refund } from '@contract/kitchen';
import { CANCELLATION_REASON_LABELS } from '@contract/kitchen-limits';
import { formatPrice } from '@/lib/money';

/** How long a card refund takes to show, as card networks state it. */
export const REFUND_ARRIVES = 'it reaches your card in 5 to 10 days';
/** A refund that failed: the server retries it, so the customer reads it as still to come. */
export const REFUND_PENDING = 'Refund pending';

/**
 * 'Refunded $12.50: it reaches your card in 5 to 10 days' once a refund is made (Stripe may still
 * be settling it: the money is on its way either way), 'Refund pending' while it is retried.
 */
export function refundText(refund: Refund): string {
  if (refund.status === 'failed') return REFUND_PENDING;
  return `Refunded ${formatPrice(refund.amount)}: ${REFUND_ARRIVES}`;
}

/** 'Reason: Item unavailable'; the restaurant's own words after 'Other'. */
export function cancellationText({ reason, note }: Pick<Cancellation, 'reason' | 'note'>): string {
  const label = CANCELLATION_REASON_LABELS[reason] ?? reason;
  return reason === 'other' && note ? `Reason: ${label}: ${note}` : `Reason: ${label}`;
}
