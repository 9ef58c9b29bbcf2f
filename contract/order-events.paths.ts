/**
 * Where the order event streams live: method and URL, each under the name of its route in
 * order-events.routes.ts, which declares the rest. Free of zod; imported as a namespace
 * (`import * as orderEventPaths`), so that a page's bundle keeps only the paths it uses.
 */

export const getMyOrderEvents = { method: 'GET', url: '/api/order/events' } as const;
export const getMyRestaurantOrderEvents = {
  method: 'GET',
  url: '/api/my/restaurant/order/events',
} as const;
