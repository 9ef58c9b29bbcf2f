/**
 * Where the user record's calls live: method and URL, each under the name of its route in
 * user.routes.ts, which declares the rest. Free of zod; imported as a namespace
 * (`import * as userPaths`), so that a page's bundle keeps only the paths it uses.
 */

export const getMyUser = { method: 'GET', url: '/api/my/user' } as const;
export const createMyUser = { method: 'POST', url: '/api/my/user' } as const;
export const updateMyUser = { method: 'PUT', url: '/api/my/user' } as const;
