import Stripe from 'stripe';
import type { PaymentsClient } from '../checkout/stripe-client';
import { httpError } from '../../plugins/errors.plugin';

/** How far a signature's timestamp may be from now, either way: the SDK's default, 5 minutes. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** What the route needs of a verified event; anything else in it is the provider's business. */
export interface WebhookEvent {
  id?: unknown;
  type: string;
  data?: { object?: unknown };
}

const isEvent = (value: unknown): value is WebhookEvent =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  typeof (value as { type?: unknown }).type === 'string';

/** The `t=` of a Stripe-Signature header, in seconds; undefined when it has none. */
function signedAt(header: string): number | undefined {
  const field = header.split(',').find((part) => part.trim().startsWith('t='));
  const seconds = Number(field?.trim().slice(2));
  return field && Number.isInteger(seconds) ? seconds : undefined;
}

/**
 * The event in `body`, once its signature is verified and its timestamp is within the tolerance
 * in either direction (the SDK only refuses old ones: a timestamp ahead would let a captured
 * request be replayed until then). Throws a 400 naming the problem otherwise.
 */
export function verifiedWebhookEvent(
  payments: PaymentsClient,
  body: Buffer,
  header: string,
  secret: string,
  now = Date.now(),
): WebhookEvent {
  let event: unknown;
  try {
    event = payments.webhooks.constructEvent(body, header, secret, WEBHOOK_TOLERANCE_SECONDS);
  } catch (error) {
    if (error instanceof SyntaxError) throw httpError(400, 'body: must be JSON');
    if (
      error instanceof Stripe.errors.StripeSignatureVerificationError &&
      /Timestamp/.test(error.message)
    ) {
      throw httpError(400, 'Stripe-Signature: the timestamp is more than 5 minutes old');
    }
    throw httpError(400, 'Stripe-Signature: does not match the body');
  }
  const at = signedAt(header);
  if (at !== undefined && at - Math.floor(now / 1000) > WEBHOOK_TOLERANCE_SECONDS) {
    throw httpError(400, 'Stripe-Signature: the timestamp is more than 5 minutes ahead');
  }
  if (!isEvent(event)) throw httpError(400, 'body: must be an event, a JSON object with a type');
  return event;
}
