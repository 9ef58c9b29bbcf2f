import { describePaths } from './describe-paths';
import { pathModel } from './models/cart.model';
import { cartRunner } from './support/cart-runner';

describePaths('cart paths, run on the restaurant page', pathModel, cartRunner);
