import { writeFileSync } from 'node:fs';
import { modelSlug } from './walk/walk-request';
import { JSDOM_RUNNERS } from './walk/jsdom-runners';
import { loadEquivalentMutants } from './mutation/equivalent-mutants';
import { realNow } from './mutation/real-clock';
import { runMutants, type ModelMutationRun } from './mutation/run-mutants';

/**
 * Mutation testing of the product's machines, on the pages in jsdom. `npm run test:paths --
 * --mutate [--model NAME]` runs this file with MUTATION_MODELS set (mutation/mutate-command.ts)
 * and reports what it writes to MUTATION_REPORT; a plain `npm test` runs nothing here.
 */
const asked = process.env.MUTATION_MODELS;
const reportFile = process.env.MUTATION_REPORT;

jest.setTimeout(2 * 60 * 60_000);
afterEach(() => jest.useRealTimers());

// Jest holds a test's console until it ends: the command shows these lines as they come.
const tell = (line: string) => process.stderr.write(`mutation: ${line}\n`);

const runs: ModelMutationRun[] = [];
const chosen = JSDOM_RUNNERS.filter(
  ({ model }) => asked !== undefined && asked.split(',').includes(modelSlug(model.name)),
);

describe('mutants of the product machines, against the paths on the pages (jsdom)', () => {
  if (chosen.length === 0) {
    it.skip('runs when `npm run test:paths -- --mutate` asks for it', () => undefined);
    return;
  }

  it.each(chosen.map((jsdom) => [jsdom.model.name, jsdom] as const))('%s', async (name, jsdom) => {
    const started = realNow();
    const equivalents = loadEquivalentMutants(jsdom.model.name);
    const run = await runMutants(jsdom, {
      reproduce: ({ description }) => description in equivalents,
      progress: (outcome) => {
        for (const { path, failure } of outcome.unrepeated ?? [])
          tell(`  failed once, not again, on ${outcome.description}: ${path}: ${failure}`);
        if (!outcome.killedBy) tell(`  no path failed on ${outcome.description}`);
        else if (process.env.MUTATION_VERBOSE)
          tell(`  killed ${outcome.description}: ${outcome.killedBy.failure}`);
      },
    });
    runs.push(run);
    const killed = run.outcomes.filter(({ killedBy }) => killedBy).length;
    const seconds = Math.round((realNow() - started) / 1000);
    tell(
      `${name}: ${killed} of ${run.outcomes.length} mutants killed by ${run.paths.length} paths, ${seconds} s`,
    );
    if (reportFile) writeFileSync(reportFile, JSON.stringify(runs));
  });
});
