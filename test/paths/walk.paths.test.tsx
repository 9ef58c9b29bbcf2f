import { writeFileSync } from 'node:fs';
import type { WalkResult } from './walk/random-walk';
import { JSDOM_WALKS } from './walk/jsdom-walks';
import { REPORT_VARIABLE, walkRequestFromEnv } from './walk/walk-env';
import { walkReportLines } from './walk/walk-report';
import { modelSlug, type WalkRequest } from './walk/walk-request';

/**
 * Seeded random walks through the path models, on the pages in jsdom. `npm run test:paths --
 * --walk …` runs this file with its options in the environment (walk-env.ts) and prints what it
 * writes to PATH_WALK_REPORT; a plain `npm test` takes a short walk of every model.
 */
const requested = walkRequestFromEnv(process.env);
const DEFAULT_WALK: WalkRequest = { seed: 1, steps: 15 };
const request = requested ?? DEFAULT_WALK;

// A walk asked for can be long, and a failing one is run again for every candidate while it
// shrinks; the default walks are short.
jest.setTimeout(requested ? 4 * 60 * 60_000 : 120_000);

afterEach(() => jest.useRealTimers());

const isNamed = (name: string, asked?: string) =>
  asked === undefined || asked === name || asked === modelSlug(name);

const walks = JSDOM_WALKS.filter(({ model }) => isNamed(model.name, request.model));
const results: WalkResult[] = [];

describe('random walks through the path models, on the pages (jsdom)', () => {
  if (walks.length === 0) {
    it(`walks the model asked for: "${request.model}" has no jsdom runner`, () => {
      expect(JSDOM_WALKS.map(({ model }) => modelSlug(model.name))).toContain(request.model);
    });
  }

  it.each(walks.map((walk) => [walk.model.name, walk] as const))('%s', async (name, walk) => {
    const result = await walk.walk(request);
    results.push(result);
    const reportFile = process.env[REPORT_VARIABLE];
    if (reportFile) writeFileSync(reportFile, JSON.stringify(results));
    if (!result.passed) {
      const report = walkReportLines(result, { ...request, model: name }, walk.model.describeEvent);
      throw new Error(report.join('\n'));
    }
  });
});
