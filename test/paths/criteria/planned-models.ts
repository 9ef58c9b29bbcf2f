import { describePath, type PathModel } from '../path-model';
import {
  COVERAGE_CRITERIA,
  isCoverageCriterion,
  type CoverageCriterion,
} from './coverage-criterion';
import { criteriaCoverageOf, unreachableGuardOutcomesOf } from './criteria-coverage';
import { criterionPlanOf, type CriterionPlan } from './criterion-plans';
import { PlanBudgetExceeded } from './plan-budget';
import type { PlanCoverageFigures } from './criterion-plan-text';

/** A model's plan for the criterion asked for, how long it took, or why there is none. */
export interface PlannedModel {
  model: PathModel;
  criterion: CoverageCriterion;
  milliseconds: number;
  plan?: CriterionPlan;
  coverage?: PlanCoverageFigures;
  /** Why the plan was not generated: the budget it would have gone past. */
  refused?: string;
}

/** `--cover transitions|pairs|guards`, transitions when not given. */
export function criterionFromArgs(argv: string[]): CoverageCriterion {
  const at = argv.indexOf('--cover');
  const value = at >= 0 ? (argv[at + 1] ?? '') : 'transitions';
  if (!isCoverageCriterion(value)) {
    throw new Error(`--cover is one of ${COVERAGE_CRITERIA.join(', ')}, not "${value}"`);
  }
  return value;
}

export function planModel(model: PathModel, criterion: CoverageCriterion): PlannedModel {
  const started = performance.now();
  try {
    const plan = criterionPlanOf(model, criterion);
    const coverage = { criterion, ...criteriaCoverageOf(model, plan.paths) };
    return { model, criterion, plan, coverage, milliseconds: performance.now() - started };
  } catch (error) {
    if (!(error instanceof PlanBudgetExceeded)) throw error;
    return { model, criterion, refused: error.message, milliseconds: performance.now() - started };
  }
}

/**
 * Whether the plan meets its criterion: every state and transition, and for pairs every pair,
 * for guards every guard outcome a step of the model can show (the others are reported).
 */
export function meetsCriterion({ model, criterion, coverage }: PlannedModel): boolean {
  if (!coverage) return false;
  const full = ({ covered, total }: { covered: number; total: number }) => covered === total;
  if (!full(coverage.states) || !full(coverage.transitions)) return false;
  if (criterion === 'pairs') return full(coverage.transitionPairs);
  if (criterion === 'guards') {
    const unreachable = new Set(unreachableGuardOutcomesOf(model));
    return (coverage.guardOutcomes.missing ?? []).every((outcome) => unreachable.has(outcome));
  }
  return true;
}

const CRITERION_GOALS: Record<CoverageCriterion, string> = {
  transitions: 'transitions',
  pairs: 'transition pairs',
  guards: 'guard outcomes',
};

/** What `npm run test:paths -- --cover pairs|guards` prints under a model besides the default. */
export function plannedModelLines(planned: PlannedModel): string[] {
  const { model, criterion, plan, coverage } = planned;
  const took = `${Math.round(planned.milliseconds)} ms`;
  if (!plan || !coverage) return [`\nNo ${criterion} plan (${took}): ${planned.refused}`];
  const lines = [
    `\nPaths added for ${CRITERION_GOALS[criterion]} (${plan.added.length}), the ${criterion} plan generated in ${took}:`,
    ...plan.added.map((path, number) => `  ${number + 1}) ${describePath(model, path)}`),
  ];
  const unreachable = new Set(criterion === 'guards' ? unreachableGuardOutcomesOf(model) : []);
  const missing =
    criterion === 'pairs' ? coverage.transitionPairs.missing : coverage.guardOutcomes.missing;
  for (const name of missing ?? []) {
    lines.push(
      `  not covered: ${name}${unreachable.has(name) ? ' (no step of the model shows it)' : ''}`,
    );
  }
  return lines;
}

/** 'owner order: pairs plan generated in 162 ms (5 paths added)', or why there is none. */
export const planTimingLine = ({ model, criterion, plan, milliseconds, refused }: PlannedModel) =>
  `${model.name}: ${criterion} plan generated in ${Math.round(milliseconds)} ms` +
  (plan ? ` (${plan.added.length} paths added)` : `, refused: ${refused}`);
