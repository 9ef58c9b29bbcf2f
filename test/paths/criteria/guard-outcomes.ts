import type {
  AnyMachineSnapshot,
  AnyStateMachine,
  AnyStateNode,
  AnyTransitionDefinition,
  EventObject,
} from 'xstate';
import { transitionName, transitionsOf } from '../machine-graph';

/** 'isLastLine', 'opensWith', 'and(isPlanned, not(hasMovedBack))': a guard as the model names it. */
export function guardText(guard: unknown): string {
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    // XState's and(), or() and not() are functions carrying the guards they combine.
    const combined = (guard as { guards?: unknown[] }).guards;
    return combined
      ? `${guard.name}(${combined.map(guardText).join(', ')})`
      : guard.name || 'inline';
  }
  if (guard && typeof guard === 'object' && 'type' in guard) return String(guard.type);
  return 'guard';
}

/**
 * 'cart.filled.orderable item.remove#1 [isLastLine] false': the transition candidate (its source,
 * event and place among the event's candidates, as transition names give them), its guard and
 * what the guard answered.
 */
export function guardOutcomeName(candidate: AnyTransitionDefinition, passed: boolean): string {
  const [source] = transitionName(candidate).split(' → ');
  return `${source} [${guardText(candidate.guard)}] ${passed}`;
}

/** Every guard outcome of a machine: each guarded candidate, true then false. */
export const guardOutcomesOf = (machine: AnyStateMachine): string[] =>
  transitionsOf(machine)
    .filter((candidate) => candidate.guard)
    .flatMap((candidate) => [true, false].map((passed) => guardOutcomeName(candidate, passed)));

/**
 * The guard outcomes one event sent in a state shows, in the order XState evaluates them: in each
 * active region the deepest state node first, then its ancestors while none has taken a
 * transition; within a node, the event's candidates in order until one is taken. A candidate
 * taken is its guard true, one passed over its guard false; the candidates after the one taken
 * are not evaluated, nor are the ancestors of a node that took one.
 */
export function guardOutcomesOfStep(
  machine: AnyStateMachine,
  state: AnyMachineSnapshot,
  event: EventObject,
): string[] {
  const taken = new Set(machine.getTransitionData(state, event));
  const active = new Set(state._nodes as AnyStateNode[]);
  const outcomes: string[] = [];

  const evaluate = (node: AnyStateNode): boolean => {
    for (const candidate of node.transitions.get(event.type) ?? []) {
      const isTaken = taken.has(candidate);
      if (candidate.guard) outcomes.push(guardOutcomeName(candidate, isTaken));
      if (isTaken) return true;
    }
    return false;
  };
  const walk = (node: AnyStateNode): boolean => {
    const children = Object.values(node.states as Record<string, AnyStateNode>).filter((child) =>
      active.has(child),
    );
    if (children.length === 0) return evaluate(node);
    // Every region of a parallel state is evaluated, whether or not another took a transition.
    const tookBelow =
      node.type === 'parallel' ? children.map(walk).some(Boolean) : walk(children[0]);
    return tookBelow || evaluate(node);
  };
  walk(machine.root);
  return outcomes;
}
