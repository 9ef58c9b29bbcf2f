import type { PathRunner } from '../describe-paths';
import { openOrdersTabForPause, type PausePage } from './orders-pause-page';
import { ordersPauseSights } from './orders-pause-sights';
import { ordersPauseSteps } from './orders-pause-steps';

/** The orders-pause model run on the Orders tab: by its paths, and by random walks. */
export const ordersPauseRunner: PathRunner<PausePage> = {
  open: openOrdersTabForPause,
  steps: ordersPauseSteps,
  sights: ordersPauseSights,
  productMachines: ['ordersPause'],
  fakeClock: true,
};
