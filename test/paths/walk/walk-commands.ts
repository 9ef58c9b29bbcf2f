import fc from 'fast-check';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { PathModel } from '../path-model';
import { RESTART_WEIGHT, weightOf } from './event-weights';
import { sightKeysFor } from './sight-keys';
import type { WalkGraph } from './walk-graph';
import { INIT_EVENT, WalkRun } from './walk-run';
import type { WalkedPage } from './walked-page';

/** When a walk stops: after this many events, or once it has taken every transition. */
export interface WalkLimits {
  steps: number;
  until?: 'transitions';
}

/** What every command of one walk shares. */
export interface Walk {
  model: PathModel;
  graph: WalkGraph;
  limits: WalkLimits;
  /** Every transition of the model, by name, for `until: 'transitions'`. */
  allTransitions: string[];
}

export type WalkCommand<Page> = fc.AsyncCommand<WalkRun, WalkedPage<Page>> & { weight: number };

// The generated list of commands is mostly skipped (a command runs only where its event moves
// the model), and fast-check draws the list's length uniformly up to maxCommands: a list this
// many times longer than the walk at its costliest rarely runs out before the walk is done.
const LENGTH_SLACK = 8;

const isOver = (walk: Walk, run: Readonly<WalkRun>) =>
  run.eventsTaken >= walk.limits.steps ||
  (walk.limits.until === 'transitions' &&
    walk.allTransitions.every((name) => run.transitionsTaken.has(name)));

const stepLabel = (run: Readonly<WalkRun>) => `step ${run.steps.length}`;

/** Checks the page against every sight of the model's state, as `path.test` does after a step. */
async function checkState<Page>(walk: Walk, run: WalkRun, page: WalkedPage<Page>, after: string) {
  const snapshot: AnyMachineSnapshot = run.snapshot;
  for (const key of sightKeysFor(walk.model.machine, page.sightKeys, snapshot)) {
    await run.attempt(`checking that the page shows "${key}" ${after}`, () =>
      page.see(key, snapshot),
    );
  }
}

/** A fresh page, checked in the model's initial state as `path.test` checks its init step. */
export async function openPage<Page>(walk: Walk, run: WalkRun, page: WalkedPage<Page>) {
  const { initial } = walk.graph;
  run.startPage(initial);
  const when = run.steps.length ? `after ${stepLabel(run)}` : 'when the page opens';
  await run.attempt(`opening the page (${when})`, () => page.open());
  await run.attempt(`doing the init step (${when})`, () =>
    page.take({ event: INIT_EVENT, state: initial }),
  );
  await checkState(walk, run, page, when);
}

/** Sends one event of the model's, where it moves the model. */
class EventCommand<Page> implements WalkCommand<Page> {
  readonly weight: number;

  constructor(
    private readonly walk: Walk,
    private readonly event: EventObject,
  ) {
    this.weight = weightOf(event);
  }

  check(run: Readonly<WalkRun>): boolean {
    return (
      !isOver(this.walk, run) && this.walk.graph.nextAfter(run.snapshot, this.event) !== undefined
    );
  }

  async run(run: WalkRun, page: WalkedPage<Page>): Promise<void> {
    const next = this.walk.graph.nextAfter(run.snapshot, this.event)!;
    run.steps.push({ kind: 'event', event: this.event });
    const label = stepLabel(run);
    await run.attempt(`doing ${label}`, () => page.take({ event: this.event, state: next }));
    run.move(this.event, next);
    await checkState(this.walk, run, page, `after ${label}`);
  }

  toString(): string {
    return this.walk.model.describeEvent(this.event);
  }
}

/** Starts over on a fresh page, once the model is somewhere no event leads out of. */
class RestartCommand<Page> implements WalkCommand<Page> {
  readonly weight = RESTART_WEIGHT;

  constructor(private readonly walk: Walk) {}

  check(run: Readonly<WalkRun>): boolean {
    const { graph } = this.walk;
    return (
      !isOver(this.walk, run) &&
      graph.events.every((event) => graph.nextAfter(run.snapshot, event) === undefined)
    );
  }

  async run(run: WalkRun, page: WalkedPage<Page>): Promise<void> {
    run.steps.push({ kind: 'restart' });
    await openPage(this.walk, run, page);
  }

  toString(): string {
    return 'start over on a fresh page';
  }
}

/**
 * fast-check's commands for a walk: every event of the model and the restart, picked by weight.
 * A command runs only where it is enabled, so the first enabled one in the list is picked in
 * proportion to its weight among those enabled: a weighted random walk, which fast-check
 * shrinks by dropping commands. `replayPath` is fast-check's record of which commands ran,
 * which it needs to replay a shrunk walk from its path without rerunning every step before.
 */
export function walkCommandsOf<Page>(walk: Walk, replayPath?: string) {
  const commands: Array<WalkCommand<Page>> = [
    ...walk.graph.events.map((event) => new EventCommand<Page>(walk, event)),
    new RestartCommand<Page>(walk),
  ];
  const totalWeight = commands.reduce((sum, command) => sum + command.weight, 0);
  const weighted = commands.map((command) => ({
    arbitrary: fc.constant(command),
    weight: command.weight,
  }));
  return fc.commands([fc.oneof(...weighted)], {
    maxCommands: walk.limits.steps * totalWeight * LENGTH_SLACK,
    size: 'max',
    replayPath,
  });
}
