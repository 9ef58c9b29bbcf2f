import { localSystem, commaList, type LocalSystem } from '@contract/local-addresses';
import { DEFAULT_DATABASE_TIMEOUTS, type DatabaseTimeouts } from './db/database-timeouts';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** The processes `npm start` can run; the local identity provider and checkout only when local. */
export const SERVICE_NAMES = ['identity', 'payments', 'api', 'web'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

/**
 * The secret key of the local hosted checkout. While STRIPE_SECRET_KEY is this (the default),
 * the API talks to `stripeApiUrl` and `npm start` runs the local payments process.
 */
export const LOCAL_STRIPE_SECRET_KEY = 'sk_test_local';
/** The webhook signing secret the local hosted checkout signs its events with. */
export const LOCAL_STRIPE_WEBHOOK_SECRET = 'whsec_local_forkful';

/**
 * Writes per address and minute: room for an office or a campus ordering lunch behind one
 * address, while a script hammering checkouts or uploads (5 a second) is stopped.
 */
export const DEFAULT_WRITE_RATE_LIMIT = 300;

/** Well under the idle timeouts of common proxies and load balancers (30–60 s). */
export const DEFAULT_ORDER_EVENTS_HEARTBEAT_MS = 15_000;

/**
 * How often each API process looks for paid orders nobody answered in time and for refunds to
 * try again: an order is rejected within seconds of its window's end.
 */
export const DEFAULT_KITCHEN_SWEEP_MS = 5_000;

/**
 * Who the push services may contact about this API's pushes (VAPID's `sub`) while VAPID_SUBJECT
 * is unset; a production system names its own.
 */
export const LOCAL_VAPID_SUBJECT = 'mailto:push@forkful.test';

/** The API's VAPID key pair, base64url as browsers and web-push take it. */
export interface VapidKeys {
  /** An uncompressed P-256 point, 65 bytes. */
  publicKey: string;
  /** The private scalar, 32 bytes. */
  privateKey: string;
}

/** ACCEPT_WINDOW_MINUTES's range: a window shorter than a minute could not be shown counting down. */
export const MIN_ACCEPT_WINDOW_OVERRIDE = 1;
export const MAX_ACCEPT_WINDOW_OVERRIDE = 30;

/** Everything the server processes read from the environment, checked and with defaults. */
export interface Config {
  /** Interface the servers listen on; 'localhost' answers on both IPv4 and IPv6 loopback. */
  host: string;
  apiPort: number;
  webPort: number;
  /** The web app's own origin (WEB_ORIGIN's first), where payments return, e.g. http://localhost:3000. */
  webOrigin: string;
  /** Every origin the API accepts cross-origin calls from; webOrigin first. */
  webOrigins: string[];
  /** Where browsers reach the API (image URLs and the web CSP are built from it). */
  apiBaseUrl: string;
  /** A PostgreSQL server; when absent the embedded database in `dataDir` is used. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** How long to wait for PostgreSQL, in milliseconds, before answering 503. */
  databaseTimeouts: DatabaseTimeouts;
  /** The identity provider's base URL without a trailing slash; its issuer is this plus '/'. */
  auth0Domain: string;
  auth0Audience: string;
  /** True when AUTH0_DOMAIN is unset or names the local provider: `npm start` then runs it. */
  localIdentity: boolean;
  logLevel: LogLevel;
  /** Which of `npm start`'s processes this one runs (SERVICES, e.g. 'api'); all by default. */
  services: ServiceName[];
  /** Writes (POST, PUT, PATCH, DELETE) one address may make per minute before 429. */
  writeRateLimit: number;
  /**
   * A Redis server (redis:// or rediss://) where every API process counts writes together; the
   * counts stay in this process's memory when absent. Query options reach the client, e.g.
   * `?keyPrefix=forkful:`.
   */
  redisUrl: string | undefined;
  /** How often an open order event stream gets a keep-alive comment, in milliseconds. */
  orderEventsHeartbeatMs: number;
  /**
   * Minutes a paid order waits for the kitchen at every restaurant, instead of each one's own
   * window; unset in production (tests and demos set a short one).
   */
  acceptWindowMinutes: number | undefined;
  /** How often this process rejects unanswered orders and retries refunds, in milliseconds. */
  kitchenSweepMs: number;
  /** The Stripe secret key the API creates checkout sessions with. */
  stripeSecretKey: string;
  /** Verifies the Stripe-Signature of webhook events. */
  stripeWebhookSecret: string;
  /** Where the local hosted checkout answers the Stripe API; unused with a real key. */
  stripeApiUrl: string;
  paymentsPort: number;
  /** True while the secret key is the local one: `npm start` then runs the payments process. */
  localPayments: boolean;
  /**
   * The key pair every push is signed with (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY). When unset, it
   * is made once in `dataDir` and kept there (server/api/push/vapid-keys.ts); required with
   * DATABASE_URL and a real Stripe key, where several processes must sign with one pair.
   */
  vapidKeys: VapidKeys | undefined;
  /** A mailto: or https: URL the push services may contact (VAPID_SUBJECT). */
  vapidSubject: string;
  /**
   * Origins taken as push services besides the known ones (PUSH_SERVICE_ORIGINS), e.g. a test's
   * own on http://127.0.0.1; a subscription elsewhere is refused.
   */
  pushServiceOrigins: string[];
}

type Env = Record<string, string | undefined>;
type Read = <T>(
  name: string,
  fallback: T,
  parse: (raw: string) => T,
  options?: { secret?: boolean },
) => T;

/** Reads the configuration; throws one error listing every invalid variable. */
export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  const read: Read = (name, fallback, parse, options = {}) => {
    const raw = env[name]?.trim();
    if (!raw) return fallback;
    try {
      return parse(raw);
    } catch (error) {
      // Secrets never reach logs, not even mistyped ones.
      const shown = options.secret ? '' : ` (got '${raw}')`;
      problems.push(`${name} ${(error as Error).message}${shown}`);
      return fallback;
    }
  };
  const local = localSystem(env);
  const webOrigins = read('WEB_ORIGIN', [local.addresses.web], parseOrigins);
  const auth0Domain = read('AUTH0_DOMAIN', local.addresses.identity, parseDomain);
  const config: Config = {
    host: read('HOST', 'localhost', (raw) => raw),
    apiPort: read('API_PORT', local.ports.api, parsePort),
    webPort: read('WEB_PORT', local.ports.web, parsePort),
    webOrigin: webOrigins[0],
    webOrigins,
    apiBaseUrl: read('API_BASE_URL', local.addresses.api, (raw) => withoutSlash(raw)),
    databaseUrl: read<string | undefined>('DATABASE_URL', undefined, parseDatabaseUrl),
    dataDir: read('DATA_DIR', '.data', (raw) => raw),
    databaseTimeouts: {
      connectMs: read(
        'DATABASE_CONNECT_TIMEOUT_MS',
        DEFAULT_DATABASE_TIMEOUTS.connectMs,
        parsePositiveWhole,
      ),
      statementMs: read(
        'DATABASE_STATEMENT_TIMEOUT_MS',
        DEFAULT_DATABASE_TIMEOUTS.statementMs,
        parsePositiveWhole,
      ),
    },
    auth0Domain,
    auth0Audience: read('AUTH0_AUDIENCE', local.audience, (raw) => raw),
    // A real tenant is any other address; the local provider keeps running on a moved port.
    localIdentity: auth0Domain === local.addresses.identity,
    logLevel: read('LOG_LEVEL', 'info', parseLogLevel),
    services: read('SERVICES', [...SERVICE_NAMES], parseServices),
    writeRateLimit: read('WRITE_RATE_LIMIT', DEFAULT_WRITE_RATE_LIMIT, parsePositiveWhole),
    redisUrl: read<string | undefined>('REDIS_URL', undefined, parseRedisUrl, { secret: true }),
    orderEventsHeartbeatMs: read(
      'ORDER_EVENTS_HEARTBEAT_MS',
      DEFAULT_ORDER_EVENTS_HEARTBEAT_MS,
      parsePositiveWhole,
    ),
    acceptWindowMinutes: read<number | undefined>(
      'ACCEPT_WINDOW_MINUTES',
      undefined,
      parseAcceptWindow,
    ),
    kitchenSweepMs: read('KITCHEN_SWEEP_MS', DEFAULT_KITCHEN_SWEEP_MS, parsePositiveWhole),
    ...readPayments(read, problems, local),
    pushServiceOrigins: read('PUSH_SERVICE_ORIGINS', [], parseOrigins),
    ...readVapid(read, problems),
  };
  // Processes on one database must sign with one key pair, which a process cannot make alone:
  // production, recognised as the payments recognise it (a real Stripe key), must name it.
  if (config.databaseUrl && !config.localPayments && !config.vapidKeys) {
    problems.push(
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set when DATABASE_URL is set and ' +
        'STRIPE_SECRET_KEY is a Stripe key (npx web-push generate-vapid-keys makes a pair)',
    );
  }
  if (problems.length > 0) {
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  return config;
}

type PaymentsConfig = Pick<
  Config,
  'stripeSecretKey' | 'stripeWebhookSecret' | 'stripeApiUrl' | 'paymentsPort' | 'localPayments'
>;

function readPayments(read: Read, problems: string[], local: LocalSystem): PaymentsConfig {
  const secret = { secret: true };
  const paymentsPort = read('PAYMENTS_PORT', local.ports.payments, parsePort);
  const stripeSecretKey = read('STRIPE_SECRET_KEY', LOCAL_STRIPE_SECRET_KEY, parseKey, secret);
  const stripeWebhookSecret = read('STRIPE_WEBHOOK_SECRET', '', parseWebhookSecret, secret);
  const localPayments = stripeSecretKey === LOCAL_STRIPE_SECRET_KEY;
  // Real Stripe signs with the endpoint's own secret: the local one would refuse every event.
  if (!localPayments && !stripeWebhookSecret) {
    problems.push('STRIPE_WEBHOOK_SECRET must be set when STRIPE_SECRET_KEY is a Stripe key');
  }
  return {
    stripeSecretKey,
    stripeWebhookSecret: stripeWebhookSecret || LOCAL_STRIPE_WEBHOOK_SECRET,
    stripeApiUrl: read('STRIPE_API_URL', local.addresses.payments, withoutSlash),
    paymentsPort,
    localPayments,
  };
}

function readVapid(read: Read, problems: string[]): Pick<Config, 'vapidKeys' | 'vapidSubject'> {
  const secret = { secret: true };
  const publicKey = read<string | undefined>('VAPID_PUBLIC_KEY', undefined, parseVapidPublicKey);
  const privateKey = read<string | undefined>(
    'VAPID_PRIVATE_KEY',
    undefined,
    parseVapidPrivateKey,
    secret,
  );
  // Half a pair signs nothing the browsers subscribed with.
  if (Boolean(publicKey) !== Boolean(privateKey)) {
    problems.push('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together');
  }
  return {
    vapidKeys: publicKey && privateKey ? { publicKey, privateKey } : undefined,
    vapidSubject: read('VAPID_SUBJECT', LOCAL_VAPID_SUBJECT, parseVapidSubject),
  };
}

/** Base64url of exactly `bytes` bytes. */
function base64urlBytes(raw: string, bytes: number): Buffer | undefined {
  if (!/^[A-Za-z0-9_-]+$/.test(raw)) return undefined;
  const decoded = Buffer.from(raw, 'base64url');
  return decoded.length === bytes ? decoded : undefined;
}

function parseVapidPublicKey(raw: string): string {
  // An uncompressed P-256 point starts with 4.
  if (base64urlBytes(raw, 65)?.[0] !== 4) {
    throw new Error('must be a P-256 public key: 65 bytes in base64url');
  }
  return raw;
}

function parseVapidPrivateKey(raw: string): string {
  if (!base64urlBytes(raw, 32))
    throw new Error('must be a P-256 private key: 32 bytes in base64url');
  return raw;
}

function parseVapidSubject(raw: string): string {
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'mailto:' && url.protocol !== 'https:')) {
    throw new Error('must be a mailto: or https: URL');
  }
  return raw;
}

function parsePositiveWhole(raw: string): number {
  if (!/^\d+$/.test(raw) || Number(raw) < 1) throw new Error('must be a whole number from 1');
  return Number(raw);
}

function parseAcceptWindow(raw: string): number {
  const minutes = Number(raw);
  if (
    !/^\d+$/.test(raw) ||
    minutes < MIN_ACCEPT_WINDOW_OVERRIDE ||
    minutes > MAX_ACCEPT_WINDOW_OVERRIDE
  ) {
    throw new Error(
      `must be a whole number of minutes from ${MIN_ACCEPT_WINDOW_OVERRIDE} to ${MAX_ACCEPT_WINDOW_OVERRIDE}`,
    );
  }
  return minutes;
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

/** WEB_ORIGIN: one origin or a comma-separated list of them, the web app's own first. */
function parseOrigins(raw: string): string[] {
  const origins = commaList(raw).map((origin) => parseHttpUrl(origin).origin);
  if (origins.length === 0) throw new Error('must name at least one origin');
  return [...new Set(origins)];
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

function parseRedisUrl(raw: string): string {
  if (!/^rediss?:\/\/./.test(raw)) throw new Error('must be a redis:// or rediss:// URL');
  return raw;
}

function parseKey(raw: string): string {
  if (!/^(sk|rk)_(test|live)_\S+$/.test(raw)) {
    throw new Error('must be a Stripe secret key (sk_test_…, sk_live_… or rk_…)');
  }
  return raw;
}

function parseWebhookSecret(raw: string): string {
  if (!/^whsec_\S+$/.test(raw)) throw new Error('must be a webhook signing secret (whsec_…)');
  return raw;
}

function parseServices(raw: string): ServiceName[] {
  const names = commaList(raw);
  const unknown = names.filter((name) => !SERVICE_NAMES.some((service) => service === name));
  if (names.length === 0 || unknown.length > 0) {
    throw new Error(`must list some of ${SERVICE_NAMES.join(', ')}, separated by commas`);
  }
  return SERVICE_NAMES.filter((service) => names.includes(service));
}

function parseLogLevel(raw: string): LogLevel {
  const level = LOG_LEVELS.find((candidate) => candidate === raw);
  if (!level) throw new Error(`must be one of ${LOG_LEVELS.join(', ')}`);
  return level;
}
