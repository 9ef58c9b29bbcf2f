import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { Browser } from 'playwright-core';
import type { Step } from 'xstate/graph';
import type { PathModel } from '../path-model';
import type { PathPage } from './path-page';
import type { SystemAddresses } from './system-under-test';

/** What a runner's preparation may use: the browser and the system the run drives. */
export interface RunSetting {
  browser: Browser;
  system: SystemAddresses;
}

export type StepRunner = (step: Step<AnyMachineSnapshot, EventObject>) => Promise<void>;
type Sight = (snapshot: AnyMachineSnapshot) => Promise<void>;

/**
 * How one model's paths run in a real browser against a running system. The steps and sights
 * are keyed as for the jsdom runner (event types; state keys as xstate/graph matches them), and
 * check the same expectations, read from the real page.
 */
export interface BrowserPathRunner<World> {
  model: PathModel;
  /** Once per run: the data its paths share, made through the product (accounts, restaurant). */
  prepare: (setting: RunSetting) => Promise<World>;
  /**
   * Once per path, before its first state is checked, for models whose paths begin with the page
   * already open (no opening step): the path's own data, and its page opened.
   */
  start?: (path: PathPage<World>) => Promise<void>;
  /** Whether the page's clock is under the path's control (the model has timed transitions). */
  clock?: boolean;
  steps: (path: PathPage<World>) => Record<string, StepRunner>;
  sights: (path: PathPage<World>) => Record<string, Sight>;
}

// Each runner has its own world; the run treats them alike.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyBrowserPathRunner = BrowserPathRunner<any>;
