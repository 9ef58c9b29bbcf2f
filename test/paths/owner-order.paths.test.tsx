import { describePaths } from './describe-paths';
import { pathModel } from './models/owner-order.model';
import { ownerOrderRunner } from './support/owner-order-runner';

// A path of a dozen steps, each one checked, takes seconds on a busy machine.
jest.setTimeout(60_000);

describePaths(
  'owner order paths, run on the Orders tab of /manage-restaurant',
  pathModel,
  ownerOrderRunner,
);
