/**
 * Where the checkout and the payment provider's webhook live: method and URL, each under the name of its route in
 * order.routes.ts, which declares the rest. Free of zod; imported as a namespace
 * (`import * as checkoutPaths`), so that a page's bundle keeps only the paths it uses.
 */

export const createCheckoutSession = {
  method: 'POST',
  url: '/api/order/checkout/create-checkout-session',
} as const;
export const checkoutWebhook = { method: 'POST', url: '/api/order/checkout/webhook' } as const;
