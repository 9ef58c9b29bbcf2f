import fs from 'node:fs';
import path from 'node:path';
import type { AnyStateMachine, AnyStateNode, InspectionEvent } from 'xstate';
import { namesOf, transitionName } from './machine-graph';
import { coverageAmong, type Coverage } from './path-model';

/** Where each path suite leaves what it saw; `npm run test:paths` reads it back. */
export const PRODUCT_COVERAGE_DIR = path.resolve(__dirname, '../../test-results/product-coverage');

/** What the generated paths made one of the product's machines do, by name, beside all it has. */
interface Seen {
  all: ReturnType<typeof namesOf>;
  states: string[];
  transitions: string[];
}

export interface ProductCoverage {
  machine: string;
  states: Coverage;
  transitions: Coverage;
}

const isMachine = (logic: unknown): logic is AnyStateMachine =>
  typeof logic === 'object' && logic !== null && 'root' in logic && 'id' in logic;

/**
 * Listens to the product's machines while generated paths run against the views (as their
 * inspector), and keeps which of their states and transitions the paths reached: the models are
 * covered in full by construction, this tells how much of the real machines that is.
 */
export class ProductCoverageRecorder {
  private readonly seen = new Map<
    string,
    { machine: AnyStateMachine; states: Set<string>; transitions: Set<string> }
  >();

  readonly inspect = (event: InspectionEvent): void => {
    const logic: unknown = (event.actorRef as { logic?: unknown }).logic;
    if (!isMachine(logic)) return;
    const entry = this.entryFor(logic);
    if (event.type === '@xstate.snapshot' || event.type === '@xstate.microstep') {
      // A state left within the step that entered it (by an eventless transition or a raised
      // event) is in no snapshot of a whole step, only in its microstep's.
      const nodes = (event.snapshot as { _nodes?: AnyStateNode[] })._nodes ?? [];
      for (const node of nodes) entry.states.add(node.id);
    }
    if (event.type === '@xstate.microstep') {
      for (const taken of event._transitions) {
        entry.transitions.add(transitionName(taken));
        entry.states.add(taken.source.id);
        for (const target of taken.target ?? []) entry.states.add(target.id);
      }
    }
  };

  /** How much of one machine this suite reached so far, or undefined if it never ran. */
  coverageOf(machineId: string): ProductCoverage | undefined {
    const entry = this.seen.get(machineId);
    if (!entry) return undefined;
    const all = namesOf(entry.machine);
    return {
      machine: machineId,
      states: coverageAmong(all.states, entry.states),
      transitions: coverageAmong(all.transitions, entry.transitions),
    };
  }

  /** The machines seen, by id, as the pages ran them (with the pages' implementations). */
  machines(): Map<string, AnyStateMachine> {
    return new Map([...this.seen].map(([id, { machine }]) => [id, machine]));
  }

  /** The names of the states and transitions of one machine reached so far. */
  reached(machineId: string): Set<string> {
    const entry = this.seen.get(machineId);
    return new Set(entry ? [...entry.states, ...entry.transitions] : []);
  }

  /** Writes what this suite saw, for `npm run test:paths` to add up across suites. */
  save(suite: string): void {
    const saved: Record<string, Seen> = {};
    for (const [id, { machine, states, transitions }] of this.seen) {
      saved[id] = {
        all: namesOf(machine),
        states: [...states],
        transitions: [...transitions],
      };
    }
    fs.mkdirSync(PRODUCT_COVERAGE_DIR, { recursive: true });
    fs.writeFileSync(path.join(PRODUCT_COVERAGE_DIR, `${suite}.json`), JSON.stringify(saved));
  }

  private entryFor(machine: AnyStateMachine) {
    let entry = this.seen.get(machine.id);
    if (!entry) {
      entry = { machine, states: new Set(), transitions: new Set() };
      this.seen.set(machine.id, entry);
    }
    return entry;
  }
}

/** Every suite's record added up, per product machine; none before the paths have run. */
export function loadProductCoverage(): ProductCoverage[] {
  if (!fs.existsSync(PRODUCT_COVERAGE_DIR)) return [];
  const merged = new Map<
    string,
    { all: Seen['all']; states: Set<string>; transitions: Set<string> }
  >();
  for (const file of fs.readdirSync(PRODUCT_COVERAGE_DIR).filter((f) => f.endsWith('.json'))) {
    const saved = JSON.parse(
      fs.readFileSync(path.join(PRODUCT_COVERAGE_DIR, file), 'utf8'),
    ) as Record<string, Seen>;
    for (const [id, seen] of Object.entries(saved)) {
      const entry = merged.get(id) ?? { all: seen.all, states: new Set(), transitions: new Set() };
      seen.states.forEach((state) => entry.states.add(state));
      seen.transitions.forEach((transition) => entry.transitions.add(transition));
      merged.set(id, entry);
    }
  }
  return [...merged]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([machine, entry]) => ({
      machine,
      states: coverageAmong(entry.all.states, entry.states),
      transitions: coverageAmong(entry.all.transitions, entry.transitions),
    }));
}
