import { describePaths } from './describe-paths';
import { pathModel } from './models/new-order-alert.model';
import { restoreAlertBrowser } from './support/new-order-alert-page';
import { newOrderAlertRunner } from './support/new-order-alert-runner';

jest.setTimeout(20_000);

afterEach(restoreAlertBrowser);

describePaths(
  'new order alert paths, run on the Orders tab of /manage-restaurant',
  pathModel,
  newOrderAlertRunner,
);
