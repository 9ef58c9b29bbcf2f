import { describePath, runnablePathsOf, type ModelPath, type PathModel } from '../path-model';
import type { CoverageCriterion } from './coverage-criterion';
import { goalsOfCriterion } from './criterion-goals';
import { coveringRoutesOf } from './covering-routes';
import { pathFromSteps } from './path-from-steps';
import { DEFAULT_PLAN_BUDGET, type PlanBudget } from './plan-budget';
import { stepGraphOf, stepsAlong } from './step-graph';

/** The paths generated for one criterion. */
export interface CriterionPlan {
  criterion: CoverageCriterion;
  /** Every path of the plan: the runnable paths (shortest and simple), then the added ones. */
  paths: ModelPath[];
  /** The paths the criterion adds to the runnable ones (none for transitions). */
  added: ModelPath[];
}

/**
 * The plan of a model for a criterion. Every plan starts from the runnable paths, so that it
 * meets what the transitions plan meets; pairs and guards then add a path for each pair or guard
 * outcome those do not take (covering-routes.ts), within `budget` (a PlanBudgetExceeded
 * otherwise).
 */
export function criterionPlanOf(
  model: PathModel,
  criterion: CoverageCriterion,
  budget: PlanBudget = DEFAULT_PLAN_BUDGET,
): CriterionPlan {
  const runnable = runnablePathsOf(model);
  const goalsOf = goalsOfCriterion(model, criterion);
  if (!goalsOf) return { criterion, paths: runnable, added: [] };
  const graph = stepGraphOf(model, budget);
  const taken = runnable.map((path) => stepsAlong(model, path));
  const known = new Set(runnable.map((path) => describePath(model, path)));
  const added = coveringRoutesOf(graph, taken, goalsOf, budget)
    .map((route) => pathFromSteps(model, graph.initial, route))
    .filter((path) => !known.has(describePath(model, path)));
  return { criterion, paths: [...runnable, ...added], added };
}
