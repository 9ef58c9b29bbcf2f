import type { AnyMachineSnapshot, EventObject } from 'xstate';
import {
  adjacencyMapToArray,
  getAdjacencyMap,
  serializeSnapshot,
  type AdjacencyMap,
} from 'xstate/graph';
import { transitionName } from '../machine-graph';
import { testModelOf, type ModelPath, type PathModel } from '../path-model';
import { PlanBudgetExceeded, type PlanBudget } from './plan-budget';

/** One step of a model: an event sent in a state, and the transitions it takes there. */
export interface ModelStep {
  /** The states, keyed as the test model tells them apart (value and context). */
  from: string;
  to: string;
  fromState: AnyMachineSnapshot;
  toState: AnyMachineSnapshot;
  event: EventObject;
  /** The transitions taken (one per parallel region it moves), as transition pairs name them. */
  transitions: string;
}

/**
 * A model's reachable state graph, as the generated paths can walk it: a step is an event the
 * test model sends in a state (the model's `events(snapshot)`, each other event bare) that takes
 * a transition. Where the model takes none it says nothing of the page: the models' guards also
 * bound the paths (a second pause after a failed one is refused by the model, while the page
 * sends it), so such a step could not be checked, and is left out.
 */
export interface StepGraph {
  model: PathModel;
  initial: AnyMachineSnapshot;
  steps: ModelStep[];
  outOf: Map<string, ModelStep[]>;
  into: Map<string, ModelStep[]>;
  /** The fewest steps from the initial state to each state. */
  shortestTo: Map<string, ModelStep[]>;
}

/** The transitions one event takes from a state, as one name ('' when it takes none). */
export const transitionsTaken = (model: PathModel, from: AnyMachineSnapshot, event: EventObject) =>
  model.machine.getTransitionData(from, event).map(transitionName).sort().join(' + ');

const stepOf = (
  model: PathModel,
  fromState: AnyMachineSnapshot,
  event: EventObject,
  toState: AnyMachineSnapshot,
): ModelStep => ({
  from: serializeSnapshot(fromState),
  to: serializeSnapshot(toState),
  fromState,
  toState,
  event,
  transitions: transitionsTaken(model, fromState, event),
});

/** The steps a generated path takes, its initial step left out. */
export const stepsAlong = (model: PathModel, path: Pick<ModelPath, 'steps'>): ModelStep[] =>
  path.steps
    .slice(1)
    .map((step, index) => stepOf(model, path.steps[index].state, step.event, step.state));

const append = <T>(map: Map<string, T[]>, key: string, value: T) =>
  map.set(key, [...(map.get(key) ?? []), value]);

/** Breadth first from the initial state: the first way found to a state is a shortest one. */
function shortestRoutes(initial: string, outOf: Map<string, ModelStep[]>) {
  const shortestTo = new Map<string, ModelStep[]>([[initial, []]]);
  const queue = [initial];
  for (let at = 0; at < queue.length; at++) {
    const route = shortestTo.get(queue[at])!;
    for (const step of outOf.get(queue[at]) ?? []) {
      if (shortestTo.has(step.to)) continue;
      shortestTo.set(step.to, [...route, step]);
      queue.push(step.to);
    }
  }
  return shortestTo;
}

export function stepGraphOf(model: PathModel, budget: PlanBudget): StepGraph {
  const testModel = testModelOf(model);
  let adjacency: AdjacencyMap<AnyMachineSnapshot, EventObject>;
  try {
    adjacency = getAdjacencyMap(testModel.testLogic, {
      ...testModel.options,
      limit: budget.explorationSteps,
    });
  } catch (error) {
    if (!/limit exceeded/i.test((error as Error).message)) throw error;
    throw new PlanBudgetExceeded(
      model.name,
      `exploring its reachable graph tried more than ${budget.explorationSteps} events`,
    );
  }
  const steps = adjacencyMapToArray(adjacency)
    .map(({ state, event, nextState }) => stepOf(model, state, event, nextState))
    .filter((step) => step.transitions !== '');
  const outOf = new Map<string, ModelStep[]>();
  const into = new Map<string, ModelStep[]>();
  for (const step of steps) {
    append(outOf, step.from, step);
    append(into, step.to, step);
  }
  // The exploration starts from the initial state: the first state it lists.
  const [{ state: initial }] = Object.values(adjacency) as Array<{ state: AnyMachineSnapshot }>;
  return {
    model,
    initial,
    steps,
    outOf,
    into,
    shortestTo: shortestRoutes(serializeSnapshot(initial), outOf),
  };
}
