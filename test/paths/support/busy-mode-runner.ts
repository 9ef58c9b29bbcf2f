import type { PathRunner } from '../describe-paths';
import { openOrdersTabForBusy, type BusyPage } from './busy-mode-page';
import { busyModeSights } from './busy-mode-sights';
import { busyModeSteps } from './busy-mode-steps';

/** The busy-mode model run on the Orders tab: by its paths, and by random walks. */
export const busyModeRunner: PathRunner<BusyPage> = {
  open: openOrdersTabForBusy,
  steps: busyModeSteps,
  sights: busyModeSights,
  productMachines: ['busyMode'],
  fakeClock: true,
};
