import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '@test/repo-root';

const CONTRACT = path.join(REPO_ROOT, 'contract');

// Each *.fuzz.test.ts types its requests as a Record over its table's route names, so a route
// added to a table must be fuzzed; this checks that every table is.
it('fuzzes every route table of contract/', () => {
  const suites = readdirSync(__dirname)
    .filter((file) => file.endsWith('.fuzz.test.ts'))
    .map((file) => readFileSync(path.join(__dirname, file), 'utf8'));
  const tables = readdirSync(CONTRACT)
    .filter((file) => file.endsWith('.routes.ts'))
    .map((file) => `@contract/${file.replace(/\.ts$/, '')}`);
  expect(tables.length).toBeGreaterThan(0);
  const unfuzzed = tables.filter((table) => !suites.some((text) => text.includes(`'${table}'`)));
  expect(unfuzzed).toEqual([]);
});
