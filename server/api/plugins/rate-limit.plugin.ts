import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Counted together: requests whose client has gone before they were counted. */
const GONE = 'client-gone';

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
 * The counts live in this process; several API processes would share them through Redis
 * (docs/scaling.md).
 */
export async function registerRateLimit(
  app: FastifyInstance,
  { perMinute }: { perMinute: number },
): Promise<void> {
  await app.register(rateLimit, {
    max: perMinute,
    timeWindow: 60_000,
    keyGenerator: clientKey,
    allowList: (request) => READS.has(request.method),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many changes at once; try again in ${Math.ceil(context.ttl / 1000)} seconds`,
    }),
  });
}
