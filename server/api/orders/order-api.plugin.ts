import type { FastifyPluginAsync } from 'fastify';
import type { AppDependencies } from '../dependencies';
import { checkoutWebhookRoutes } from './payment/checkout-webhook.routes';
import { checkoutRoutes } from './checkout/checkout.routes';
import { customerOrderRoutes } from './customer/customer-orders.routes';
import { orderEventsRoutes } from './events/order-events.routes';
import { kitchenOrderRoutes } from './kitchen/kitchen-orders.routes';
import { rejectUnansweredOrders } from './kitchen/unanswered-orders';
import type { OrderApiDependencies } from './order-api-dependencies';
import { ownerOrderRoutes } from './owner/owner-orders.routes';
import { customerPastOrderRoutes } from './past/past-orders.routes';
import { runPeriodically } from './periodic-work';
import { createRefunder } from './refunds/refunder';

/**
 * Every order route: checkout, the payment provider's webhook, the two order lists and the
 * kitchen's answers; and this process's share of the background work, every
 * `config.kitchenSweepMs`: rejecting the paid orders nobody accepted in time, and trying again
 * the refunds not yet made. Both claim their rows in the database, so any number of processes
 * can run them side by side, and what a stopped process left is due for the next one.
 */
export const orderApi: FastifyPluginAsync<AppDependencies> = async (app, appDeps) => {
  const { database, payments, config } = appDeps;
  const refunder = createRefunder({
    db: database.db,
    payments,
    log: app.log,
    baseDelayMs: config.kitchenSweepMs,
  });
  const deps: OrderApiDependencies = { ...appDeps, refunder };
  runPeriodically(app, 'rejecting unanswered orders', config.kitchenSweepMs, () =>
    rejectUnansweredOrders(database.db, refunder, app.log),
  );
  runPeriodically(app, 'retrying refunds', config.kitchenSweepMs, () => refunder.retryDue());
  // A run still going when this stops finds the refunder stopped: its refunds stay due.
  app.addHook('onClose', async () => {
    await refunder.stop();
  });

  await app.register(checkoutRoutes, deps);
  await app.register(checkoutWebhookRoutes, deps);
  await app.register(customerOrderRoutes, deps);
  await app.register(customerPastOrderRoutes, deps);
  await app.register(ownerOrderRoutes, deps);
  await app.register(kitchenOrderRoutes, deps);
  await app.register(orderEventsRoutes, deps);
};
