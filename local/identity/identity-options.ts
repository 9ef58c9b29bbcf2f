import path from 'node:path';
import { LOCAL_IDENTITY, localSystem, commaList } from '@contract/local-addresses';

export interface IdentityClient {
  clientId: string;
  /**
   * The origins the SPA is served from, e.g. http://localhost:3000 (no trailing slash). The first
   * is the web app's own: where an expired sign-in page sends the user back to.
   */
  webOrigins: string[];
}

/** Lifetimes of issued tokens, in seconds. */
export interface TokenLifetimes {
  accessToken: number;
  idToken: number;
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
  tokenLifetimes: TokenLifetimes;
}

/** Auth0's defaults for a new API and application: one day and ten hours. */
export const DEFAULT_TOKEN_LIFETIMES: TokenLifetimes = { accessToken: 86_400, idToken: 36_000 };

type Env = Record<string, string | undefined>;

function checkPort(env: Env): void {
  const raw = env.IDENTITY_PORT?.trim() ?? '';
  if (raw !== '' && !(/^\d+$/.test(raw) && Number(raw) <= 65535)) {
    throw new Error(`IDENTITY_PORT must be a port number, got "${env.IDENTITY_PORT}"`);
  }
}

function readSeconds(env: Env, name: string, fallback: number): number {
  const raw = env[name]?.trim() ?? '';
  if (raw === '') return fallback;
  const seconds = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(seconds) || seconds < 1) {
    throw new Error(`${name} must be a whole number of seconds (1 or more), got "${env[name]}"`);
  }
  return seconds;
}

function httpOrigin(text: string): string | undefined {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

function readOrigins(env: Env, fallback: string): string[] {
  const listed = commaList(env.WEB_ORIGIN ?? '');
  return (listed.length > 0 ? listed : [fallback]).map((text) => {
    const origin = httpOrigin(text);
    if (!origin) throw new Error(`WEB_ORIGIN must list http(s) origins, got "${text}"`);
    return origin;
  });
}

/**
 * Options of the local identity provider from the environment. Addresses default to those of
 * the local system (`localSystem`): IDENTITY_PORT, IDENTITY_ISSUER, WEB_ORIGIN (a comma-separated
 * list, the web app's own first), AUTH0_CLIENT_ID, AUTH0_AUDIENCE; DATA_DIR (.data; the provider
 * uses DATA_DIR/identity); IDENTITY_ACCESS_TOKEN_TTL and IDENTITY_ID_TOKEN_TTL in seconds.
 */
export function identityOptionsFromEnv(env: Env = process.env): IdentityServerOptions {
  checkPort(env);
  const local = localSystem(env);
  return {
    port: local.ports.identity,
    host: env.HOST || 'localhost',
    issuer: `${local.addresses.identity}/`,
    dataDir: path.join(env.DATA_DIR || '.data', 'identity'),
    clients: [
      {
        clientId: env.AUTH0_CLIENT_ID || LOCAL_IDENTITY.clientId,
        webOrigins: readOrigins(env, local.addresses.web),
      },
    ],
    audience: env.AUTH0_AUDIENCE || local.audience,
    tokenLifetimes: {
      accessToken: readSeconds(
        env,
        'IDENTITY_ACCESS_TOKEN_TTL',
        DEFAULT_TOKEN_LIFETIMES.accessToken,
      ),
      idToken: readSeconds(env, 'IDENTITY_ID_TOKEN_TTL', DEFAULT_TOKEN_LIFETIMES.idToken),
    },
  };
}
