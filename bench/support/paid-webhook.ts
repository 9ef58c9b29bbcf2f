import { LOCAL_STRIPE_WEBHOOK_SECRET } from '@server/config';
import { postSignedEvent } from '@local/payments/webhook-sender';

/**
 * Tells the API at `apiUrl` that an order was paid, as the local checkout does: a
 * `checkout.session.completed` event signed with the local webhook secret.
 */
export function sendPaidWebhook(apiUrl: string, orderId: string, amountTotal: number) {
  const payload = JSON.stringify({
    id: `evt_${orderId}`,
    type: 'checkout.session.completed',
    data: {
      object: {
        id: `cs_${orderId}`,
        amount_total: amountTotal,
        currency: 'usd',
        payment_status: 'paid',
        metadata: { orderId },
      },
    },
  });
  return postSignedEvent(
    `${apiUrl}/api/order/checkout/webhook`,
    LOCAL_STRIPE_WEBHOOK_SECRET,
    payload,
    30_000,
  );
}
