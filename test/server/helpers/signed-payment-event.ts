import Stripe from 'stripe';
import { TEST_WEBHOOK_SECRET } from '@test/local/payments/payments-test-kit';

/**
 * The payment provider's event that an order's checkout was paid, as its webhook sends it: the
 * JSON body and the headers with its signature (the local checkout's test secret).
 */
export function signedPaymentEvent(orderId: string, amount: number, sessionId = `cs_${orderId}`) {
  const payload = JSON.stringify({
    id: `evt_${orderId}`,
    object: 'event',
    type: 'checkout.session.completed',
    data: {
      object: {
        id: sessionId,
        object: 'checkout.session',
        amount_total: amount,
        currency: 'usd',
        payment_status: 'paid',
        status: 'complete',
        metadata: { orderId },
      },
    },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: TEST_WEBHOOK_SECRET,
  });
  return {
    payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
  };
}
