import type { AnyBrowserPathRunner } from './browser-path-runner';
import { cartBrowserRunner } from './runners/cart.browser';

/** The models whose paths run in a browser, in the order a run takes them. */
export const BROWSER_RUNNERS: AnyBrowserPathRunner[] = [cartBrowserRunner];
