import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { getStateNodes } from 'xstate/graph';

/** Every state node of a machine, by id ('cart.filled'); the root is not a state of its own. */
export const stateNamesOf = (machine: AnyStateMachine) =>
  getStateNodes(machine.root).map((node: AnyStateNode) => node.id);

/** Every transition a machine defines: on events, after delays, on actors' ends, eventless. */
export function transitionsOf(machine: AnyStateMachine): AnyTransitionDefinition[] {
  return [machine.root, ...getStateNodes(machine.root)].flatMap((node: AnyStateNode) => [
    ...[...node.transitions.values()].flat(),
    ...(node.always ?? []),
  ]);
}

/** A machine's state and transition names, as coverage counts them. */
export const namesOf = (machine: AnyStateMachine) => ({
  states: stateNamesOf(machine),
  transitions: transitionsOf(machine).map(transitionName),
});

// XState's own names for what is not an event someone sends, as a reader would say them.
const INTERNAL_EVENTS: Array<[RegExp, (match: RegExpExecArray) => string]> = [
  [/^$/, () => 'always'],
  [/^xstate\.after\.(\w+)\./, (m) => `after ${/^\d+$/.test(m[1]) ? `${m[1]} ms` : m[1]}`],
  [/^xstate\.done\.actor\./, () => 'done'],
  [/^xstate\.error\.actor\./, () => 'error'],
];

function eventName(eventType: string): string {
  for (const [pattern, name] of INTERNAL_EVENTS) {
    const match = pattern.exec(eventType);
    if (match) return name(match);
  }
  return eventType;
}

/**
 * 'cart.filled item.remove#1 → cart.empty': the source, the event, which of several guarded
 * candidates (when there are several) and the targets.
 */
export function transitionName(transition: AnyTransitionDefinition): string {
  const { source, eventType } = transition;
  const candidates =
    eventType === '' ? (source.always ?? []) : (source.transitions.get(eventType) ?? []);
  const index = candidates.length > 1 ? `#${candidates.indexOf(transition) + 1}` : '';
  const targets = transition.target?.map((node) => node.id).join(',') ?? '(stays)';
  return `${source.id} ${eventName(eventType)}${index} → ${targets}`;
}
