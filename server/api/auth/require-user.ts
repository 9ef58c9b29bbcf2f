import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database';
import type { RequestStep } from '../http/request-step';
import { httpError } from '../plugins/errors.plugin';
import { findUserByAuth0Id, type UserRow } from '../users/user.service';
import { identityOf } from './authenticate';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's user record, on routes that run `requireUser`. */
    user?: UserRow;
  }
}

/**
 * A request step for routes that act for a known user: it finds the caller's user record (made
 * by POST /api/my/user) or answers 404 'User not found'. It runs after the bearer token is
 * checked and before the body is read, so the upload of someone without a record is never parsed.
 */
export function createRequireUser(db: Database): RequestStep {
  return async function requireUser(request: FastifyRequest) {
    const user = await findUserByAuth0Id(db, identityOf(request).sub);
    if (!user) throw httpError(404, 'User not found');
    request.user = user;
  };
}

/** The user record of a request that went through `requireUser`. */
export function userOf(request: FastifyRequest): UserRow {
  if (!request.user) throw new Error('Route is missing the requireUser step');
  return request.user;
}
