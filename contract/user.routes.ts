import { errorResponses } from './api-error';
import { BEARER_SECURITY, defineRoute } from './api-route';
import * as userPaths from './user.paths';
import { userProfileSchema, userSchema } from './user';

const tags = ['User'];
const security = BEARER_SECURITY;

/** /api/my/user: the signed-in user's own record. */
export const userRoutes = {
  getMyUser: defineRoute({
    ...userPaths.getMyUser,
    schema: {
      summary: "The caller's user record",
      tags,
      security,
      response: { 200: userSchema.describe('The user record'), ...errorResponses(401, 404, 503) },
    },
  }),
  createMyUser: defineRoute({
    ...userPaths.createMyUser,
    schema: {
      summary: "Creates the caller's user record once",
      description:
        'The id and email come from the verified identity; any body is ignored. 201 when the ' +
        'record is made, 200 when it already existed (nothing changes).',
      tags,
      security,
      response: {
        200: userSchema.describe('The record already existed; nothing changed'),
        201: userSchema.describe('The record was made'),
        ...errorResponses(400, 401, 429, 503),
      },
    },
  }),
  updateMyUser: defineRoute({
    ...userPaths.updateMyUser,
    schema: {
      summary: "Saves the caller's profile",
      tags,
      security,
      body: userProfileSchema,
      response: {
        200: userSchema.describe('The saved record'),
        ...errorResponses(400, 401, 404, 413, 415, 429, 503),
      },
    },
  }),
};
