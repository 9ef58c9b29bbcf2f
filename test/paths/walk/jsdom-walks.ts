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
import { jsdomWalkRunner } from './jsdom-walk-runner';
import { randomWalk, type WalkResult, type WalkSettings } from './random-walk';

/** A model that can be walked in jsdom, its page's type hidden behind `walk`. */
export interface JsdomWalk {
  model: PathModel;
  walk: (settings: WalkSettings) => Promise<WalkResult>;
}

const jsdomWalk = <Page>(
  model: PathModel,
  runner: PathRunner<Page>,
  tidy?: () => void,
): JsdomWalk => ({
  model,
  walk: (settings) => randomWalk(model, jsdomWalkRunner(runner, tidy), settings),
});

/** Every model with a jsdom runner: the same runners their *.paths.test.tsx files use. */
export const JSDOM_WALKS: JsdomWalk[] = [
  jsdomWalk(cart, cartRunner),
  jsdomWalk(chooser, chooserRunner),
  jsdomWalk(checkout, checkoutRunner),
  jsdomWalk(deliveredOrder, deliveredOrderRunner),
  jsdomWalk(ownerOrder, ownerOrderRunner),
  jsdomWalk(newOrderAlert, newOrderAlertRunner, restoreAlertBrowser),
  jsdomWalk(ordersPause, ordersPauseRunner),
  jsdomWalk(busyMode, busyModeRunner),
];
