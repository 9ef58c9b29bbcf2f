import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { serializeSnapshot, type AdjacencyMap } from 'xstate/graph';
import { testModelOf, type PathModel } from '../path-model';

/** An event as the graph tells events apart: by everything it carries, not only its type. */
export const eventKey = (event: EventObject) => JSON.stringify(event);

/**
 * The model as a walk sees it: the state it starts in, where each event leads from each state it
 * can reach, and every event it may ever take. Built from the same adjacency map the generated
 * paths come from, so a walk sends exactly the events the paths send (createTestModel adds a bare
 * `{ type }` for each event type a state listens to that `model.events` does not list).
 */
export interface WalkGraph {
  initial: AnyMachineSnapshot;
  /** Every distinct event that moves some reachable state, in the order the graph first meets it. */
  events: EventObject[];
  /** Where `event` takes the model from `snapshot`, or undefined when it would not move it. */
  nextAfter: (snapshot: AnyMachineSnapshot, event: EventObject) => AnyMachineSnapshot | undefined;
}

interface Move {
  event: EventObject;
  state: AnyMachineSnapshot;
}

export function walkGraphOf(model: PathModel): WalkGraph {
  const adjacency: AdjacencyMap<AnyMachineSnapshot, EventObject> =
    testModelOf(model).getAdjacencyMap();
  const moves = new Map<string, Map<string, AnyMachineSnapshot>>();
  const events = new Map<string, EventObject>();
  for (const [stateKey, { transitions }] of Object.entries(adjacency)) {
    const from = new Map<string, AnyMachineSnapshot>();
    for (const { event, state: next } of Object.values<Move>(transitions)) {
      // An event the state ignores, or one that leaves it as it was, is no step: the generated
      // paths never take one either (a step's page action may not even make sense there).
      if (serializeSnapshot(next) === stateKey) continue;
      from.set(eventKey(event), next);
      if (!events.has(eventKey(event))) events.set(eventKey(event), event);
    }
    moves.set(stateKey, from);
  }
  // The traversal starts from the initial snapshot, so it is the map's first entry.
  const [initial] = Object.values(adjacency);
  return {
    initial: initial.state,
    events: [...events.values()],
    nextAfter: (snapshot, event) => moves.get(serializeSnapshot(snapshot))?.get(eventKey(event)),
  };
}
