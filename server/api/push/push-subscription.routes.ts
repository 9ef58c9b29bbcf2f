import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pushRoutes as routes } from '@contract/push.routes';
import { userOf } from '../auth/require-user';
import type { AppDependencies } from '../dependencies';
import { httpError } from '../plugins/errors.plugin';
import { UNKNOWN_PUSH_SERVICE_MESSAGE } from './push-services';
import { removePurpose, replaceSubscription, saveSubscription } from './push-subscriptions.service';

export interface PushRouteDependencies extends AppDependencies {
  /** The API's VAPID public key, base64url. */
  publicKey: string;
  /** Whether the API may send to an endpoint (push-services.ts, with PUSH_SERVICE_ORIGINS). */
  isAllowed(endpoint: string): boolean;
}

/** The API's public key, and the devices that receive its pushes. */
export const pushSubscriptionRoutes: FastifyPluginAsyncZod<PushRouteDependencies> = async (
  app,
  deps,
) => {
  const { database, requireUser, publicKey, isAllowed } = deps;
  const { db } = database;
  const requireKnownService = (endpoint: string) => {
    if (!isAllowed(endpoint)) throw httpError(400, UNKNOWN_PUSH_SERVICE_MESSAGE);
  };

  app.route({
    ...routes.getPushPublicKey,
    handler: async () => ({ publicKey }),
  });

  app.route({
    ...routes.putMyPushSubscription,
    preParsing: requireUser,
    handler: async (request) => {
      const { subscription, purpose } = request.body;
      requireKnownService(subscription.endpoint);
      return saveSubscription(db, userOf(request).id, subscription, purpose);
    },
  });

  app.route({
    ...routes.deleteMyPushSubscription,
    preParsing: requireUser,
    handler: async (request) => {
      const { endpoint, purpose } = request.body;
      return removePurpose(db, userOf(request).id, endpoint, purpose);
    },
  });

  // No token: the service worker has none. The old endpoint, which only the device and the API
  // know, is the proof; the subscription stays with its account.
  app.route({
    ...routes.postPushSubscriptionChange,
    handler: async (request) => {
      const { oldEndpoint, subscription } = request.body;
      requireKnownService(subscription.endpoint);
      const change = await replaceSubscription(db, oldEndpoint, subscription);
      if (change.kind === 'unknown') throw httpError(404, 'Push subscription not found');
      if (change.kind === 'taken') {
        throw httpError(409, 'subscription.endpoint: already belongs to another account');
      }
      return change.state;
    },
  });
};
