import { describePaths } from './describe-paths';
import { pathModel } from './models/owner-order.model';
import { openOrdersTab } from './support/owner-order-page';
import { ownerOrderSights } from './support/owner-order-sights';
import { ownerOrderSteps } from './support/owner-order-steps';

jest.setTimeout(20_000);

describePaths('owner order paths, run on the Orders tab of /manage-restaurant', pathModel, {
  open: openOrdersTab,
  steps: ownerOrderSteps,
  sights: ownerOrderSights,
  productMachines: ['ownerOrder'],
  fakeClock: true,
});
