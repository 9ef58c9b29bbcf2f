import { describePaths } from './describe-paths';
import { pathModel } from './models/orders-pause.model';
import { openOrdersTabForPause } from './support/orders-pause-page';
import { ordersPauseSights } from './support/orders-pause-sights';
import { ordersPauseSteps } from './support/orders-pause-steps';

jest.setTimeout(20_000);

describePaths('orders pause paths, run on the Orders tab of /manage-restaurant', pathModel, {
  open: openOrdersTabForPause,
  steps: ordersPauseSteps,
  sights: ordersPauseSights,
  productMachines: ['ordersPause'],
  fakeClock: true,
});
