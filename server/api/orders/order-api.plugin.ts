import type { FastifyPluginAsync } from 'fastify';
import type { AppDependencies } from '../dependencies';
import { checkoutWebhookRoutes } from './payment/checkout-webhook.routes';
import { checkoutRoutes } from './checkout/checkout.routes';
import { customerOrderRoutes } from './customer/customer-orders.routes';
import { orderEventsRoutes } from './events/order-events.routes';
import { ownerOrderRoutes } from './owner/owner-orders.routes';
import { customerPastOrderRoutes } from './past/past-orders.routes';

/** Every order route: checkout, the payment provider's webhook, and the two order lists. */
export const orderApi: FastifyPluginAsync<AppDependencies> = async (app, deps) => {
  await app.register(checkoutRoutes, deps);
  await app.register(checkoutWebhookRoutes, deps);
  await app.register(customerOrderRoutes, deps);
  await app.register(customerPastOrderRoutes, deps);
  await app.register(ownerOrderRoutes, deps);
  await app.register(orderEventsRoutes, deps);
};
