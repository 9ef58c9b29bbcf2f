import type { PathModel } from '../path-model';
import { pairName } from '../transition-pairs';
import type { CoverageCriterion } from './coverage-criterion';
import type { GoalsOfStep } from './covering-routes';
import { guardOutcomesOfStep } from './guard-outcomes';

/** A transition pair is taken by a step after another: the two steps' transitions, in order. */
export const pairGoals: GoalsOfStep = (step, previous) =>
  previous?.transitions && step.transitions
    ? [pairName(previous.transitions, step.transitions)]
    : [];

/** The guard outcomes a step shows where it is sent; the step before it does not matter. */
export const guardGoalsOf =
  (model: PathModel): GoalsOfStep =>
  (step) =>
    guardOutcomesOfStep(model.machine, step.fromState, step.event);

/** What a step takes toward each criterion beyond the runnable paths (transitions need none). */
export function goalsOfCriterion(
  model: PathModel,
  criterion: CoverageCriterion,
): GoalsOfStep | undefined {
  if (criterion === 'pairs') return pairGoals;
  if (criterion === 'guards') return guardGoalsOf(model);
  return undefined;
}
