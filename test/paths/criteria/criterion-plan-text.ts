import type { CoverageCount, PlanSuite } from '../plan-formats';
import { CRITERION_TEXT, type CoverageCriterion } from './coverage-criterion';

/** What a plan says of itself: the criterion it was generated for, and its four figures. */
export type PlanCoverageFigures = Pick<
  PlanSuite,
  'criterion' | 'states' | 'transitions' | 'transitionPairs' | 'guardOutcomes'
>;

const FIGURES: Array<[keyof Omit<PlanCoverageFigures, 'criterion'>, string]> = [
  ['states', 'states'],
  ['transitions', 'transitions'],
  ['transitionPairs', 'transition pairs'],
  ['guardOutcomes', 'guard outcomes'],
];

/** The figure a criterion is held to; the others a plan reports beside it. */
const HELD_TO: Record<CoverageCriterion, string> = {
  transitions: 'transitions',
  pairs: 'transitionPairs',
  guards: 'guardOutcomes',
};

const fraction = ({ covered, total }: CoverageCount) => `${covered}/${total}`;

/** 'Criterion: every pair of consecutive transitions (--cover pairs)'. */
export const criterionLine = (criterion: CoverageCriterion) =>
  `Criterion: ${CRITERION_TEXT[criterion]} (--cover ${criterion})`;

/** ' (optional)' beside a figure the plan was not generated for (states go with transitions). */
export const optionalMark = (criterion: CoverageCriterion, figure: string) =>
  HELD_TO[criterion] === figure ? '' : ' (optional)';

/** The items a plan misses, as Markdown: a list per figure that misses any. */
export function missingMarkdown(suite: PlanCoverageFigures): string[] {
  return FIGURES.flatMap(([key, label]) => {
    const missing = suite[key].missing ?? [];
    if (missing.length === 0) return [];
    return [
      '',
      `Missing ${label} (${missing.length}):`,
      '',
      ...missing.map((name) => `- \`${name}\``),
    ];
  });
}

/** 'states 5/5, transitions 14/14, transition pairs 22/22, guard outcomes 18/26'. */
export const coverageSummary = (suite: PlanCoverageFigures) =>
  FIGURES.map(([key, label]) => `${label} ${fraction(suite[key])}`).join(', ');

/** A JUnit testsuite's `<properties>`: the criterion and each figure, covered/total. */
export const junitSuiteProperties = (
  suite: PlanCoverageFigures,
  escape: (text: string) => string,
) => [
  '    <properties>',
  `      <property name="criterion" value="${escape(suite.criterion)}"/>`,
  ...FIGURES.map(([key]) => `      <property name="${key}" value="${fraction(suite[key])}"/>`),
  '    </properties>',
];
