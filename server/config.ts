import { LOCAL_ADDRESSES, LOCAL_IDENTITY } from '../contract/local-addresses';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Everything the server processes read from the environment, checked and with defaults. */
export interface Config {
  /** Interface the servers listen on; 'localhost' answers on both IPv4 and IPv6 loopback. */
  host: string;
  apiPort: number;
  webPort: number;
  /** The only origin the API accepts cross-origin calls from, e.g. http://localhost:3000. */
  webOrigin: string;
  /** Where browsers reach the API (image URLs and the web CSP are built from it). */
  apiBaseUrl: string;
  /** A PostgreSQL server; when absent the embedded database in `dataDir` is used. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** The identity provider's base URL without a trailing slash; its issuer is this plus '/'. */
  auth0Domain: string;
  auth0Audience: string;
  /** True when AUTH0_DOMAIN is not set: `npm start` then runs the local identity provider. */
  localIdentity: boolean;
  logLevel: LogLevel;
}

type Env = Record<string, string | undefined>;

/** Reads the configuration; throws one error listing every invalid variable. */
export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  const read = <T>(name: string, fallback: T, parse: (raw: string) => T): T => {
    const raw = env[name]?.trim();
    if (!raw) return fallback;
    try {
      return parse(raw);
    } catch (error) {
      problems.push(`${name} ${(error as Error).message} (got '${raw}')`);
      return fallback;
    }
  };
  const config: Config = {
    host: read('HOST', 'localhost', (raw) => raw),
    apiPort: read('API_PORT', portOf(LOCAL_ADDRESSES.api), parsePort),
    webPort: read('WEB_PORT', portOf(LOCAL_ADDRESSES.web), parsePort),
    webOrigin: read('WEB_ORIGIN', LOCAL_ADDRESSES.web, (raw) => parseHttpUrl(raw).origin),
    apiBaseUrl: read('API_BASE_URL', LOCAL_ADDRESSES.api, (raw) => withoutSlash(raw)),
    databaseUrl: read<string | undefined>('DATABASE_URL', undefined, parseDatabaseUrl),
    dataDir: read('DATA_DIR', '.data', (raw) => raw),
    auth0Domain: read('AUTH0_DOMAIN', LOCAL_ADDRESSES.identity, parseDomain),
    auth0Audience: read('AUTH0_AUDIENCE', LOCAL_IDENTITY.audience, (raw) => raw),
    localIdentity: !env.AUTH0_DOMAIN,
    logLevel: read('LOG_LEVEL', 'info', parseLogLevel),
  };
  if (problems.length > 0) {
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  return config;
}

function portOf(address: string): number {
  return Number(new URL(address).port);
}

function parsePort(raw: string): number {
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port > 65535) {
    throw new Error('must be a whole number from 0 to 65535');
  }
  return port;
}

function parseHttpUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error('must be an http(s) URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error('must be an http(s) URL');
  }
  return url;
}

function withoutSlash(raw: string): string {
  return parseHttpUrl(raw).href.replace(/\/+$/, '');
}

/** Auth0 tenants are often given as a bare host name; like the SDK, assume https then. */
function parseDomain(raw: string): string {
  return withoutSlash(/^[a-z]+:\/\//i.test(raw) ? raw : `https://${raw}`);
}

function parseDatabaseUrl(raw: string): string {
  if (!/^postgres(ql)?:\/\//.test(raw)) {
    throw new Error('must be a postgres:// or postgresql:// URL');
  }
  return raw;
}

function parseLogLevel(raw: string): LogLevel {
  const level = LOG_LEVELS.find((candidate) => candidate === raw);
  if (!level) throw new Error(`must be one of ${LOG_LEVELS.join(', ')}`);
  return level;
}
