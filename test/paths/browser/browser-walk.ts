import type { Browser } from 'playwright-core';
import type { WalkRunner } from '../walk/walk-runner';
import type { BrowserPathRunner } from './browser-path-runner';
import { PathPage } from './path-page';
import type { SystemAddresses } from './system-under-test';

/**
 * A browser runner as a walk's runner: each fresh page of the walk (and of each shrinking rerun)
 * is a new browser context, the previous one closed, started as the runner starts a path.
 */
export function browserWalkRunner<World>(
  runner: BrowserPathRunner<World>,
  world: World,
  browser: Browser,
  system: SystemAddresses,
): WalkRunner<PathPage<World>> & { close: () => Promise<void> } {
  let current: PathPage<World> | undefined;
  return {
    open: async () => {
      await current?.close();
      current = new PathPage(browser, system, world, { clock: runner.clock ?? false });
      await runner.start?.(current);
      return current;
    },
    steps: (page) => runner.steps(page),
    sights: (page) => runner.sights(page),
    close: async () => {
      await current?.close();
    },
  };
}
