import type { PathRunner } from '../describe-paths';
import { pathModel as busyMode } from '../models/busy-mode.model';
import { pathModel as cart } from '../models/cart.model';
import { pathModel as checkout } from '../models/checkout.model';
import { pathModel as chooser } from '../models/chooser.model';
import { pathModel as deliveredOrder } from '../models/delivered-order.model';
import { pathModel as newOrderAlert } from '../models/new-order-alert.model';
import { pathModel as ordersPause } from '../models/orders-pause.model';
import { pathModel as ownerOrder } from '../models/owner-order.model';
import type { PathModel } from '../path-model';
import { busyModeRunner } from '../support/busy-mode-runner';
import { cartRunner } from '../support/cart-runner';
import { checkoutRunner } from '../support/checkout-runner';
import { chooserRunner } from '../support/chooser-runner';
import { deliveredOrderRunner } from '../support/delivered-order-runner';
import { restoreAlertBrowser } from '../support/new-order-alert-page';
import { newOrderAlertRunner } from '../support/new-order-alert-runner';
import { ordersPauseRunner } from '../support/orders-pause-runner';
import { ownerOrderRunner } from '../support/owner-order-runner';

/**
 * A model with the runner of its jsdom page, its page's type hidden; `tidy` undoes what the
 * model's test file does for its pages besides (new-order-alert's stubbed browser).
 */
export interface JsdomRunner {
  model: PathModel;
  runner: PathRunner<unknown>;
  tidy?: () => void;
}

const jsdomRunner = <Page>(model: PathModel, runner: PathRunner<Page>, tidy?: () => void) => ({
  model,
  runner: runner as PathRunner<unknown>,
  tidy,
});

/** Every model with a jsdom runner: the same runners their *.paths.test.tsx files use. */
export const JSDOM_RUNNERS: JsdomRunner[] = [
  jsdomRunner(cart, cartRunner),
  jsdomRunner(chooser, chooserRunner),
  jsdomRunner(checkout, checkoutRunner),
  jsdomRunner(deliveredOrder, deliveredOrderRunner),
  jsdomRunner(ownerOrder, ownerOrderRunner),
  jsdomRunner(newOrderAlert, newOrderAlertRunner, restoreAlertBrowser),
  jsdomRunner(ordersPause, ordersPauseRunner),
  jsdomRunner(busyMode, busyModeRunner),
];
