import { LOCAL_ADDRESSES, LOCAL_IDENTITY } from '../../contract/local-addresses';

/**
 * Settings fixed into the bundle at build time (webpack's DefinePlugin replaces each
 * `process.env.X`); the defaults point at the local processes.
 */
export const config = {
  apiBaseUrl: process.env.API_BASE_URL ?? LOCAL_ADDRESSES.api,
  auth0Domain: process.env.AUTH0_DOMAIN ?? LOCAL_ADDRESSES.identity,
  auth0ClientId: process.env.AUTH0_CLIENT_ID ?? LOCAL_IDENTITY.clientId,
  auth0Audience: process.env.AUTH0_AUDIENCE ?? LOCAL_IDENTITY.audience,
} as const;
