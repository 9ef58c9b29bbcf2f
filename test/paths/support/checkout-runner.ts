import type { PathRunner } from '../describe-paths';
import { PageSlot } from './checkout-page';
import { checkoutSights } from './checkout-sights';
import { checkoutSteps } from './checkout-steps';

/** The checkout model run on the restaurant page: by its paths, and by random walks. */
export const checkoutRunner: PathRunner<PageSlot> = {
  open: () => new PageSlot(),
  steps: checkoutSteps,
  sights: checkoutSights,
  productMachines: ['checkout'],
};
