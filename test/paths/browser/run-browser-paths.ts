import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { Step } from 'xstate/graph';
import { coveringPathsOf } from '../covering-paths';
import { coverageOf, describePath, runnablePathsOf, type ModelPath } from '../path-model';
import { percent } from '../plan-formats';
import type { AnyBrowserPathRunner } from './browser-path-runner';
import { PathPage } from './path-page';
import { toJunitResults, toMarkdownReport, type PathResult, type StepResult } from './path-results';
import type { SystemAddresses } from './system-under-test';

export interface BrowserRunOptions {
  browser: Browser;
  system: SystemAddresses;
  /** Where the JUnit XML, the report, the screenshots and the traces go. */
  outDir: string;
  /** Every runnable path, rather than the few that cover every state and transition. */
  allPaths: boolean;
  log: (line: string) => void;
}

/** Runs each model's paths in the browser and writes the results; true when all passed. */
export async function runBrowserPaths(
  runners: AnyBrowserPathRunner[],
  options: BrowserRunOptions,
): Promise<boolean> {
  rmSync(options.outDir, { recursive: true, force: true });
  mkdirSync(options.outDir, { recursive: true });
  const results: PathResult[] = [];
  for (const runner of runners) {
    const { model } = runner;
    const paths = options.allPaths ? runnablePathsOf(model) : coveringPathsOf(model);
    const { states, transitions } = coverageOf(model, paths);
    options.log(
      `\n## ${model.name}: ${paths.length} paths (states ${percent(states)}, transitions ${percent(transitions)})`,
    );
    const world: unknown = await runner.prepare(options);
    for (const [index, modelPath] of paths.entries()) {
      const result = await runPath(runner, world, modelPath, index, options);
      options.log(
        `  ${result.failure ? '✗' : '✓'} ${result.title} (${result.seconds.toFixed(1)} s)`,
      );
      if (result.failure) options.log(indent(result.failure.message));
      results.push(result);
    }
  }
  writeFileSync(path.join(options.outDir, 'junit.xml'), toJunitResults(results));
  writeFileSync(path.join(options.outDir, 'report.md'), toMarkdownReport(results));
  const failed = results.filter((result) => result.failure).length;
  options.log(
    `\n${results.length - failed} of ${results.length} paths passed; results in ${options.outDir}`,
  );
  return failed === 0;
}

const indent = (text: string) =>
  text
    .split('\n')
    .slice(0, 12)
    .map((line) => `      ${line}`)
    .join('\n');

/** One path: every step done to a fresh browser context, every state checked and pictured. */
async function runPath(
  runner: AnyBrowserPathRunner,
  world: unknown,
  modelPath: ModelPath,
  index: number,
  options: BrowserRunOptions,
): Promise<PathResult> {
  const { model } = runner;
  const folder = `${model.name.replace(/\W+/g, '-')}/${String(index + 1).padStart(2, '0')}`;
  mkdirSync(path.join(options.outDir, folder), { recursive: true });
  const page = new PathPage(options.browser, options.system, world, {
    clock: runner.clock ?? false,
  });
  const steps: StepResult[] = [];
  const started = Date.now();
  const events = runner.steps(page);
  const sights = runner.sights(page);
  // xstate/graph checks the states after each step: a step's picture is taken when the next
  // step starts (or the path ends), once its states have been checked.
  const wrappedEvents = Object.fromEntries(
    Object.keys(events).map((type) => [
      type,
      async (step: Step<AnyMachineSnapshot, EventObject>) => {
        if (steps.length > 0) await picture(steps[steps.length - 1]);
        steps.push({ description: model.describeEvent(step.event) });
        await events[type](step);
      },
    ]),
  );
  const picture = async (step: StepResult) => {
    if (!page.isOpen || step.screenshot) return;
    step.screenshot = `${folder}/${String(steps.indexOf(step) + 1).padStart(2, '0')}.png`;
    await page.page.screenshot({ path: path.join(options.outDir, step.screenshot) });
  };
  let failure: PathResult['failure'];
  try {
    await runner.start?.(page);
    await modelPath.test({ events: wrappedEvents, states: sights });
    if (steps.length > 0) await picture(steps[steps.length - 1]);
  } catch (error) {
    if (steps.length > 0) await picture(steps[steps.length - 1]).catch(() => undefined);
    const trace = `${folder}/trace.zip`;
    failure = {
      message: error instanceof Error ? error.message : String(error),
      step: steps.length,
      trace,
    };
    await page.close(path.join(options.outDir, trace)).catch(() => undefined);
  } finally {
    await page.close();
  }
  return {
    model: model.name,
    title: describePath(model, modelPath),
    steps,
    seconds: (Date.now() - started) / 1000,
    failure,
  };
}
