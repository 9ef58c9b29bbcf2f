import type { PathRunner } from '../describe-paths';
import { openOrderStatusPage, type OrderStatusPageUnderTest } from './delivered-order-page';
import { deliveredOrderSights } from './delivered-order-sights';
import { deliveredOrderSteps } from './delivered-order-steps';

/** The delivered-order model run on the customer's /order-status: by its paths, and by walks. */
export const deliveredOrderRunner: PathRunner<OrderStatusPageUnderTest> = {
  open: openOrderStatusPage,
  steps: deliveredOrderSteps,
  sights: deliveredOrderSights,
  productMachines: ['deliveredOrders', 'deliveredOrder'],
  fakeClock: true,
};
