import { PlanBudgetExceeded, type PlanBudget } from './plan-budget';
import type { ModelStep, StepGraph } from './step-graph';

/**
 * What a step takes toward a criterion (transition pairs, guard outcomes), given the step before
 * it on the path (none at the start).
 */
export type GoalsOfStep = (step: ModelStep, previous: ModelStep | undefined) => string[];

/** The goals a route of steps takes, in order. */
export const goalsAlong = (route: ModelStep[], goalsOf: GoalsOfStep): string[] =>
  route.flatMap((step, index) => goalsOf(step, route[index - 1]));

/**
 * For every goal a step of the graph can take, the last steps of a shortest route that takes it:
 * the step itself after the shortest route to its state, or the step after one of the steps into
 * its state (a goal that depends on the step before). Goals no step takes are unreachable.
 */
export function witnessesOf(graph: StepGraph, goalsOf: GoalsOfStep): Map<string, ModelStep[]> {
  const best = new Map<string, { length: number; ending: ModelStep[] }>();
  const consider = (ending: ModelStep[], goals: string[]) => {
    const before = graph.shortestTo.get(ending[0].from);
    if (!before) return;
    const length = before.length + ending.length;
    for (const goal of goals) {
      if ((best.get(goal)?.length ?? Infinity) > length) best.set(goal, { length, ending });
    }
  };
  for (const step of graph.steps) {
    consider([step], goalsOf(step, graph.shortestTo.get(step.from)?.at(-1)));
    for (const previous of graph.into.get(step.from) ?? []) {
      consider([previous, step], goalsOf(step, previous));
    }
  }
  return new Map([...best].map(([goal, { ending }]) => [goal, ending]));
}

/**
 * Routes that, with the `taken` ones, take every goal some route can: for each goal not yet
 * taken, the shortest route to where it is taken, then extended while its next step takes a goal
 * not yet taken (the first such step out of the state). Never enumerates paths: one route per
 * goal at most, each as long as the graph's shortest route to it plus what it extends by.
 */
export function coveringRoutesOf(
  graph: StepGraph,
  taken: ModelStep[][],
  goalsOf: GoalsOfStep,
  budget: PlanBudget,
): ModelStep[][] {
  const started = Date.now();
  const covered = new Set(taken.flatMap((route) => goalsAlong(route, goalsOf)));
  const isNew = (goals: string[]) => goals.some((goal) => !covered.has(goal));
  const added: ModelStep[][] = [];
  for (const [goal, ending] of witnessesOf(graph, goalsOf)) {
    if (covered.has(goal)) continue;
    if (added.length >= budget.addedPaths) {
      throw new PlanBudgetExceeded(
        graph.model.name,
        `its plan needs more than ${budget.addedPaths} paths added to the runnable ones`,
      );
    }
    if (Date.now() - started > budget.milliseconds) {
      throw new PlanBudgetExceeded(
        graph.model.name,
        `its plan took more than ${budget.milliseconds / 1000} s to generate`,
      );
    }
    const route = [...graph.shortestTo.get(ending[0].from)!, ...ending];
    for (const reached of goalsAlong(route, goalsOf)) covered.add(reached);
    for (;;) {
      const last = route.at(-1)!;
      const next = (graph.outOf.get(last.to) ?? []).find((step) => isNew(goalsOf(step, last)));
      if (!next) break;
      route.push(next);
      for (const reached of goalsOf(next, last)) covered.add(reached);
    }
    added.push(route);
  }
  return added;
}
