import type { AnyBrowserPathRunner } from './browser-path-runner';
import { busyModeBrowserRunner } from './runners/busy-mode.browser';
import { cartBrowserRunner } from './runners/cart.browser';
import { checkoutBrowserRunner } from './runners/checkout.browser';
import { chooserBrowserRunner } from './runners/chooser.browser';
import { deliveredOrderBrowserRunner } from './runners/delivered-order.browser';
import { newOrderAlertBrowserRunner } from './runners/new-order-alert.browser';
import { ordersPauseBrowserRunner } from './runners/orders-pause.browser';
import { ownerOrderBrowserRunner } from './runners/owner-order.browser';

/** The models whose paths run in a browser, in the order a run takes them. */
export const BROWSER_RUNNERS: AnyBrowserPathRunner[] = [
  cartBrowserRunner,
  chooserBrowserRunner,
  checkoutBrowserRunner,
  deliveredOrderBrowserRunner,
  ownerOrderBrowserRunner,
  newOrderAlertBrowserRunner,
  ordersPauseBrowserRunner,
  busyModeBrowserRunner,
];
