import {
  coverageAmong,
  coverageOf,
  type Coverage,
  type ModelPath,
  type PathModel,
} from '../path-model';
import { transitionPairCoverageOf } from '../transition-pairs-model';
import { guardGoalsOf } from './criterion-goals';
import { goalsAlong, witnessesOf } from './covering-routes';
import { guardOutcomesOf } from './guard-outcomes';
import { DEFAULT_PLAN_BUDGET } from './plan-budget';
import { stepGraphOf, stepsAlong } from './step-graph';

/** What a plan's paths cover of each criterion. */
export interface CriteriaCoverage {
  states: Coverage;
  transitions: Coverage;
  transitionPairs: Coverage;
  /** Of every guard outcome the model defines; some no step of the model can show. */
  guardOutcomes: Coverage;
}

/** The guard outcomes the paths show, among every one the model's guards have. */
export function guardOutcomeCoverageOf(model: PathModel, paths: ModelPath[]): Coverage {
  const goalsOf = guardGoalsOf(model);
  const seen = new Set(paths.flatMap((path) => goalsAlong(stepsAlong(model, path), goalsOf)));
  return coverageAmong(guardOutcomesOf(model.machine), seen);
}

/**
 * The guard outcomes no step of the model shows: mostly a guard's false where the model offers
 * the event only when the guard holds (its `events(snapshot)` asks the same question).
 */
export function unreachableGuardOutcomesOf(model: PathModel): string[] {
  const reachable = witnessesOf(stepGraphOf(model, DEFAULT_PLAN_BUDGET), guardGoalsOf(model));
  return guardOutcomesOf(model.machine).filter((outcome) => !reachable.has(outcome));
}

export const criteriaCoverageOf = (model: PathModel, paths: ModelPath[]): CriteriaCoverage => ({
  ...coverageOf(model, paths),
  transitionPairs: transitionPairCoverageOf(model, paths),
  guardOutcomes: guardOutcomeCoverageOf(model, paths),
});
