/**
 * Where any restaurant and its pictures live: method and URL, each under the name of its route in
 * restaurant.routes.ts, which declares the rest. Free of zod; imported as a namespace
 * (`import * as restaurantPaths`), so that a page's bundle keeps only the paths it uses.
 */

export const getRestaurant = { method: 'GET', url: '/api/restaurant/:restaurantId' } as const;
export const getRestaurantImage = { method: 'GET', url: '/api/images/:imageKey/:file' } as const;
