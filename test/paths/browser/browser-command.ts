import path from 'node:path';
import { launchBrowser } from '../../e2e/support/browser';
import { BROWSER_RUNNERS } from './browser-runners';
import { runBrowserPaths } from './run-browser-paths';
import { deployedSystem, startLocalSystem, type SystemUnderTest } from './system-under-test';

/** The value after `--name`, if any. */
function option(argv: string[], name: string): string | undefined {
  const at = argv.indexOf(name);
  return at >= 0 ? argv[at + 1] : undefined;
}

/**
 * The deployment `--base-url` names, or a fresh local system; undefined (the reason printed)
 * when the deployment's addresses are not all given or the local system does not start.
 */
export async function systemFromArgs(argv: string[]): Promise<SystemUnderTest | undefined> {
  const baseUrl = option(argv, '--base-url');
  try {
    return baseUrl ? deployedSystem(baseUrl) : await startLocalSystem();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return undefined;
  }
}

/**
 * `npm run test:paths -- --browser [--base-url URL] [--model NAME] [--all-paths] [--out DIR]`:
 * the models' paths in Chromium against a fresh local system, or the deployment at URL (its
 * other addresses and accounts from the environment, see README). Answers the exit code.
 */
export async function runBrowserCommand(argv: string[]): Promise<number> {
  const only = option(argv, '--model');
  const runners = BROWSER_RUNNERS.filter((runner) => !only || runner.model.name === only);
  if (runners.length === 0) {
    const names = BROWSER_RUNNERS.map((runner) => runner.model.name).join(', ');
    console.error(`--model is one of ${names}, not "${only}"`);
    return 2;
  }
  const outDir = path.resolve(option(argv, '--out') ?? 'test-results/paths/browser');
  const system = await systemFromArgs(argv);
  if (!system) return 2;
  const browser = await launchBrowser();
  try {
    const passed = await runBrowserPaths(runners, {
      browser,
      system: system.addresses,
      outDir,
      allPaths: argv.includes('--all-paths'),
      log: (line) => console.log(line),
    });
    return passed ? 0 : 1;
  } finally {
    await browser.close();
    await system.stop();
  }
}
