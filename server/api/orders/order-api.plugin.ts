import type { FastifyPluginAsync } from 'fastify';
import type { AppDependencies } from '../dependencies';
import { checkoutWebhookRoutes } from './checkout-webhook.routes';
import { checkoutRoutes } from './checkout.routes';

/** Every order route: checkout, and the payment provider's webhook. */
export const orderApi: FastifyPluginAsync<AppDependencies> = async (app, deps) => {
  await app.register(checkoutRoutes, deps);
  await app.register(checkoutWebhookRoutes, deps);
};
