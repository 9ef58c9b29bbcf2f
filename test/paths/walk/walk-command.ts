import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadPathModels } from '../models/load-path-models';
import type { PathModel } from '../path-model';
import type { WalkResult } from './random-walk';
import { walkEnvOf } from './walk-env';
import { walkReportLines } from './walk-report';
import { modelSlug, walkRequestFromArgs, type WalkRequest } from './walk-request';

// The jsdom pages need Jest (testing-library, MSW, fake timers): the walk runs as a test file.
const JEST_ARGS = ['jest', '--selectProjects', 'web', '--', 'test/paths/walk.paths.test.tsx'];

const drawSeed = () => Math.floor(Math.random() * 2 ** 31);

function runJest(
  env: Record<string, string | undefined>,
): Promise<{ code: number; output: string }> {
  return new Promise((resolve, reject) => {
    const jest = spawn('npx', JEST_ARGS, { env: { ...process.env, ...env } });
    let output = '';
    jest.stdout.on('data', (chunk) => (output += chunk));
    jest.stderr.on('data', (chunk) => (output += chunk));
    jest.on('error', reject);
    jest.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

const readResults = (file: string): WalkResult[] =>
  existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as WalkResult[]) : [];

function printResults(models: PathModel[], results: WalkResult[], request: WalkRequest) {
  for (const result of results) {
    const model = models.find(({ name }) => name === result.model)!;
    const lines = walkReportLines(result, { ...request, model: model.name }, model.describeEvent);
    console.log(`\n${lines.join('\n')}`);
  }
}

/**
 * `npm run test:paths -- --walk …`: takes the walk asked for through each model asked for (every
 * model by default) on its jsdom page, prints the steps and coverage of each walk, or the
 * shortest failing steps and the command that replays them. 0 when every walk passed.
 */
export async function runWalkCommand(argv: string[]): Promise<number> {
  let request: WalkRequest;
  try {
    request = walkRequestFromArgs(argv, drawSeed);
  } catch (error) {
    console.error((error as Error).message);
    return 2;
  }
  const models = loadPathModels().filter(
    ({ name }) => !request.model || request.model === name || request.model === modelSlug(name),
  );
  if (models.length === 0) {
    const names = loadPathModels().map(({ name }) => modelSlug(name));
    console.error(`--model is one of ${names.join(', ')}, not "${request.model}"`);
    return 2;
  }
  const until = request.until ? `, until every transition is taken` : '';
  console.log(
    `Walking ${models.map(({ name }) => name).join(', ')} in jsdom: seed ${request.seed}, ` +
      `at most ${request.steps} events${until}${request.replay ? ', replaying a failure' : ''}…`,
  );
  const dir = mkdtempSync(join(tmpdir(), 'path-walk-'));
  const reportFile = join(dir, 'results.json');
  try {
    const { code, output } = await runJest(walkEnvOf(request, reportFile));
    const results = readResults(reportFile);
    if (results.length < models.length) {
      // Jest stopped before every walk was done (a page that would not load, a syntax error…).
      console.log(output);
      return code || 1;
    }
    printResults(models, results, request);
    return results.every((result) => result.passed) ? 0 : 1;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
