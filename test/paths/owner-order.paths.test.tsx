import { describePaths } from './describe-paths';
import { pathModel } from './models/owner-order.model';
import { ownerOrderRunner } from './support/owner-order-runner';

jest.setTimeout(20_000);

describePaths(
  'owner order paths, run on the Orders tab of /manage-restaurant',
  pathModel,
  ownerOrderRunner,
);
