import type { RefundOutcome } from './card-check';
import { StripeApiError } from './stripe-errors';

export type RefundStatus = 'pending' | 'succeeded' | 'failed';

/** A refund as the local checkout keeps it. Times in ms since the epoch. */
export interface StoredRefund {
  id: string;
  createdAt: number;
  amount: number;
  currency: string;
  paymentIntentId: string;
  chargeId: string;
  reason: string | null;
  metadata: Record<string, string>;
  status: RefundStatus;
  /** Why a failed refund failed, in Stripe's words, e.g. 'expired_or_canceled_card'. */
  failureReason: string | null;
  /** What the pending refund becomes, decided by the card that paid. */
  outcome: RefundOutcome;
  /** When the pending refund settles: a restart settles it at once if that time has passed. */
  settlesAt: number;
  /** The `Idempotency-Key` it was created with and a digest of its parameters. */
  idempotency: { key: string; paramsDigest: string } | null;
}

/** Counts against what is left of the payment: Stripe gives a failed refund's amount back. */
export function holdsAmount(refund: StoredRefund): boolean {
  return refund.status !== 'failed';
}

/** The refund as Stripe's API answers it. */
export function toStripeRefund(refund: StoredRefund) {
  return {
    id: refund.id,
    object: 'refund',
    amount: refund.amount,
    balance_transaction: null,
    charge: refund.chargeId,
    created: Math.floor(refund.createdAt / 1000),
    currency: refund.currency,
    customer: null,
    customer_account: null,
    destination_details: { card: { type: 'refund' }, type: 'card' },
    ...(refund.failureReason ? { failure_reason: refund.failureReason } : {}),
    metadata: refund.metadata,
    payment_intent: refund.paymentIntentId,
    payment_method: null,
    reason: refund.reason,
    receipt_number: null,
    source_transfer_reversal: null,
    status: refund.status,
    transfer_reversal: null,
  };
}

export function missingRefund(id: string): StripeApiError {
  return new StripeApiError(404, `No such refund: '${id}'`, {
    code: 'resource_missing',
    param: 'id',
  });
}
