import { describePaths } from './describe-paths';
import { pathModel } from './models/new-order-alert.model';
import { openOrdersTabForAlerts, restoreAlertBrowser } from './support/new-order-alert-page';
import { newOrderAlertSights } from './support/new-order-alert-sights';
import { newOrderAlertSteps } from './support/new-order-alert-steps';

jest.setTimeout(20_000);

afterEach(restoreAlertBrowser);

describePaths('new order alert paths, run on the Orders tab of /manage-restaurant', pathModel, {
  open: openOrdersTabForAlerts,
  steps: newOrderAlertSteps,
  sights: newOrderAlertSights,
  productMachines: ['newOrderAlert'],
  fakeClock: true,
});
