import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { adjacencyMapToArray } from 'xstate/graph';
import { transitionName } from './machine-graph';
import { testModelOf, type Coverage, type ModelPath, type PathModel } from './path-model';
import { pairCoverageOf, type GraphEdge } from './transition-pairs';

// As the test model tells states apart: by value and context, not by how they were reached.
const keyOf = (snapshot: AnyMachineSnapshot) =>
  JSON.stringify({ value: snapshot.value, context: snapshot.context });

/** The transitions one event takes (one per parallel region it moves), as one name. */
const stepName = (model: PathModel, from: AnyMachineSnapshot, event: EventObject) =>
  model.machine.getTransitionData(from, event).map(transitionName).sort().join(' + ');

/** The model's reachable state graph, each edge named by the transitions it takes. */
export function graphEdgesOf(model: PathModel): GraphEdge[] {
  return adjacencyMapToArray(testModelOf(model).getAdjacencyMap()).flatMap(
    ({ state, event, nextState }) => {
      const transition = stepName(model, state, event);
      return transition ? [{ from: keyOf(state), to: keyOf(nextState), transition }] : [];
    },
  );
}

/** The transitions a path's steps take, in order (the initial step takes none). */
export const transitionsAlong = (model: PathModel, path: ModelPath): string[] =>
  path.steps
    .slice(1)
    .map((step, index) => stepName(model, path.steps[index].state, step.event))
    .filter(Boolean);

export const transitionPairCoverageOf = (model: PathModel, paths: ModelPath[]): Coverage =>
  pairCoverageOf(
    graphEdgesOf(model),
    paths.map((path) => transitionsAlong(model, path)),
  );
