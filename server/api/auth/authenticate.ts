import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiError } from '@contract/api-error';
import type { RequestStep } from '../http/request-step';
import { httpError } from '../plugins/errors.plugin';
import {
  InvalidTokenError,
  KeySetUnavailableError,
  type TokenIdentity,
} from './access-token-verifier';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on routes that require a bearer token, once the token is verified. */
    identity?: TokenIdentity & { accessToken: string };
  }
}

export type VerifyAccessToken = (token: string) => Promise<TokenIdentity>;

/**
 * A request step that answers 401 `{ message }` unless the request carries a valid bearer
 * token, and 503 `{ message }` when the identity provider's keys cannot be had to check it. It
 * runs before the body is read or validated (after the rate limit): a caller without a token
 * learns nothing else.
 */
export function createAuthenticate(verify: VerifyAccessToken): RequestStep {
  return async function authenticate(request, reply) {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) return unauthorized(reply, 'Missing bearer token');
    try {
      request.identity = { ...(await verify(match[1])), accessToken: match[1] };
    } catch (error) {
      if (error instanceof InvalidTokenError) return unauthorized(reply, error.message);
      if (error instanceof KeySetUnavailableError) throw unavailable(error);
      throw error;
    }
  };
}

function unauthorized(reply: FastifyReply, message: string): void {
  reply
    .code(401)
    .header('www-authenticate', 'Bearer')
    .send({ message } satisfies ApiError);
}

/** For the errors plugin, which answers `{ message }` and logs the jose or fetch error (the cause). */
function unavailable(error: KeySetUnavailableError) {
  const failure = httpError(503, error.message);
  failure.cause = error.cause;
  return failure;
}

/** The verified identity of a request that went through `authenticate`. */
export function identityOf(request: FastifyRequest) {
  if (!request.identity) throw new Error('Route is missing the authenticate step');
  return request.identity;
}
