import type Stripe from 'stripe';
import { DELIVERY_LINE_NAME } from '@contract/checkout-limits';
import type { PricedCart, PricedLine } from './checkout.service';
import type { PaymentsClient } from './stripe-client';

export interface PaymentSessionRequest {
  orderId: string;
  restaurant: { id: string; restaurantName: string };
  cart: PricedCart;
  customerEmail: string;
  webOrigin: string;
}

/** The longest product name Stripe takes for a line item. */
export const MAX_LINE_NAME_LENGTH = 5000;

/**
 * A line's name on the payment page: the dish, then its choices, 'Margherita (Large, Extra
 * mozzarella)'. A dish with many long choices could exceed what Stripe takes; it is cut at a
 * character boundary with an ellipsis, as the order itself keeps every choice.
 */
export function lineItemName({ name, choices }: Pick<PricedLine, 'name' | 'choices'>): string {
  const full = choices.length
    ? `${name} (${choices.map((choice) => choice.name).join(', ')})`
    : name;
  if (full.length <= MAX_LINE_NAME_LENGTH) return full;
  let cut = '';
  for (const character of full) {
    if (cut.length + character.length > MAX_LINE_NAME_LENGTH - 1) break;
    cut += character;
  }
  return `${cut}…`;
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
      ...cart.lines.map((item) => line(lineItemName(item), item.unitPrice, item.quantity)),
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
