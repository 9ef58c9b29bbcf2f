import { createHash } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const WEBHOOK_PATH = '/api/order/checkout/webhook';
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The caller: the signed-in session when there is one (its token, hashed: no token is kept),
 * else the address. Per session rather than per address, so customers behind one shared address
 * do not use up each other's allowance.
 */
function callerOf(request: FastifyRequest): string {
  const authorization = request.headers.authorization;
  if (!authorization) return `ip:${request.ip}`;
  return `token:${createHash('sha256').update(authorization).digest('base64url')}`;
}

/**
 * At most `perMinute` writes per caller and minute, answered 429 `{ message }` beyond that.
 * Reads are not counted: lists are polled and search pages are cached by ETag. The payment
 * provider's webhook is not counted either: it retries until accepted. The counts live in this
 * process; several API processes would share them through Redis (DESIGN.md §6).
 */
export async function registerRateLimit(
  app: FastifyInstance,
  { perMinute }: { perMinute: number },
): Promise<void> {
  await app.register(rateLimit, {
    max: perMinute,
    timeWindow: 60_000,
    keyGenerator: callerOf,
    allowList: (request) => READS.has(request.method) || request.url.startsWith(WEBHOOK_PATH),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many changes at once; try again in ${Math.ceil(context.ttl / 1000)} seconds`,
    }),
  });
}
