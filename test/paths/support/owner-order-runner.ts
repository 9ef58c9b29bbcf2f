import type { PathRunner } from '../describe-paths';
import { openOrdersTab, type OrdersTabPage } from './owner-order-page';
import { ownerOrderSights } from './owner-order-sights';
import { ownerOrderSteps } from './owner-order-steps';

/** The owner-order model run on the Orders tab: by its paths, and by random walks. */
export const ownerOrderRunner: PathRunner<OrdersTabPage> = {
  open: openOrdersTab,
  steps: ownerOrderSteps,
  sights: ownerOrderSights,
  productMachines: ['ownerOrder'],
  fakeClock: true,
};
