/**
 * Where the kitchen's calls live: method and URL, each under the name of its route in
 * kitchen.routes.ts, which declares the rest. Free of zod; imported as a namespace
 * (`import * as kitchenPaths`), so that a page's bundle keeps only the paths it uses.
 */

export const acceptOrder = {
  method: 'POST',
  url: '/api/my/restaurant/order/:orderId/accept',
} as const;
export const lateOrder = { method: 'POST', url: '/api/my/restaurant/order/:orderId/late' } as const;
export const rejectOrder = {
  method: 'POST',
  url: '/api/my/restaurant/order/:orderId/reject',
} as const;
export const cancelOrder = {
  method: 'POST',
  url: '/api/my/restaurant/order/:orderId/cancel',
} as const;
export const startBusy = { method: 'PUT', url: '/api/my/restaurant/busy' } as const;
export const endBusy = { method: 'DELETE', url: '/api/my/restaurant/busy' } as const;
