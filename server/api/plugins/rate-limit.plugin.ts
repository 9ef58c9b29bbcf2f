import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Counted together: requests whose client has gone before they were counted. */
const GONE = 'client-gone';

/** Where the counts live in Redis, beside any `keyPrefix` the URL gives the client. */
export const REDIS_NAMESPACE = 'forkful:writes:';

/**
 * How long a count may take in Redis before the write goes through uncounted: a slow or
 * unreachable Redis delays no request by more than this.
 */
const REDIS_COMMAND_TIMEOUT_MS = 500;

/**
 * The client's address, as the plugin's own key (IPv6 grouped by subnet). A request whose
 * connection has already closed has none: the plugin's default would throw then, and the
 * request, which no one is waiting for, would be logged as a 500.
 */
export const clientKey = (request: FastifyRequest) => (request.ip ? normalizeIP(request.ip) : GONE);

/**
 * At most `perMinute` writes per address and minute, answered 429 `{ message }` beyond that.
 * Per address, not per token: the limit runs before the token is checked, and a made-up token
 * must not buy a fresh allowance.
 * Reads are not counted: lists are polled and search pages are cached by ETag. The payment
 * provider's webhook opts out at its route (`rateLimit: false`): it retries until accepted.
 * With `redisUrl` every API process counts in that Redis, so the limit holds across processes
 * (docs/scaling.md); without it the counts live in this process.
 */
export async function registerRateLimit(
  app: FastifyInstance,
  { perMinute, redisUrl }: { perMinute: number; redisUrl?: string },
): Promise<void> {
  const redis = redisUrl ? await connectRedis(app, redisUrl) : undefined;
  await app.register(rateLimit, {
    max: perMinute,
    timeWindow: 60_000,
    keyGenerator: clientKey,
    allowList: (request) => READS.has(request.method),
    ...(redis ? { redis, nameSpace: REDIS_NAMESPACE } : {}),
    // A Redis that cannot count lets the write through rather than failing it with a 500.
    skipOnError: true,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many changes at once; try again in ${Math.ceil(context.ttl / 1000)} seconds`,
    }),
  });
}

/**
 * A client that fails commands at once while disconnected (no queue that would hold requests)
 * and keeps reconnecting; losing and regaining Redis is logged once each, not per request.
 * Connected before the first request when Redis is there, so the first writes are counted too.
 */
async function connectRedis(app: FastifyInstance, url: string): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: 2_000,
  });
  let reachable = true;
  redis.on('error', (error: Error) => {
    if (!reachable) return;
    reachable = false;
    app.log.error(
      { err: error },
      'Redis unreachable: writes go through uncounted until it is back',
    );
  });
  redis.on('ready', () => {
    if (reachable) return;
    reachable = true;
    app.log.info('Redis reachable again: writes are counted');
  });
  app.addHook('onClose', async () => redis.disconnect());
  await redis.connect().catch(() => undefined);
  return redis;
}
