import { describePaths } from './describe-paths';
import { pathModel } from './models/busy-mode.model';
import { busyModeRunner } from './support/busy-mode-runner';

jest.setTimeout(20_000);

describePaths(
  'busy mode paths, run on the Orders tab of /manage-restaurant',
  pathModel,
  busyModeRunner,
);
