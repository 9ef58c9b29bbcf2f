import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode, EventObject } from 'xstate';
import { createTestModel, type TestModel, type TestPath } from 'xstate/graph';
import { namesOf, transitionName } from './machine-graph';

/**
 * A QA model of one of the product's machines: a machine written for testing, whose events are
 * what a user does or sees happen (a click, an answer from the server, time passing), from which
 * `createTestModel` generates the paths. Models have no `after`, `invoke` or eventless
 * transitions: time and the network are explicit events (`time.pass7s`, `server.answers`), so
 * every step can be replayed against the real view with fake timers and a fake network edge.
 */
export interface PathModel {
  /** The product machine this models, e.g. 'cart'. */
  name: string;
  machine: AnyStateMachine;
  /** The events that may be sent in each state (the model's guards keep the graph finite). */
  events: EventObject[] | ((snapshot: AnyMachineSnapshot) => EventObject[]);
  /** One step as a person reads it: 'add "Margherita"', '7 seconds pass'. */
  describeEvent: (event: EventObject) => string;
}

export type ModelPath = TestPath<AnyMachineSnapshot, EventObject>;

export interface Coverage {
  covered: number;
  total: number;
  missing: string[];
}

export interface ModelReport {
  name: string;
  shortest: ModelPath[];
  simple: ModelPath[];
  states: Coverage;
  transitions: Coverage;
}

export function testModelOf(model: PathModel): TestModel<AnyMachineSnapshot, EventObject, unknown> {
  const { events } = model;
  return createTestModel(model.machine, {
    events: typeof events === 'function' ? events : () => events,
    // A state is what the model holds, not how it was reached: by default a state entered by a
    // change of value is told apart by the event that entered it, and the paths multiply.
    serializeTransition: () => '',
  }) as TestModel<AnyMachineSnapshot, EventObject, unknown>;
}

/** Shortest paths to every state and every simple path, each list without repeats. */
export function pathsOf(model: PathModel): { shortest: ModelPath[]; simple: ModelPath[] } {
  const testModel = testModelOf(model);
  return { shortest: testModel.getShortestPaths(), simple: testModel.getSimplePaths() };
}

/** How many of `all` were `seen`, and which were not. */
export const coverageAmong = (all: string[], seen: ReadonlySet<string>): Coverage => ({
  covered: all.filter((name) => seen.has(name)).length,
  total: all.length,
  missing: all.filter((name) => !seen.has(name)),
});

/** Which of the model's state nodes and transitions the paths (or a walk's pages) go through. */
export function coverageOf(
  model: PathModel,
  paths: Array<Pick<ModelPath, 'steps'>>,
): Pick<ModelReport, 'states' | 'transitions'> {
  const all = namesOf(model.machine);
  const seenStates = new Set<string>();
  const seenTransitions = new Set<string>();
  for (const path of paths) {
    let previous: AnyMachineSnapshot | undefined;
    for (const step of path.steps) {
      for (const node of step.state._nodes as AnyStateNode[]) seenStates.add(node.id);
      if (previous) {
        for (const taken of model.machine.getTransitionData(previous, step.event))
          seenTransitions.add(transitionName(taken));
      }
      previous = step.state;
    }
  }
  return {
    states: coverageAmong(all.states, seenStates),
    transitions: coverageAmong(all.transitions, seenTransitions),
  };
}

/** Every path to run against the view: the shortest ones, then the simple ones not yet listed. */
export function runnablePathsOf(model: PathModel): ModelPath[] {
  const { shortest, simple } = pathsOf(model);
  const seen = new Set<string>();
  return [...shortest, ...simple].filter((path) => {
    const key = describePath(model, path);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export function reportOf(model: PathModel): ModelReport {
  const { shortest, simple } = pathsOf(model);
  return { name: model.name, shortest, simple, ...coverageOf(model, [...shortest, ...simple]) };
}

/** '1. add "Margherita" · 2. open checkout · …' (the init step is where every path starts). */
export function describePath(model: PathModel, path: ModelPath): string {
  return path.steps
    .slice(1)
    .map((step, index) => `${index + 1}. ${model.describeEvent(step.event)}`)
    .join(' · ');
}
