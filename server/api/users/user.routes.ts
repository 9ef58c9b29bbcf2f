import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userRoutes as routes } from '@contract/user.routes';
import { identityOf } from '../auth/authenticate';
import { emailOfIdentity } from '../auth/identity-email';
import { userOf } from '../auth/require-user';
import type { AppDependencies } from '../dependencies';
import { httpError } from '../plugins/errors.plugin';
import { createUserOnce, toUserJson, updateUserProfile } from './user.service';

/** /api/my/user: the signed-in user's own record. */
export const userRoutes: FastifyPluginAsyncZod<AppDependencies> = async (app, deps) => {
  const { database, requireUser, config } = deps;
  const issuer = `${config.auth0Domain}/`;

  app.route({
    ...routes.getMyUser,
    preParsing: requireUser,
    handler: async (request) => toUserJson(userOf(request)),
  });

  // The auth0Id and email come from the verified identity; whatever the body says is ignored.
  app.route({
    ...routes.createMyUser,
    handler: async (request, reply) => {
      const identity = identityOf(request);
      const email = await emailOfIdentity(identity, issuer);
      const { user, created } = await createUserOnce(database.db, identity.sub, email);
      return reply.code(created ? 201 : 200).send(toUserJson(user));
    },
  });

  app.route({
    ...routes.updateMyUser,
    preParsing: requireUser,
    handler: async (request) => {
      const user = await updateUserProfile(database.db, userOf(request).auth0Id, request.body);
      if (!user) throw httpError(404, 'User not found');
      return toUserJson(user);
    },
  });
};
