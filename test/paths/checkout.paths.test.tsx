import { describePaths } from './describe-paths';
import { pathModel } from './models/checkout.model';
import { checkoutRunner } from './support/checkout-runner';

describePaths('checkout paths, run on the restaurant page', pathModel, checkoutRunner);
