import { describePaths } from './describe-paths';
import { pathModel } from './models/delivered-order.model';
import { deliveredOrderRunner } from './support/delivered-order-runner';

jest.setTimeout(20_000);

describePaths(
  'delivered order paths, run on the customer’s /order-status',
  pathModel,
  deliveredOrderRunner,
);
