/**
 * How far generating a plan may go. Enumerating paths explodes with the size of a model, so the
 * pairs and guards plans walk the model's reachable graph once and add one path per goal not yet
 * taken; these bounds stop a model grown too large with a message saying which and why, rather
 * than a command that never ends.
 */
export interface PlanBudget {
  /** Events tried while exploring the reachable graph (one per state and event offered). */
  explorationSteps: number;
  /** Paths a plan may add to the runnable ones. */
  addedPaths: number;
  /** Time a plan may take to generate. */
  milliseconds: number;
}

export const DEFAULT_PLAN_BUDGET: PlanBudget = {
  explorationSteps: 50_000,
  addedPaths: 2_000,
  milliseconds: 60_000,
};

/** A plan that would go past its budget: the message names the model and the bound. */
export class PlanBudgetExceeded extends Error {
  constructor(model: string, reason: string) {
    super(`${model}: ${reason}; the model offers too many events to plan for (see its events()).`);
    this.name = 'PlanBudgetExceeded';
  }
}
