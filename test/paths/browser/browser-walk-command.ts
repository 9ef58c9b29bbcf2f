import { launchBrowser } from '../../e2e/support/browser';
import { randomWalk } from '../walk/random-walk';
import { walkReportLines } from '../walk/walk-report';
import { modelSlug, walkRequestFromArgs, type WalkRequest } from '../walk/walk-request';
import { BROWSER_RUNNERS } from './browser-runners';
import { browserWalkRunner } from './browser-walk';
import { systemFromArgs } from './browser-command';

const drawSeed = () => Math.floor(Math.random() * 2 ** 31);

/** The walk's printed commands take the same walk in the browser again. */
const inBrowser = (line: string) => line.replace('--walk', '--walk --browser');

/**
 * `npm run test:paths -- --walk --browser [--base-url URL] …`: the same seeded walks as in jsdom,
 * in Chromium against the local system or a deployment; the models that have a browser runner.
 */
export async function runBrowserWalkCommand(argv: string[]): Promise<number> {
  let request: WalkRequest;
  try {
    request = walkRequestFromArgs(argv, drawSeed);
  } catch (error) {
    console.error((error as Error).message);
    return 2;
  }
  const runners = BROWSER_RUNNERS.filter(
    ({ model }) =>
      !request.model || request.model === model.name || request.model === modelSlug(model.name),
  );
  if (runners.length === 0) {
    const names = BROWSER_RUNNERS.map(({ model }) => modelSlug(model.name)).join(', ');
    console.error(`--model is one of ${names}, not "${request.model}"`);
    return 2;
  }
  const system = await systemFromArgs(argv);
  if (!system) return 2;
  const browser = await launchBrowser();
  let passed = true;
  try {
    for (const runner of runners) {
      const { model } = runner;
      console.log(
        `\nWalking ${model.name} in Chromium: seed ${request.seed}, at most ${request.steps} events…`,
      );
      const world: unknown = await runner.prepare({ browser, system: system.addresses });
      const walker = browserWalkRunner(runner, world, browser, system.addresses);
      try {
        const result = await randomWalk(model, walker, request);
        const lines = walkReportLines(
          result,
          { ...request, model: model.name },
          model.describeEvent,
        );
        console.log(lines.map(inBrowser).join('\n'));
        passed &&= result.passed;
      } finally {
        await walker.close();
      }
    }
  } finally {
    await browser.close();
    await system.stop();
  }
  return passed ? 0 : 1;
}
