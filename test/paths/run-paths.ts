/**
 * `npm run test:paths`: the generated test paths of each QA model as numbered steps, and how
 * much of the model they cover (the exit code is 1 below full coverage); then how much of the
 * product's own machines those paths reached when `npm test` last ran them against the pages.
 * Transition pairs (consecutive transitions) are reported beside, an optional criterion.
 * `--json` prints the same as JSON for other tools. `--format md|csv|json|junit` writes the paths
 * as a test plan (numbered steps, each with its expected result) to `--out` (test-results/paths/).
 * `--walk` takes seeded random walks through the models on the pages (test/paths/walk/).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describePath, reportOf, type Coverage, type ModelReport } from './path-model';
import { loadPathModels } from './models/load-path-models';
import { loadProductCoverage, type ProductCoverage } from './product-coverage';
import { coverageLines, FORMATTERS, isPlanFormat, percent, PLAN_FILES } from './plan-formats';
import { planSuiteOf } from './plan-formats-model';
import { transitionPairCoverageOf } from './transition-pairs-model';
import { runBrowserCommand } from './browser/browser-command';
import { runBrowserWalkCommand } from './browser/browser-walk-command';
import { runWalkCommand } from './walk/walk-command';

type Models = ReturnType<typeof loadPathModels>;

function toJson(models: Models, reports: ModelReport[], pairs: Coverage[]) {
  return reports.map((report, index) => {
    const model = models[index];
    const steps = (paths: ModelReport['shortest']) =>
      paths.map((path) => ({
        reaches: path.description,
        steps: path.steps.slice(1).map((step) => model.describeEvent(step.event)),
      }));
    return {
      machine: report.name,
      shortestPaths: steps(report.shortest),
      simplePaths: steps(report.simple),
      states: report.states,
      transitions: report.transitions,
      transitionPairs: pairs[index],
    };
  });
}

function print(models: Models, reports: ModelReport[], pairs: Coverage[]): void {
  reports.forEach((report, index) => {
    const model = models[index];
    console.log(`\n## ${report.name}`);
    for (const [kind, paths] of [
      ['Shortest paths', report.shortest],
      ['Simple paths', report.simple],
    ] as const) {
      console.log(`\n${kind} (${paths.length}):`);
      paths.forEach((path, number) =>
        console.log(`  ${number + 1}) ${describePath(model, path) || '(the start)'}`),
      );
    }
    console.log(`\n${coverageLines({ ...report, transitionPairs: pairs[index] }).join('\n')}`);
    for (const missing of [...report.states.missing, ...report.transitions.missing])
      console.log(`  not covered: ${missing}`);
  });
}

/** How far the paths took the product's own machines, when `npm test` has run them. */
function printProductCoverage(product: ProductCoverage[]): void {
  console.log('\n## The product machines, as the paths drove them through the pages');
  if (product.length === 0) {
    console.log('\n(Not measured yet: `npm test` runs the paths and records it.)');
    return;
  }
  for (const { machine, states, transitions } of product) {
    console.log(`\n${machine}: states ${percent(states)}, transitions ${percent(transitions)}`);
    for (const missing of [...states.missing, ...transitions.missing])
      console.log(`  not reached: ${missing}`);
  }
}

/** The value after `--name`, or the fallback. */
function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(name);
  return at >= 0 && process.argv[at + 1] ? process.argv[at + 1] : fallback;
}

function writePlan(models: Models, format: string, dir: string): void {
  if (!isPlanFormat(format)) {
    console.error(`--format is one of ${Object.keys(PLAN_FILES).join(', ')}, not "${format}"`);
    process.exit(2);
  }
  mkdirSync(dir, { recursive: true });
  const file = join(dir, PLAN_FILES[format]);
  writeFileSync(file, FORMATTERS[format](models.map(planSuiteOf)));
  console.log(`Test plan written to ${file}`);
}

const exitWith = (code: number) => process.exit(code);
if (process.argv.includes('--walk') && process.argv.includes('--browser')) {
  void runBrowserWalkCommand(process.argv).then(exitWith);
} else if (process.argv.includes('--walk')) {
  void runWalkCommand(process.argv).then((code) => process.exit(code));
} else if (process.argv.includes('--browser')) {
  void runBrowserCommand(process.argv).then((code) => process.exit(code));
} else {
  printOrWritePlans();
}

function printOrWritePlans() {
  const models = loadPathModels();
  const reports = models.map(reportOf);
  const pairs = reports.map((report, index) =>
    transitionPairCoverageOf(models[index], [...report.shortest, ...report.simple]),
  );
  const product = loadProductCoverage();
  const format = option('--format', '');
  if (format) {
    writePlan(models, format, option('--out', 'test-results/paths/'));
  } else if (process.argv.includes('--json')) {
    console.log(JSON.stringify({ models: toJson(models, reports, pairs), product }, null, 2));
  } else {
    print(models, reports, pairs);
    printProductCoverage(product);
  }
  const complete = reports.every(
    (report) =>
      report.states.covered === report.states.total &&
      report.transitions.covered === report.transitions.total,
  );
  if (!complete) process.exitCode = 1;
}
