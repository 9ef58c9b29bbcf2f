import { describePaths } from './describe-paths';
import { pathModel } from './models/checkout.model';
import { PageSlot } from './support/checkout-page';
import { checkoutSights } from './support/checkout-sights';
import { checkoutSteps } from './support/checkout-steps';

describePaths('checkout paths, run on the restaurant page', pathModel, {
  open: () => new PageSlot(),
  steps: checkoutSteps,
  sights: checkoutSights,
  productMachines: ['checkout'],
});
