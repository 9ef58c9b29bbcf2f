import type { PathRunner } from '../describe-paths';
import { openOrdersTabForAlerts, type AlertsPage } from './new-order-alert-page';
import { newOrderAlertSights } from './new-order-alert-sights';
import { newOrderAlertSteps } from './new-order-alert-steps';

/**
 * The new-order alert model run on the Orders tab: by its paths, and by random walks. Each page
 * stubs the browser's alerts: restoreAlertBrowser (new-order-alert-page) takes them away after.
 */
export const newOrderAlertRunner: PathRunner<AlertsPage> = {
  open: openOrdersTabForAlerts,
  steps: newOrderAlertSteps,
  sights: newOrderAlertSights,
  productMachines: ['newOrderAlert'],
  fakeClock: true,
};
