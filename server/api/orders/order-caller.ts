import type { FastifyRequest } from 'fastify';
import type { Database } from '@server/db/database';
import { identityOf } from '../auth/authenticate';
import { httpError } from '../plugins/errors.plugin';
import { findUserByAuth0Id } from '../users/user.service';

/** The caller's user record, which every order route needs (made by POST /api/my/user). */
export async function userRecordOf(db: Database, request: FastifyRequest) {
  const user = await findUserByAuth0Id(db, identityOf(request).sub);
  if (!user) throw httpError(404, 'User not found');
  return user;
}
