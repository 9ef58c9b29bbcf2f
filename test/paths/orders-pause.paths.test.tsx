import { describePaths } from './describe-paths';
import { pathModel } from './models/orders-pause.model';
import { ordersPauseRunner } from './support/orders-pause-runner';

jest.setTimeout(20_000);

describePaths(
  'orders pause paths, run on the Orders tab of /manage-restaurant',
  pathModel,
  ordersPauseRunner,
);
