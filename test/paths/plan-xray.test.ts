import { pathModel } from './models/cart.model';
import { planSuiteOf } from './plan-formats-model';
import { FORMATTERS, PLAN_FILES } from './plan-formats';
import { DEFAULT_XRAY_PROJECT, toXray } from './plan-xray';

const suites = [planSuiteOf(pathModel)];

// Xray's bulk test import: an array of tests; each has `testtype` and Jira `fields` (summary,
// project key; description and labels optional), and a Manual test's `steps` are action, data
// and result. `xray_test_sets` and `update_key` are optional.
const TEST_KEYS = ['fields', 'steps', 'testtype', 'update_key', 'xray_test_sets'];
const FIELD_KEYS = ['description', 'labels', 'project', 'summary'];
const isText = (value: unknown) => typeof value === 'string';

test('the Xray plan is a bulk import of Manual tests, in the documented shape', () => {
  const tests: unknown = JSON.parse(toXray(suites, 'SHOP'));
  expect(Array.isArray(tests)).toBe(true);
  const all = tests as Array<Record<string, unknown>>;
  expect(all).toHaveLength(suites[0].cases.length);
  for (const test of all) {
    expect(Object.keys(test).filter((key) => !TEST_KEYS.includes(key))).toEqual([]);
    expect(test.testtype).toBe('Manual');
    const fields = test.fields as Record<string, unknown>;
    expect(Object.keys(fields).filter((key) => !FIELD_KEYS.includes(key))).toEqual([]);
    expect(isText(fields.summary) && (fields.summary as string).length > 0).toBe(true);
    expect(fields.project).toEqual({ key: 'SHOP' });
    expect(fields.description === undefined || isText(fields.description)).toBe(true);
    expect(fields.labels === undefined || (fields.labels as unknown[]).every(isText)).toBe(true);
    expect(Array.isArray(test.steps) && (test.steps as unknown[]).length > 0).toBe(true);
    for (const step of test.steps as Array<Record<string, unknown>>) {
      expect(Object.keys(step).sort()).toEqual(['action', 'data', 'result']);
      expect([step.action, step.data, step.result].every(isText)).toBe(true);
    }
  }
});

test('each test carries its case: id in the summary, steps, requirements in labels and text', () => {
  const [first] = JSON.parse(toXray(suites));
  const [testCase] = suites[0].cases;
  expect(first.fields.project.key).toBe(DEFAULT_XRAY_PROJECT);
  expect(first.fields.summary).toBe(`${testCase.id}: ${testCase.title}`);
  expect(first.fields.labels).toEqual(testCase.requirements);
  for (const id of testCase.requirements) expect(first.fields.description).toContain(id);
  expect(first.steps).toEqual(
    testCase.steps.map((step) => ({ action: step.action, data: '', result: step.expected })),
  );
});

test('--format xray writes plan.xray.json with the project key given', () => {
  expect(PLAN_FILES.xray).toBe('plan.xray.json');
  const [first] = JSON.parse(FORMATTERS.xray(suites, { projectKey: 'OPS' }));
  expect(first.fields.project).toEqual({ key: 'OPS' });
});
