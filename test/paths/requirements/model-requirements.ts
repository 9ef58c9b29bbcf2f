import type { AnyMachineSnapshot, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { transitionsOf } from '../machine-graph';
import type { ModelPath, PathModel } from '../path-model';

/** The requirement ids a state node or a transition carries in its `meta` (see requirements.ts). */
function idsIn(meta: unknown): string[] {
  const ids = (meta as { requirements?: unknown } | undefined)?.requirements;
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
}

/**
 * What a path proves: the ids on every state it enters and every transition it takes, sorted.
 * States and transitions are read as coverageOf (path-model.ts) counts them, so a path proves
 * a requirement exactly when it covers what carries it.
 */
export function requirementsOfPath(model: PathModel, path: Pick<ModelPath, 'steps'>): string[] {
  const proved = new Set<string>();
  let previous: AnyMachineSnapshot | undefined;
  for (const step of path.steps) {
    const entered = (step.state._nodes as AnyStateNode[]).map((node) => node.meta);
    const taken = previous ? model.machine.getTransitionData(previous, step.event) : [];
    for (const meta of [...entered, ...taken.map((transition) => transition.meta)])
      for (const id of idsIn(meta)) proved.add(id);
    previous = step.state;
  }
  return [...proved].sort();
}

/** Every id a model names, reached or not: to hold the models to the registry. */
export function requirementsNamedBy(model: PathModel): string[] {
  const nodes = getStateNodes(model.machine.root) as AnyStateNode[];
  const transitions = transitionsOf(model.machine) as AnyTransitionDefinition[];
  const named = [...nodes.map((node) => node.meta), ...transitions.map((t) => t.meta)].flatMap(
    idsIn,
  );
  return [...new Set(named)].sort();
}
