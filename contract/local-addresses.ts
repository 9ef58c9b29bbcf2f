/**
 * Where each process of the local system listens when nothing else is configured
 * (docs: README "Environment variables"). Production points the same variables elsewhere.
 */
export const LOCAL_ADDRESSES = {
  web: 'http://localhost:3000',
  api: 'http://localhost:7000',
  identity: 'http://localhost:4000',
  payments: 'http://localhost:4242',
} as const;

/** The identity settings the SPA is built with unless AUTH0_* variables say otherwise. */
export const LOCAL_IDENTITY = {
  clientId: 'forkful-web',
  audience: 'http://localhost:7000/api',
} as const;
