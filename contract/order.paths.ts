/**
 * Where the customer's and the owner's order calls live: method and URL, each under the name of its route in
 * order.routes.ts, which declares the rest. Free of zod; imported as a namespace
 * (`import * as orderPaths`), so that a page's bundle keeps only the paths it uses.
 */

export const getMyOrders = { method: 'GET', url: '/api/order' } as const;
export const getMyRestaurantOrders = { method: 'GET', url: '/api/my/restaurant/order' } as const;
export const updateOrderStatus = {
  method: 'PATCH',
  url: '/api/my/restaurant/order/:orderId/status',
} as const;
export const removeOrder = { method: 'DELETE', url: '/api/my/restaurant/order/:orderId' } as const;
