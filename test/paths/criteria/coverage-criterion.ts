/**
 * What a plan of paths is generated to cover (`--cover`):
 * - `transitions`: every state and transition (the shortest and simple paths);
 * - `pairs`: every pair of consecutive transitions the model's reachable graph allows;
 * - `guards`: every guard of the model seen both true and false, where a step can show it.
 */
export type CoverageCriterion = 'transitions' | 'pairs' | 'guards';

export const COVERAGE_CRITERIA: CoverageCriterion[] = ['transitions', 'pairs', 'guards'];

export const isCoverageCriterion = (value: string): value is CoverageCriterion =>
  (COVERAGE_CRITERIA as string[]).includes(value);

/** What each criterion asks of a plan, as a plan states it. */
export const CRITERION_TEXT: Record<CoverageCriterion, string> = {
  transitions: 'every state and transition',
  pairs: 'every pair of consecutive transitions',
  guards: 'every guard seen true and false',
};
