import type { RefundOutcome } from './card-check';
import { amountRefunded, chargeIdOf, paymentIntentIdOf } from './charge';
import { amountTotal, newId, type StoredSession } from './checkout-session';
import type { FormObject } from './form-params';
import { invalid, metadataOf, text } from './param-checks';
import { formatMoney } from './pay-layout';
import type { StoredRefund } from './refund';
import { StripeApiError } from './stripe-errors';

const KNOWN_PARAMS = new Set([
  'amount',
  'charge',
  'payment_intent',
  'reason',
  'metadata',
  'expand',
  'instructions_email',
]);
const REASONS = ['duplicate', 'fraudulent', 'requested_by_customer'];

/** What POST /v1/refunds asks for, checked as Stripe checks it before looking anything up. */
export interface RefundRequest {
  paymentIntentId: string;
  /** Absent: all that is left of the payment. */
  amount?: number;
  reason: string | null;
  metadata: Record<string, string>;
}

export function readRefundParams(params: FormObject): RefundRequest {
  const unknown = Object.keys(params).find((key) => !KNOWN_PARAMS.has(key));
  if (unknown) {
    throw new StripeApiError(400, `Received unknown parameter: ${unknown}`, {
      param: unknown,
      code: 'parameter_unknown',
    });
  }
  if (Array.isArray(params.expand) && params.expand.length > 0) {
    throw invalid('expand', 'The local checkout does not expand refunds.');
  }
  const paymentIntent = text(params.payment_intent, 'payment_intent');
  const charge = text(params.charge, 'charge');
  if (!paymentIntent && !charge) {
    throw new StripeApiError(
      400,
      'One of the following params should be provided for this request: charge or payment_intent.',
      { code: 'parameter_missing' },
    );
  }
  if (paymentIntent && charge && chargeIdOf(paymentIntent) !== charge) {
    throw invalid('charge', `The charge '${charge}' is not the charge of '${paymentIntent}'.`);
  }
  const rawAmount = text(params.amount, 'amount');
  if (rawAmount !== undefined && (!/^\d+$/.test(rawAmount) || !(Number(rawAmount) >= 1))) {
    throw invalid('amount', 'Invalid positive integer');
  }
  const reason = text(params.reason, 'reason') ?? null;
  if (reason !== null && !REASONS.includes(reason)) {
    throw invalid(
      'reason',
      'Invalid reason: must be one of duplicate, fraudulent, or requested_by_customer',
    );
  }
  return {
    paymentIntentId: paymentIntent ?? paymentIntentIdOf(charge!),
    ...(rawAmount === undefined ? {} : { amount: Number(rawAmount) }),
    reason,
    metadata: metadataOf(params.metadata),
  };
}

export interface RefundContext {
  /** The paid session the refund is of. */
  session: StoredSession;
  /** The payment's refunds so far. */
  refunds: StoredRefund[];
  settleMs: number;
  idempotency: StoredRefund['idempotency'];
  now?: number;
}

/** A new pending refund, refused as Stripe refuses it if it is more than is left of the payment. */
export function newRefund(request: RefundRequest, context: RefundContext): StoredRefund {
  const { session, refunds, settleMs, idempotency, now = Date.now() } = context;
  const chargeId = chargeIdOf(request.paymentIntentId);
  const total = amountTotal(session);
  const refunded = amountRefunded(refunds);
  const left = total - refunded;
  if (left <= 0) {
    throw new StripeApiError(400, `Charge ${chargeId} has already been refunded.`, {
      code: 'charge_already_refunded',
    });
  }
  const amount = request.amount ?? left;
  if (amount > left) {
    const money = (cents: number) => formatMoney(cents, session.currency);
    const message =
      refunded === 0
        ? `Refund amount (${money(amount)}) is greater than charge amount (${money(total)})`
        : `Refund amount (${money(amount)}) is greater than unrefunded amount on charge (${money(left)})`;
    throw new StripeApiError(400, message, { param: 'amount', code: 'amount_too_large' });
  }
  const outcome: RefundOutcome = session.card?.refunds ?? 'succeed';
  return {
    id: newId('re_', 24),
    createdAt: now,
    amount,
    currency: session.currency,
    paymentIntentId: request.paymentIntentId,
    chargeId,
    reason: request.reason,
    metadata: request.metadata,
    status: 'pending',
    failureReason: null,
    outcome,
    settlesAt: now + settleMs,
    idempotency,
  };
}
