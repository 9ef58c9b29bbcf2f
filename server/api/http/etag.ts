import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A weak validator: the body's hash, weak because compression may change the bytes on the wire. */
export function etagOf(body: string | Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** If-None-Match compares weakly (RFC 9110 §13.1.2): `W/` is ignored, `*` matches anything. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/**
 * onSend hook for GET routes whose answer may be cached: a 200 gets an ETag and
 * `Cache-Control: no-cache` (keep it, but ask every time); a request that already holds that
 * ETag gets 304 and no body.
 */
export async function conditionalGet(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  if (reply.statusCode !== 200 || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) {
    return payload;
  }
  const etag = etagOf(payload);
  reply.header('etag', etag).header('cache-control', 'no-cache');
  if (!matchesIfNoneMatch(request.headers['if-none-match'], etag)) return payload;
  reply.code(304).removeHeader('content-type').removeHeader('content-length');
  return '';
}

/**
 * For a route that knows its validator before building its answer (the polled order lists):
 * sets the ETag and `Cache-Control: no-cache`, and when the request already holds that ETag sets
 * 304 and answers true: the handler then sends no body and builds nothing.
 */
export function answerUnchanged(
  request: FastifyRequest,
  reply: FastifyReply,
  etag: string,
): boolean {
  reply.header('etag', etag).header('cache-control', 'no-cache');
  if (!matchesIfNoneMatch(request.headers['if-none-match'], etag)) return false;
  reply.code(304);
  return true;
}
