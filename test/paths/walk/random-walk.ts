import fc from 'fast-check';
import { namesOf } from '../machine-graph';
import { coverageOf, type ModelReport, type PathModel } from '../path-model';
import { openPage, walkCommandsOf, type Walk, type WalkLimits } from './walk-commands';
import { walkGraphOf } from './walk-graph';
import { WalkRun, type WalkStep } from './walk-run';
import type { WalkRunner } from './walk-runner';
import { WalkedPage } from './walked-page';

/** What fast-check needs to run a shrunk walk again directly: its path, and which commands ran. */
export interface WalkReplay {
  /** fast-check's `path` to the counterexample ('0:3:1'). */
  path: string;
  /** fast-check's `replayPath` of the commands, which the path alone cannot rebuild. */
  commands: string;
}

export interface WalkSettings extends WalkLimits {
  seed: number;
  /** Replays one walk found earlier instead of walking and shrinking. */
  replay?: WalkReplay;
}

export interface WalkResult {
  model: string;
  passed: boolean;
  /** What the walk did; for a failed walk, the shortest failing sequence found, last step failing. */
  steps: WalkStep[];
  coverage: Pick<ModelReport, 'states' | 'transitions'>;
  failure?: { during: string; message: string; replay: WalkReplay };
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

// fast-check writes the commands' replayPath into the counterexample's text: `/*replayPath="…"*/`.
const commandsReplayOf = (counterexample: unknown) =>
  /replayPath="([^"]*)"/.exec(String(counterexample))?.[1] ?? '';

/**
 * A seeded random walk of at most `settings.steps` events through `model`, run against the pages
 * `runner` opens, the page checked after every event as `path.test` checks it. fast-check does
 * the walking (model-based testing: one command per event) and, when the page fails, shrinks the
 * walk to the shortest sequence that still fails. The same seed takes the same steps.
 */
export async function randomWalk<Page>(
  model: PathModel,
  runner: WalkRunner<Page>,
  settings: WalkSettings,
): Promise<WalkResult> {
  const walk: Walk = {
    model,
    graph: walkGraphOf(model),
    limits: { steps: settings.steps, until: settings.until },
    allTransitions: namesOf(model.machine).transitions,
  };
  let lastRun: WalkRun | undefined;
  let lastFailedRun: WalkRun | undefined;
  const property = fc.asyncProperty(
    walkCommandsOf<Page>(walk, settings.replay?.commands),
    async (commands) => {
      const run = new WalkRun(model.machine, walk.graph.initial);
      lastRun = run;
      const page = new WalkedPage(runner);
      const setup = async () => {
        await openPage(walk, run, page);
        return { model: run, real: page };
      };
      try {
        await fc.asyncModelRun(setup, commands);
      } catch (error) {
        // While shrinking, the last run that fails is the counterexample fast-check reports.
        lastFailedRun = run;
        throw error;
      }
    },
  );
  const details = await fc.check(property, {
    seed: settings.seed,
    numRuns: 1,
    ...(settings.replay && { path: settings.replay.path, endOnFailure: true }),
  });
  const reported = details.failed ? lastFailedRun : lastRun;
  const result: WalkResult = {
    model: model.name,
    passed: !details.failed,
    steps: reported?.steps ?? [],
    coverage: coverageOf(model, reported?.lives ?? []),
  };
  if (!details.failed) return result;
  return {
    ...result,
    failure: {
      during: reported?.failure?.during ?? 'the walk',
      message: messageOf(reported?.failure?.error ?? details.errorInstance),
      replay: {
        path: details.counterexamplePath ?? '',
        commands: commandsReplayOf(details.counterexample?.[0]),
      },
    },
  };
}
