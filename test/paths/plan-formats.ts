/** A test plan made of the generated paths, in the shapes people and test-management tools read. */
import { toXray } from './plan-xray';
import type { CoverageCriterion } from './criteria/coverage-criterion';
import {
  coverageSummary,
  criterionLine,
  junitSuiteProperties,
  missingMarkdown,
  optionalMark,
  type PlanCoverageFigures,
} from './criteria/criterion-plan-text';

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
  /** The requirement ids the path proves (test/paths/requirements/requirements.ts). */
  requirements: string[];
}

export interface CoverageCount {
  covered: number;
  total: number;
  /** What is not covered, by name (in the JSON and Markdown plans). */
  missing?: string[];
}

/** One model's paths, and how much of the model they cover. */
export interface PlanSuite {
  name: string;
  cases: PlanCase[];
  states: CoverageCount;
  transitions: CoverageCount;
  /** Optional criterion: pairs of consecutive transitions. */
  transitionPairs: CoverageCount;
  /** The criterion the paths were generated for (`--cover`). */
  criterion: CoverageCriterion;
  /** Optional criterion: every guard seen true and false (criteria/guard-outcomes.ts). */
  guardOutcomes: CoverageCount;
}

export type PlanFormat = 'md' | 'csv' | 'json' | 'junit' | 'xray';

export const PLAN_FILES: Record<PlanFormat, string> = {
  md: 'plan.md',
  csv: 'plan.csv',
  json: 'plan.json',
  junit: 'plan.junit.xml',
  xray: 'plan.xray.json',
};

export const isPlanFormat = (value: string): value is PlanFormat => value in PLAN_FILES;

/** 'cart-03': numbered from 1, zero-padded so that ids sort as the paths do. */
export function caseId(model: string, index: number, count: number): string {
  const width = Math.max(2, String(count).length);
  return `${model.replace(/\W+/g, '-')}-${String(index + 1).padStart(width, '0')}`;
}

export const percent = ({ covered, total }: CoverageCount) =>
  `${covered}/${total} (${total ? Math.floor((covered / total) * 100) : 100}%)`;

/** The coverage lines printed under each model, those the plan was not made for marked optional. */
export const coverageLines = (suite: PlanCoverageFigures) => {
  const mark = (figure: string) => optionalMark(suite.criterion, figure);
  return [
    criterionLine(suite.criterion),
    `States covered: ${percent(suite.states)}`,
    `Transitions covered: ${percent(suite.transitions)}`,
    `Transition pairs covered${mark('transitionPairs')}: ${percent(suite.transitionPairs)}`,
    `Guard outcomes covered${mark('guardOutcomes')}: ${percent(suite.guardOutcomes)}`,
  ];
};

// RFC 4180: a field with a comma, a quote or a line break is quoted, its quotes doubled.
export const csvField = (value: string | number) => {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

const csvRow = (fields: Array<string | number>) => fields.map(csvField).join(',');

/**
 * One row per step, as TestRail, Xray and Zephyr import steps; CRLF line ends per RFC 4180. Each
 * row ends with the requirements its path proves (`;`-separated), then the criterion the plan
 * was generated for and what the plan covers.
 */
export function toCsv(suites: PlanSuite[]): string {
  const rows = [
    csvRow([
      'Test ID',
      'Title',
      'Step',
      'Action',
      'Expected Result',
      'Requirements',
      'Criterion',
      'Plan Coverage',
    ]),
  ];
  for (const suite of suites) {
    const plan = [suite.criterion, coverageSummary(suite)];
    for (const { id, title, steps, requirements } of suite.cases) {
      const proved = requirements.join(';');
      steps.forEach((step, index) =>
        rows.push(csvRow([id, title, index + 1, step.action, step.expected, proved, ...plan])),
      );
    }
  }
  return `${rows.join('\r\n')}\r\n`;
}

const mdCell = (text: string) => text.replace(/\|/g, '\\|').replace(/\r?\n/g, '<br>');

const requirementList = (ids: string[]) => (ids.length ? ids.join(', ') : 'none');

export function toMarkdown(suites: PlanSuite[]): string {
  const lines = ['# Test plan: the generated paths'];
  for (const suite of suites) {
    lines.push('', `## ${suite.name}`, '', ...coverageLines(suite).map((line) => `- ${line}`));
    lines.push(...missingMarkdown(suite));
    for (const { id, title, steps, requirements } of suite.cases) {
      lines.push('', `### ${id}: ${title}`, '', `Requirements: ${requirementList(requirements)}`);
      lines.push('', '| Step | Action | Expected result |');
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

// The requirements a path proves, one property each, as test-management tools read them.
const junitProperties = (requirements: string[]) =>
  requirements.length === 0
    ? []
    : [
        '      <properties>',
        ...requirements.map(
          (id) => `        <property name="requirement" value="${xmlEscape(id)}"/>`,
        ),
        '      </properties>',
      ];

/** One testsuite per model, one testcase per path; the steps are the testcase's system-out. */
export function toJunit(suites: PlanSuite[]): string {
  const total = suites.reduce((sum, suite) => sum + suite.cases.length, 0);
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>', `<testsuites tests="${total}">`];
  for (const suite of suites) {
    const { name, cases } = suite;
    lines.push(`  <testsuite name="${xmlEscape(name)}" tests="${cases.length}">`);
    lines.push(...junitSuiteProperties(suite, xmlEscape));
    for (const { id, title, steps, requirements } of cases) {
      const text = steps
        .map((step, index) => `${index + 1}. ${step.action}\n   Expected: ${step.expected}`)
        .join('\n');
      lines.push(
        `    <testcase classname="${xmlEscape(name)}" name="${xmlEscape(`${id}: ${title}`)}">`,
        ...junitProperties(requirements),
        `      <system-out>${xmlEscape(text)}</system-out>`,
        '    </testcase>',
      );
    }
    lines.push('  </testsuite>');
  }
  lines.push('</testsuites>');
  return `${lines.join('\n')}\n`;
}

/** What some formats need besides the paths. */
export interface PlanOptions {
  /** The Jira project the Xray tests go to (`--project`, QA by default). */
  projectKey?: string;
}

export const FORMATTERS: Record<
  PlanFormat,
  (suites: PlanSuite[], options?: PlanOptions) => string
> = {
  md: toMarkdown,
  csv: toCsv,
  json: toJson,
  junit: toJunit,
  xray: (suites, options) => toXray(suites, options?.projectKey),
};
