import { describePaths } from './describe-paths';
import { pathModel } from './models/delivered-order.model';
import { openOrderStatusPage } from './support/delivered-order-page';
import { deliveredOrderSights } from './support/delivered-order-sights';
import { deliveredOrderSteps } from './support/delivered-order-steps';

jest.setTimeout(20_000);

describePaths('delivered order paths, run on the customer’s /order-status', pathModel, {
  open: openOrderStatusPage,
  steps: deliveredOrderSteps,
  sights: deliveredOrderSights,
  productMachines: ['deliveredOrders', 'deliveredOrder'],
  fakeClock: true,
});
