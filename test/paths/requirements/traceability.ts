import { csvField, type PlanSuite } from '../plan-formats';
import { REQUIREMENTS, type Requirement } from './requirements';

/** One row of the matrix: a requirement and the test cases (paths) that prove it. */
export interface TraceabilityRow extends Requirement {
  cases: string[];
}

/** What a row with no test case says, so that a gap reads as one. */
export const NO_PATH = 'no path proves it';

/**
 * Requirement → test cases, in the registry's order. An id a case names that the registry lacks
 * gets a row of its own, marked, rather than vanishing from the matrix.
 */
export function traceabilityOf(
  suites: PlanSuite[],
  requirements: readonly Requirement[] = REQUIREMENTS,
): TraceabilityRow[] {
  const rows = new Map<string, TraceabilityRow>(
    requirements.map((requirement) => [requirement.id, { ...requirement, cases: [] }]),
  );
  for (const { cases } of suites) {
    for (const { id, requirements: proved } of cases) {
      for (const requirement of proved) {
        if (!rows.has(requirement)) {
          rows.set(requirement, {
            id: requirement,
            title: '(not in test/paths/requirements/requirements.ts)',
            source: '',
            cases: [],
          });
        }
        rows.get(requirement)!.cases.push(id);
      }
    }
  }
  return [...rows.values()];
}

const mdCell = (text: string) => text.replace(/\|/g, '\\|');

export function traceabilityMarkdown(rows: TraceabilityRow[]): string {
  const proved = rows.filter((row) => row.cases.length > 0).length;
  const lines = [
    '# Traceability: requirements and the test cases that prove them',
    '',
    `${proved} of ${rows.length} requirements proved by at least one generated path.`,
    '',
    '| Requirement | Title | Source | Test cases |',
    '|---|---|---|---|',
    ...rows.map(
      ({ id, title, source, cases }) =>
        `| ${id} | ${mdCell(title)} | ${mdCell(source)} | ${cases.length ? cases.join(', ') : `**${NO_PATH}**`} |`,
    ),
  ];
  return `${lines.join('\n')}\n`;
}

/** One row per requirement, its cases `;`-separated; CRLF line ends, as the plan's CSV. */
export function traceabilityCsv(rows: TraceabilityRow[]): string {
  const lines = [
    ['Requirement', 'Title', 'Source', 'Test Cases'],
    ...rows.map(({ id, title, source, cases }) => [
      id,
      title,
      source,
      cases.length ? cases.join(';') : NO_PATH,
    ]),
  ].map((fields) => fields.map(csvField).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** The matrix files written beside every plan export, by name. */
export function traceabilityFiles(suites: PlanSuite[]): Array<[string, string]> {
  const rows = traceabilityOf(suites);
  return [
    ['traceability.md', traceabilityMarkdown(rows)],
    ['traceability.csv', traceabilityCsv(rows)],
  ];
}
