import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { Step } from 'xstate/graph';
import type { WalkRunner } from './walk-runner';

type Steps = ReturnType<WalkRunner<unknown>['steps']>;
type Sights = ReturnType<WalkRunner<unknown>['sights']>;

/**
 * The page a walk is on: fast-check hands commands one fixed object to act on, and a walk
 * that starts over needs a fresh page in it. Its steps and sights are taken once per page, as
 * describePaths takes them once per path.
 */
export class WalkedPage<Page> {
  private steps?: Steps;
  private sights?: Sights;

  constructor(private readonly runner: WalkRunner<Page>) {}

  async open(): Promise<void> {
    const page = await this.runner.open();
    this.steps = this.runner.steps(page);
    this.sights = this.runner.sights(page);
  }

  /** Does the step's event to the page; like `path.test`, an event with no step does nothing. */
  async take(step: Step<AnyMachineSnapshot, EventObject>): Promise<void> {
    await this.steps?.[step.event.type]?.(step);
  }

  get sightKeys(): string[] {
    return Object.keys(this.sights ?? {});
  }

  async see(key: string, snapshot: AnyMachineSnapshot): Promise<void> {
    await this.sights?.[key]?.(snapshot);
  }
}
