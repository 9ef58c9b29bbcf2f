/** A test plan made of the generated paths, in the shapes people and test-management tools read. */

export interface PlanStep {
  /** What the tester does, or what happens (an answer from the server, time passing). */
  action: string;
  /** What the tester should observe once the step is done. */
  expected: string;
}

/** One generated path: a test case. */
export interface PlanCase {
  /** 'cart-03': the model and the path's number. */
  id: string;
  title: string;
  steps: PlanStep[];
}

export interface CoverageCount {
  covered: number;
  total: number;
}

/** One model's paths, and how much of the model they cover. */
export interface PlanSuite {
  name: string;
  cases: PlanCase[];
  states: CoverageCount;
  transitions: CoverageCount;
  /** Optional criterion: pairs of consecutive transitions. */
  transitionPairs: CoverageCount;
}

export type PlanFormat = 'md' | 'csv' | 'json' | 'junit';

export const PLAN_FILES: Record<PlanFormat, string> = {
  md: 'plan.md',
  csv: 'plan.csv',
  json: 'plan.json',
  junit: 'plan.junit.xml',
};

export const isPlanFormat = (value: string): value is PlanFormat => value in PLAN_FILES;

/** 'cart-03': numbered from 1, zero-padded so that ids sort as the paths do. */
export function caseId(model: string, index: number, count: number): string {
  const width = Math.max(2, String(count).length);
  return `${model.replace(/\W+/g, '-')}-${String(index + 1).padStart(width, '0')}`;
}

export const percent = ({ covered, total }: CoverageCount) =>
  `${covered}/${total} (${total ? Math.floor((covered / total) * 100) : 100}%)`;

/** The coverage lines printed under each model, the pairs marked as the optional criterion. */
export const coverageLines = (suite: Omit<PlanSuite, 'cases' | 'name'>) => [
  `States covered: ${percent(suite.states)}`,
  `Transitions covered: ${percent(suite.transitions)}`,
  `Transition pairs covered (optional): ${percent(suite.transitionPairs)}`,
];

// RFC 4180: a field with a comma, a quote or a line break is quoted, its quotes doubled.
export const csvField = (value: string | number) => {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

const csvRow = (fields: Array<string | number>) => fields.map(csvField).join(',');

/** One row per step, as TestRail, Xray and Zephyr import steps; CRLF line ends per RFC 4180. */
export function toCsv(suites: PlanSuite[]): string {
  const rows = [csvRow(['Test ID', 'Title', 'Step', 'Action', 'Expected Result'])];
  for (const { cases } of suites) {
    for (const { id, title, steps } of cases) {
      steps.forEach((step, index) =>
        rows.push(csvRow([id, title, index + 1, step.action, step.expected])),
      );
    }
  }
  return `${rows.join('\r\n')}\r\n`;
}

const mdCell = (text: string) => text.replace(/\|/g, '\\|').replace(/\r?\n/g, '<br>');

export function toMarkdown(suites: PlanSuite[]): string {
  const lines = ['# Test plan: the generated paths'];
  for (const suite of suites) {
    lines.push('', `## ${suite.name}`, '', ...coverageLines(suite).map((line) => `- ${line}`));
    for (const { id, title, steps } of suite.cases) {
      lines.push('', `### ${id}: ${title}`, '', '| Step | Action | Expected result |');
      lines.push('|---:|---|---|');
      steps.forEach((step, index) =>
        lines.push(`| ${index + 1} | ${mdCell(step.action)} | ${mdCell(step.expected)} |`),
      );
    }
  }
  return `${lines.join('\n')}\n`;
}

export const toJson = (suites: PlanSuite[]) => `${JSON.stringify({ suites }, null, 2)}\n`;

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
export const xmlEscape = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]);

/** One testsuite per model, one testcase per path; the steps are the testcase's system-out. */
export function toJunit(suites: PlanSuite[]): string {
  const total = suites.reduce((sum, suite) => sum + suite.cases.length, 0);
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>', `<testsuites tests="${total}">`];
  for (const { name, cases } of suites) {
    lines.push(`  <testsuite name="${xmlEscape(name)}" tests="${cases.length}">`);
    for (const { id, title, steps } of cases) {
      const text = steps
        .map((step, index) => `${index + 1}. ${step.action}\n   Expected: ${step.expected}`)
        .join('\n');
      lines.push(
        `    <testcase classname="${xmlEscape(name)}" name="${xmlEscape(`${id}: ${title}`)}">`,
        `      <system-out>${xmlEscape(text)}</system-out>`,
        '    </testcase>',
      );
    }
    lines.push('  </testsuite>');
  }
  lines.push('</testsuites>');
  return `${lines.join('\n')}\n`;
}

export const FORMATTERS: Record<PlanFormat, (suites: PlanSuite[]) => string> = {
  md: toMarkdown,
  csv: toCsv,
  json: toJson,
  junit: toJunit,
};
