import type { FastifyPluginAsync } from 'fastify';
import { userProfileSchema } from '@contract/user';
import { firstIssueMessage } from '@contract/zod-message';
import { identityOf } from '../auth/authenticate';
import { emailOfIdentity } from '../auth/identity-email';
import type { AppDependencies } from '../dependencies';
import { errorResponseSchema, httpError } from '../plugins/errors.plugin';
import { createUserOnce, findUserByAuth0Id, toUserJson, updateUserProfile } from './user.service';

const userSchema = {
  type: 'object',
  properties: {
    _id: { type: 'string' },
    auth0Id: { type: 'string' },
    email: { type: 'string' },
    name: { type: 'string' },
    addressLine1: { type: 'string' },
    city: { type: 'string' },
    country: { type: 'string' },
  },
  required: ['_id', 'auth0Id', 'email', 'name', 'addressLine1', 'city', 'country'],
} as const;

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };

/** /api/my/user: the signed-in user's own record (SPEC §7). */
export const userRoutes: FastifyPluginAsync<AppDependencies> = async (app, deps) => {
  const { database, authenticate, config } = deps;
  const issuer = `${config.auth0Domain}/`;

  app.get(
    '/api/my/user',
    { preHandler: authenticate, schema: { response: { 200: userSchema, ...errors } } },
    async (request) => {
      const user = await findUserByAuth0Id(database.db, identityOf(request).sub);
      if (!user) throw httpError(404, 'User not found');
      return toUserJson(user);
    },
  );

  // The auth0Id and email come from the verified identity; whatever the body says is ignored.
  app.post(
    '/api/my/user',
    {
      preHandler: authenticate,
      schema: { response: { 200: userSchema, 201: userSchema, ...errors } },
    },
    async (request, reply) => {
      const identity = identityOf(request);
      const email = await emailOfIdentity(identity, issuer);
      const { user, created } = await createUserOnce(database.db, identity.sub, email);
      return reply.code(created ? 201 : 200).send(toUserJson(user));
    },
  );

  app.put(
    '/api/my/user',
    { preHandler: authenticate, schema: { response: { 200: userSchema, ...errors } } },
    async (request) => {
      const parsed = userProfileSchema.safeParse(request.body ?? {});
      if (!parsed.success) throw httpError(400, firstIssueMessage(parsed.error));
      const user = await updateUserProfile(database.db, identityOf(request).sub, parsed.data);
      if (!user) throw httpError(404, 'User not found');
      return toUserJson(user);
    },
  );
};
