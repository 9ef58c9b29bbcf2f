import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { transitionName } from '../machine-graph';

/** What a walk did, in order: an event sent to the page, or a fresh page at a dead end. */
export type WalkStep = { kind: 'event'; event: EventObject } | { kind: 'restart' };

/** A step as generated paths hold them: the event, and the model's state after it. */
export interface LifeStep {
  event: EventObject;
  state: AnyMachineSnapshot;
}

/** The event xstate/graph puts first on every path, for the state a page opens in. */
export const INIT_EVENT: EventObject = { type: 'xstate.init' };

/**
 * One run of a walk, and fast-check's model of it: the model machine's snapshot the page should
 * be in, what the run has done so far, and what failed. fast-check runs the walk once, and then
 * once per candidate while it shrinks: each run starts from a new WalkRun.
 */
export class WalkRun {
  readonly steps: WalkStep[] = [];
  /** Each page's life as a path from its opening on, so coverageOf can count it. */
  readonly lives: Array<{ steps: LifeStep[] }> = [];
  readonly transitionsTaken = new Set<string>();
  eventsTaken = 0;
  snapshot: AnyMachineSnapshot;
  failure?: { during: string; error: unknown };

  constructor(
    private readonly machine: AnyStateMachine,
    initial: AnyMachineSnapshot,
  ) {
    this.snapshot = initial;
  }

  startPage(initial: AnyMachineSnapshot): void {
    this.snapshot = initial;
    this.lives.push({ steps: [{ event: INIT_EVENT, state: initial }] });
  }

  /** The model takes `event` to `next`; the transitions it took count toward coverage. */
  move(event: EventObject, next: AnyMachineSnapshot): void {
    for (const taken of this.machine.getTransitionData(this.snapshot, event))
      this.transitionsTaken.add(transitionName(taken));
    this.snapshot = next;
    this.lives.at(-1)?.steps.push({ event, state: next });
    this.eventsTaken += 1;
  }

  /** Runs part of a step, noting what was being done should it throw. */
  async attempt(during: string, work: () => unknown): Promise<void> {
    try {
      await work();
    } catch (error) {
      this.failure = { during, error };
      throw error;
    }
  }
}
