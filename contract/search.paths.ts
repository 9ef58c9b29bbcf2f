/**
 * Where the search lives: method and URL, each under the name of its route in
 * search.routes.ts, which declares the rest. Free of zod; imported as a namespace
 * (`import * as searchPaths`), so that a page's bundle keeps only the paths it uses.
 */

export const searchRestaurants = { method: 'GET', url: '/api/restaurant/search/:city' } as const;
