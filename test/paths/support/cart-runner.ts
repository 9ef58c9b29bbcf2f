import type { PathRunner } from '../describe-paths';
import { CartPage } from './cart-page';
import { cartSights } from './cart-sights';
import { cartSteps } from './cart-steps';

/** The cart model run on the restaurant page: by its paths, and by random walks. */
export const cartRunner: PathRunner<CartPage> = {
  open: () => new CartPage(),
  steps: cartSteps,
  sights: cartSights,
  productMachines: ['cart'],
};
