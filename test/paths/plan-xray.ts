import type { PlanSuite } from './plan-formats';
import { REQUIREMENTS } from './requirements/requirements';

/**
 * The test plan in Xray's JSON for importing tests in bulk (POST /api/v1/import/test/bulk, or
 * the Test Case Importer's JSON): an array of Manual tests, each with its Jira fields and its
 * steps. Xray matches a Manual test by its summary within the project, so the summary starts
 * with the case's id and a second import updates rather than duplicates.
 */
export interface XrayStep {
  action: string;
  /** The step's test data: the paths need none. */
  data: string;
  result: string;
}

export interface XrayTest {
  testtype: 'Manual';
  fields: {
    summary: string;
    project: { key: string };
    description?: string;
    labels?: string[];
  };
  steps: XrayStep[];
  /** Keys of existing test sets to add the test to. */
  xray_test_sets?: string[];
  /** The key of an existing test issue to update instead of creating one. */
  update_key?: string;
}

export const DEFAULT_XRAY_PROJECT = 'QA';

const TITLES = new Map(REQUIREMENTS.map(({ id, title }) => [id, title]));

function descriptionOf(model: string, requirements: string[]): string {
  const proved = requirements.length
    ? requirements.map((id) => `- ${id}: ${TITLES.get(id) ?? '(not in the registry)'}`)
    : ['- none'];
  return [`A generated path of the ${model} model.`, '', 'Requirements it proves:', ...proved].join(
    '\n',
  );
}

export function toXrayTests(suites: PlanSuite[], projectKey = DEFAULT_XRAY_PROJECT): XrayTest[] {
  return suites.flatMap(({ name, cases }) =>
    cases.map(({ id, title, steps, requirements }) => ({
      testtype: 'Manual' as const,
      fields: {
        summary: `${id}: ${title}`,
        project: { key: projectKey },
        description: descriptionOf(name, requirements),
        // Jira labels hold no spaces; requirement ids have none.
        labels: [...requirements],
      },
      steps: steps.map((step) => ({ action: step.action, data: '', result: step.expected })),
    })),
  );
}

export const toXray = (suites: PlanSuite[], projectKey?: string) =>
  `${JSON.stringify(toXrayTests(suites, projectKey), null, 2)}\n`;
