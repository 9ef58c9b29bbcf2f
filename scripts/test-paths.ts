/**
 * `npm run test:paths`: the generated test paths of each QA model as numbered steps, and how
 * much of the model they cover (the exit code is 1 below full coverage); then how much of the
 * product's own machines those paths reached when `npm test` last ran them against the pages.
 * `--json` prints the same as JSON for other tools.
 */
import { describePath, reportOf, type Coverage, type ModelReport } from '../test/paths/path-model';
import { loadPathModels } from '../test/paths/models/load-path-models';
import { loadProductCoverage, type ProductCoverage } from '../test/paths/product-coverage';

const percent = ({ covered, total }: Coverage) =>
  `${covered}/${total} (${total ? Math.floor((covered / total) * 100) : 100}%)`;

function toJson(models: ReturnType<typeof loadPathModels>, reports: ModelReport[]) {
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
    };
  });
}

function print(models: ReturnType<typeof loadPathModels>, reports: ModelReport[]): void {
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
    console.log(`\nStates covered: ${percent(report.states)}`);
    console.log(`Transitions covered: ${percent(report.transitions)}`);
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

const models = loadPathModels();
const reports = models.map(reportOf);
const product = loadProductCoverage();
if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ models: toJson(models, reports), product }, null, 2));
} else {
  print(models, reports);
  printProductCoverage(product);
}
const complete = reports.every(
  (report) =>
    report.states.covered === report.states.total &&
    report.transitions.covered === report.transitions.total,
);
if (!complete) process.exitCode = 1;
