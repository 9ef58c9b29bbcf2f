/**
 * `npm run test:paths`: the generated test paths of each QA model as numbered steps, and how
 * much of the model they cover (the exit code is 1 below full coverage); then how much of the
 * product's own machines those paths reached when `npm test` last ran them against the pages.
 * Transition pairs (consecutive transitions) are reported beside, an optional criterion.
 * `--json` prints the same as JSON for other tools. `--format md|csv|json|junit` writes the paths
 * as a test plan (numbered steps, each with its expected result) to `--out` (test-results/paths/);
 * `--format xray` as Xray's JSON for importing tests (`--project KEY`, QA by default). Beside any
 * plan go traceability.md and traceability.csv: each requirement and the test cases proving it.
 * `--walk` takes seeded random walks through the models on the pages (test/paths/walk/).
 * `--mutate` runs the paths against mutants of the product's machines (test/paths/mutation/).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describePath, reportOf, type Coverage, type ModelReport } from './path-model';
import { loadPathModels } from './models/load-path-models';
import { loadProductCoverage, type ProductCoverage } from './product-coverage';
import { coverageLines, FORMATTERS, isPlanFormat, percent, PLAN_FILES } from './plan-formats';
import { criterionPlanSuiteOf } from './plan-formats-model';
import {
  criterionFromArgs,
  meetsCriterion,
  plannedModelLines,
  planModel,
  planTimingLine,
  type PlannedModel,
} from './criteria/planned-models';
import { runCriterionPathsCommand } from './criteria/criterion-run-command';
import { traceabilityFiles } from './requirements/traceability';
import { transitionPairCoverageOf } from './transition-pairs-model';
import { runBrowserCommand } from './browser/browser-command';
import { runBrowserWalkCommand } from './browser/browser-walk-command';
import { runWalkCommand } from './walk/walk-command';
import { runMutateCommand } from './mutation/mutate-command';

type Models = ReturnType<typeof loadPathModels>;

function toJson(
  models: Models,
  reports: ModelReport[],
  pairs: Coverage[],
  planned: PlannedModel[],
) {
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
      transitionPairs: planned[index].coverage?.transitionPairs ?? pairs[index],
      criterion: planned[index].criterion,
      guardOutcomes: planned[index].coverage?.guardOutcomes,
      addedPaths: steps(planned[index].plan?.added ?? []),
      ...(planned[index].refused && { refused: planned[index].refused }),
    };
  });
}

function print(models: Models, reports: ModelReport[], planned: PlannedModel[]): void {
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
    const { criterion, coverage } = planned[index];
    if (criterion !== 'transitions') console.log(plannedModelLines(planned[index]).join('\n'));
    if (coverage) console.log(`\n${coverageLines(coverage).join('\n')}`);
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

function writePlan(planned: PlannedModel[], format: string, dir: string): void {
  if (!isPlanFormat(format)) {
    console.error(`--format is one of ${Object.keys(PLAN_FILES).join(', ')}, not "${format}"`);
    process.exit(2);
  }
  mkdirSync(dir, { recursive: true });
  const file = join(dir, PLAN_FILES[format]);
  const suites = planned.flatMap(({ model, plan }) =>
    plan ? [criterionPlanSuiteOf(model, plan)] : [],
  );
  writeFileSync(file, FORMATTERS[format](suites, { projectKey: option('--project', 'QA') }));
  console.log(`Test plan written to ${file}`);
  // Whatever the format, the matrix of requirements to test cases goes beside it.
  for (const [name, text] of traceabilityFiles(suites)) writeFileSync(join(dir, name), text);
  console.log(`Traceability matrix written to ${join(dir, 'traceability.md')} and .csv`);
}

const exitWith = (code: number) => process.exit(code);
if (process.argv.includes('--walk') && process.argv.includes('--browser')) {
  void runBrowserWalkCommand(process.argv).then(exitWith);
} else if (process.argv.includes('--walk')) {
  void runWalkCommand(process.argv).then((code) => process.exit(code));
} else if (process.argv.includes('--browser')) {
  void runBrowserCommand(process.argv).then((code) => process.exit(code));
} else if (process.argv.includes('--mutate')) {
  void runMutateCommand(process.argv).then(exitWith);
} else if (process.argv.includes('--run')) {
  void runCriterionPathsCommand(process.argv).then(exitWith);
} else {
  printOrWritePlans();
}

function printOrWritePlans() {
  const models = loadPathModels();
  const reports = models.map(reportOf);
  const pairs = reports.map((report, index) =>
    transitionPairCoverageOf(models[index], [...report.shortest, ...report.simple]),
  );
  const planned = plannedFromArgs(models);
  const product = loadProductCoverage();
  const format = option('--format', '');
  if (format) {
    writePlan(planned, format, option('--out', 'test-results/paths/'));
  } else if (process.argv.includes('--json')) {
    const json = { models: toJson(models, reports, pairs, planned), product };
    console.log(JSON.stringify(json, null, 2));
  } else {
    print(models, reports, planned);
    printProductCoverage(product);
  }
  const complete = reports.every(
    (report) =>
      report.states.covered === report.states.total &&
      report.transitions.covered === report.transitions.total,
  );
  if (!complete || !planned.every(meetsCriterion)) process.exitCode = 1;
}

/** Each model's plan for `--cover` (transitions by default); its time goes to stderr. */
function plannedFromArgs(models: Models): PlannedModel[] {
  let criterion;
  try {
    criterion = criterionFromArgs(process.argv);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(2);
  }
  const planned = models.map((model) => planModel(model, criterion));
  // The printed plan says how long each took; beside JSON or a plan file it goes to stderr.
  const quiet =
    criterion === 'transitions' || !(option('--format', '') || process.argv.includes('--json'));
  if (!quiet) for (const each of planned) console.error(planTimingLine(each));
  return planned;
}
