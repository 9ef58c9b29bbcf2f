import { BUILD_SETTING_DEFAULTS as DEFAULTS } from '@contract/build-settings';

/**
 * Settings fixed into the bundle at build time (webpack's DefinePlugin replaces each
 * `process.env.X` with the value contract/build-settings.ts gives); the defaults, which serve
 * where nothing is defined (tests), point at the local processes.
 */
export const config = {
  apiBaseUrl: process.env.API_BASE_URL ?? DEFAULTS.API_BASE_URL,
  auth0Domain: process.env.AUTH0_DOMAIN ?? DEFAULTS.AUTH0_DOMAIN,
  auth0ClientId: process.env.AUTH0_CLIENT_ID ?? DEFAULTS.AUTH0_CLIENT_ID,
  auth0Audience: process.env.AUTH0_AUDIENCE ?? DEFAULTS.AUTH0_AUDIENCE,
} as const;
