/**
 * Where the past orders live: method and URL, each under the name of its route in
 * past-orders.routes.ts, which declares the rest. Free of zod; imported as a namespace
 * (`import * as pastOrderPaths`), so that a page's bundle keeps only the paths it uses.
 */

export const getPastOrders = { method: 'GET', url: '/api/order/past' } as const;
