import path from 'node:path';
import { LOCAL_ADDRESSES, LOCAL_IDENTITY } from '@contract/local-addresses';

export interface IdentityClient {
  clientId: string;
  /** The SPA's origin, e.g. http://localhost:3000 (no trailing slash). */
  webOrigin: string;
}

export interface IdentityServerOptions {
  port: number;
  /** The interface to listen on, as the API's and the web server's `HOST`; all when absent. */
  host?: string;
  /** Must end with a slash, as Auth0's issuers do: 'http://localhost:4000/'. */
  issuer: string;
  /** Where accounts, keys and the provider's state are kept, e.g. '.data/identity'. */
  dataDir: string;
  clients: IdentityClient[];
  /** The API identifier the SPA sends as `audience`; access tokens are issued for it only. */
  audience: string;
}

function parsePort(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`IDENTITY_PORT must be a port number, got "${value}"`);
  }
  return port;
}

/**
 * Options of the local identity provider from the environment: IDENTITY_PORT (4000),
 * IDENTITY_ISSUER (http://localhost:{IDENTITY_PORT}/), DATA_DIR (.data; the provider uses DATA_DIR/identity),
 * WEB_ORIGIN (http://localhost:3000), AUTH0_CLIENT_ID and AUTH0_AUDIENCE (the local defaults).
 */
export function identityOptionsFromEnv(
  env: NodeJS.ProcessEnv = process.env,
): IdentityServerOptions {
  const port = parsePort(env.IDENTITY_PORT, Number(new URL(LOCAL_ADDRESSES.identity).port));
  const issuer = env.IDENTITY_ISSUER || `http://localhost:${port}/`;
  const webOrigin = (env.WEB_ORIGIN || LOCAL_ADDRESSES.web).replace(/\/+$/, '');
  return {
    port,
    host: env.HOST || 'localhost',
    issuer,
    dataDir: path.join(env.DATA_DIR || '.data', 'identity'),
    clients: [{ clientId: env.AUTH0_CLIENT_ID || LOCAL_IDENTITY.clientId, webOrigin }],
    audience: env.AUTH0_AUDIENCE || LOCAL_IDENTITY.audience,
  };
}
