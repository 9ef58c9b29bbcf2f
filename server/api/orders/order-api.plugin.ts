import type { FastifyPluginAsync } from 'fastify';
import type { AppDependencies } from '../dependencies';
import { checkoutWebhookRoutes } from './checkout-webhook.routes';
import { checkoutRoutes } from './checkout.routes';
import { orderListRoutes } from './order-list.routes';
import { ownerOrderRoutes } from './owner-orders.routes';

/** Every order route: checkout, the payment provider's webhook, and the two order lists. */
export const orderApi: FastifyPluginAsync<AppDependencies> = async (app, deps) => {
  await app.register(checkoutRoutes, deps);
  await app.register(checkoutWebhookRoutes, deps);
  await app.register(orderListRoutes, deps);
  await app.register(ownerOrderRoutes, deps);
};
