import { amountTotal, type StoredSession } from './checkout-session';
import { holdsAmount, type StoredRefund } from './refund';
import { StripeApiError } from './stripe-errors';

/*
 * A paid session has one payment intent and one charge. Stripe gives both the same suffix
 * (pi_3Mtw… and ch_3Mtw…); so does the local checkout, which then needs to keep no charge id.
 */

export function chargeIdOf(paymentIntentId: string): string {
  return `ch_${paymentIntentId.slice('pi_'.length)}`;
}

export function paymentIntentIdOf(chargeId: string): string {
  return `pi_${chargeId.slice('ch_'.length)}`;
}

/** What a payment's refunds take: pending and succeeded ones, not failed ones. */
export function amountRefunded(refunds: StoredRefund[]): number {
  return refunds.filter(holdsAmount).reduce((sum, refund) => sum + refund.amount, 0);
}

/**
 * The charge of a paid session as Stripe's API answers it. Since API version 2022-11-15 Stripe
 * leaves the charge's `refunds` out unless they are expanded, and events cannot expand: so the
 * charge of `charge.refunded` carries none here either, and its refunds are listed by payment
 * intent, as they must be on Stripe.
 */
export function toStripeCharge(session: StoredSession, refunds: StoredRefund[]) {
  const paymentIntentId = session.paymentIntentId!;
  const id = chargeIdOf(paymentIntentId);
  const amount = amountTotal(session);
  const refunded = amountRefunded(refunds);
  return {
    id,
    object: 'charge',
    amount,
    amount_captured: amount,
    amount_refunded: refunded,
    captured: true,
    created: session.created,
    currency: session.currency,
    livemode: false,
    metadata: {},
    paid: true,
    payment_intent: paymentIntentId,
    payment_method_details: {
      type: 'card',
      card: { last4: session.card?.last4 ?? '4242' },
    },
    refunded: refunded === amount,
    status: 'succeeded',
  };
}

export function missingPaymentIntent(id: string): StripeApiError {
  return new StripeApiError(404, `No such payment_intent: '${id}'`, {
    code: 'resource_missing',
    param: 'payment_intent',
  });
}

export function missingCharge(id: string): StripeApiError {
  return new StripeApiError(404, `No such charge: '${id}'`, {
    code: 'resource_missing',
    param: 'charge',
  });
}
