/**
 * Where the health check lives: method and URL, each under the name of its route in
 * health.routes.ts, which declares the rest. Free of zod; imported as a namespace
 * (`import * as healthPaths`), so that a page's bundle keeps only the paths it uses.
 */

export const getHealth = { method: 'GET', url: '/api/health' } as const;
