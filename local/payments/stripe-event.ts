import Stripe from 'stripe';
import { newId } from './checkout-session';
import type { WebhookEvent } from './webhook-sender';

/** The request that caused an event; events Stripe raises by itself carry nulls. */
export interface EventRequest {
  id: string | null;
  idempotency_key: string | null;
}

const NO_REQUEST: EventRequest = { id: null, idempotency_key: null };

/**
 * An event as Stripe sends it to a webhook endpoint. `previous` is what an `*.updated` event
 * carries as `data.previous_attributes`: the fields that changed, with their old values.
 */
export function stripeEvent(
  type: string,
  object: object,
  { previous, request = NO_REQUEST }: { previous?: object; request?: EventRequest } = {},
): WebhookEvent {
  return {
    id: newId('evt_', 24),
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    data: { object, ...(previous ? { previous_attributes: previous } : {}) },
    livemode: false,
    pending_webhooks: 1,
    request,
    type,
  };
}
