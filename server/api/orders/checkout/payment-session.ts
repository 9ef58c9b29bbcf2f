import type Stripe from 'stripe';
import { DELIVERY_LINE_NAME } from '@contract/checkout-limits';
import type { PricedCart } from './checkout.service';
import type { PaymentsClient } from './stripe-client';

export interface PaymentSessionRequest {
  orderId: string;
  restaurant: { id: string; restaurantName: string };
  cart: PricedCart;
  customerEmail: string;
  webOrigin: string;
}

/** What Stripe Checkout is asked for: one line per cart line, then the delivery fee. */
export function checkoutSessionParams(
  request: PaymentSessionRequest,
): Stripe.Checkout.SessionCreateParams {
  const { orderId, restaurant, cart, webOrigin } = request;
  const line = (name: string, unitAmount: number, quantity: number) => ({
    quantity,
    price_data: { currency: 'usd', unit_amount: unitAmount, product_data: { name } },
  });
  return {
    mode: 'payment',
    currency: 'usd',
    line_items: [
      ...cart.lines.map((item) => line(item.name, item.unitPrice, item.quantity)),
      line(DELIVERY_LINE_NAME, cart.deliveryPrice, 1),
    ],
    metadata: { orderId, restaurantId: restaurant.id, restaurantName: restaurant.restaurantName },
    customer_email: request.customerEmail,
    success_url: `${webOrigin}/order-status?success=true`,
    cancel_url: `${webOrigin}/detail/${encodeURIComponent(restaurant.id)}?cancelled=true`,
  };
}

/** Creates the hosted checkout for an order; the order id keeps a retried call from paying twice. */
export async function createPaymentSession(
  payments: PaymentsClient,
  request: PaymentSessionRequest,
) {
  const session = await payments.checkout.sessions.create(checkoutSessionParams(request), {
    idempotencyKey: `checkout-${request.orderId}`,
  });
  if (!session.url) throw new Error(`Checkout session ${session.id} has no url`);
  return { id: session.id, url: session.url };
}
