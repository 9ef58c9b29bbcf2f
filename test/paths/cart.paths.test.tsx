import { pathModel } from './models/cart.model';
import { describePath, runnablePathsOf } from './path-model';
import { CartPage } from './support/cart-page';
import { cartSights } from './support/cart-sights';
import { cartSteps } from './support/cart-steps';

describe('cart paths, run on the restaurant page', () => {
  for (const path of runnablePathsOf(pathModel)) {
    it(describePath(pathModel, path), async () => {
      const page = new CartPage();
      await path.test({ events: cartSteps(page), states: cartSights() });
    });
  }
});
