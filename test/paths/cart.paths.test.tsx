import { describePaths } from './describe-paths';
import { pathModel } from './models/cart.model';
import { CartPage } from './support/cart-page';
import { cartSights } from './support/cart-sights';
import { cartSteps } from './support/cart-steps';

describePaths('cart paths, run on the restaurant page', pathModel, {
  open: () => new CartPage(),
  steps: cartSteps,
  sights: cartSights,
  productMachines: ['cart'],
});
