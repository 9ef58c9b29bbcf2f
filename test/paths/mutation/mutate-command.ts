import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { coveringPathsOf } from '../covering-paths';
import { loadPathModels } from '../models/load-path-models';
import type { PathModel } from '../path-model';
import { modelSlug } from '../walk/walk-request';
import { loadEquivalentMutants } from './equivalent-mutants';
import { toJson, toJunit, toMarkdown, type MutationReport } from './mutation-report';
import { meetsGoal, scoresOf, staleListings } from './mutation-score';
import type { ModelMutationRun } from './run-mutants';

// The jsdom pages need Jest (testing-library, MSW, fake timers): the mutants run in a test file.
const TEST_FILE = 'test/paths/mutation.paths.test.tsx';

/** `MUTATION_MODELS` names the models to mutate, `MUTATION_REPORT` the file for the results. */
function runJest(models: PathModel[], reportFile: string, verbose: boolean): Promise<number> {
  return new Promise((resolve, reject) => {
    const env = {
      ...process.env,
      ...(verbose ? { MUTATION_VERBOSE: '1' } : {}),
      MUTATION_MODELS: models.map(({ name }) => modelSlug(name)).join(','),
      MUTATION_REPORT: reportFile,
    };
    const jest = spawn('npx', ['jest', TEST_FILE, '--selectProjects', 'web'], { env });
    let output = '';
    jest.stdout.on('data', (chunk) => (output += chunk));
    // The test file tells of each survivor and each finished model on stderr, as they come.
    jest.stderr.on('data', (chunk: Buffer) => {
      output += chunk;
      for (const line of chunk.toString().split('\n')) {
        if (line.startsWith('mutation: ')) console.log(line.slice('mutation: '.length));
      }
    });
    jest.on('error', reject);
    jest.on('close', (code) => {
      if (code) console.log(output);
      resolve(code ?? 1);
    });
  });
}

/**
 * Runs `run` on every model, `workers` at a time, each worker taking the next model as it is
 * free: the longest first (by the steps of their covering paths), so that two cores end close
 * together however uneven the models are.
 */
async function eachModel<T>(
  models: PathModel[],
  workers: number,
  run: (model: PathModel) => Promise<T>,
): Promise<T[]> {
  const cost = (model: PathModel) =>
    coveringPathsOf(model).reduce((sum, path) => sum + path.steps.length, 0);
  const queue = [...models].sort((a, b) => cost(b) - cost(a));
  const results: T[] = [];
  const worker = async () => {
    for (let model = queue.shift(); model; model = queue.shift()) results.push(await run(model));
  };
  await Promise.all(Array.from({ length: workers }, worker));
  return results;
}

function optionAfter(argv: string[], flag: string): string | undefined {
  const at = argv.indexOf(flag);
  return at >= 0 ? argv[at + 1] : undefined;
}

function writeReport(dir: string, report: MutationReport, runs: ModelMutationRun[]) {
  const outcomes = new Map<string, { killedBy?: string; equivalent?: string }>();
  for (const run of runs) {
    const equivalents = loadEquivalentMutants(run.model);
    for (const outcome of run.outcomes) {
      outcomes.set(outcome.description, {
        killedBy: outcome.killedBy?.path,
        equivalent: equivalents[outcome.description],
      });
    }
  }
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'mutation.md'), toMarkdown(report));
  writeFileSync(join(dir, 'mutation.json'), toJson(report));
  writeFileSync(join(dir, 'mutation.junit.xml'), toJunit(report, outcomes));
  console.log(`\nReport written to ${dir} (mutation.md, mutation.json, mutation.junit.xml)`);
}

/**
 * `npm run test:paths -- --mutate [--model NAME] [--out DIR] [--verbose]`: makes the mutants of
 * the product machines each model's pages run, runs the model's covering paths on the jsdom pages against
 * each, and prints per machine how many the paths killed. 0 when every machine is at 100% of
 * its mutants that are not listed as equivalent, and every listing is right. `--verbose` also
 * prints each killed mutant with the failure that killed it.
 */
export async function runMutateCommand(argv: string[]): Promise<number> {
  const asked = optionAfter(argv, '--model');
  const models = loadPathModels().filter(
    ({ name }) => !asked || asked === name || asked === modelSlug(name),
  );
  if (models.length === 0) {
    const names = loadPathModels().map(({ name }) => modelSlug(name));
    console.error(`--model is one of ${names.join(', ')}, not "${asked}"`);
    return 2;
  }
  const workers = Math.max(1, Math.min(availableParallelism(), models.length));
  console.log(
    `Mutating the machines of ${models.map(({ name }) => name).join(', ')}, ` +
      `${workers} Jest process(es) at a time…`,
  );
  const dir = mkdtempSync(join(tmpdir(), 'path-mutation-'));
  try {
    const files = models.map((model) => join(dir, `${modelSlug(model.name)}.json`));
    const codes = await eachModel(models, workers, (model) =>
      runJest([model], files[models.indexOf(model)], argv.includes('--verbose')),
    );
    const runs = files.flatMap((file) =>
      existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ModelMutationRun[]) : [],
    );
    if (runs.length < models.length) return codes.find(Boolean) || 1;
    const report: MutationReport = { scores: [], stale: {} };
    for (const model of models) {
      const run = runs.find((candidate) => candidate.model === model.name)!;
      const equivalents = loadEquivalentMutants(model.name);
      report.scores.push(...scoresOf(run, equivalents));
      const stale = staleListings(run, equivalents);
      if (stale.length) report.stale[model.name] = stale;
    }
    console.log(`\n${toMarkdown(report)}`);
    writeReport(optionAfter(argv, '--out') ?? 'test-results/mutation/', report, runs);
    const met = report.scores.every(meetsGoal) && Object.keys(report.stale).length === 0;
    return met ? 0 : 1;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
