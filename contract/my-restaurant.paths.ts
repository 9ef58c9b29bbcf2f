/**
 * Where the signed-in owner's restaurant calls live: method and URL, each under the name of its route in
 * restaurant.routes.ts, which declares the rest. Free of zod; imported as a namespace
 * (`import * as myRestaurantPaths`), so that a page's bundle keeps only the paths it uses.
 */

export const getMyRestaurant = { method: 'GET', url: '/api/my/restaurant' } as const;
export const createMyRestaurant = { method: 'POST', url: '/api/my/restaurant' } as const;
export const updateMyRestaurant = { method: 'PUT', url: '/api/my/restaurant' } as const;
export const setMenuItemAvailability = {
  method: 'PATCH',
  url: '/api/my/restaurant/menu-items/:menuItemId',
} as const;
export const setChoiceAvailability = {
  method: 'PATCH',
  url: '/api/my/restaurant/menu-items/:menuItemId/choices/:choiceId',
} as const;
export const pauseOrders = { method: 'PUT', url: '/api/my/restaurant/pause' } as const;
export const resumeOrders = { method: 'DELETE', url: '/api/my/restaurant/pause' } as const;
