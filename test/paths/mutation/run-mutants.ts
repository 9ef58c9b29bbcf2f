import { configure, getConfig } from '@testing-library/react';
import type { AnyStateMachine, InspectionEvent } from 'xstate';
import type { MachineVariant } from '@/lib/machine-inspection';
import { setMachineInspector, setMachineVariant } from '../../machine-inspection-recorder';
import { coveringPathsOf } from '../covering-paths';
import { namesOf } from '../machine-graph';
import { describePath, runnablePathsOf, type ModelPath } from '../path-model';
import { ProductCoverageRecorder } from '../product-coverage';
import { jsdomWalkRunner } from '../walk/jsdom-walk-runner';
import type { JsdomRunner } from '../walk/jsdom-runners';
import { mutantsOf, type Mutant } from './machine-mutants';
import { realClearTimeout, realNow, realSetTimeout } from './real-clock';

/** What became of one mutant: the first path that failed on it, or none (it survived). */
export interface MutantOutcome {
  machine: string;
  description: string;
  /** The path that failed on the mutant, and how; undefined when every path passed. */
  killedBy?: { path: string; failure: string };
  /**
   * Failures a second run of the same path did not repeat, for mutants whose kills must be
   * reproduced (see runMutants' `reproduce`): they do not count as kills.
   */
  unrepeated?: Array<{ path: string; failure: string }>;
  /** The shortest of the paths that go through what the mutant changed, if any does. */
  shortestConcerned?: string;
  /** How many of the paths go through what the mutant changed. */
  concernedPaths: number;
}

/** A model's mutation run: every mutant of each product machine its pages run. */
export interface ModelMutationRun {
  model: string;
  /** The paths the mutants were judged by, as describePath names them. */
  paths: string[];
  outcomes: MutantOutcome[];
}

// The pages run on Jest's fake clock; a page that never settles is given up on after a while
// on the real one (real-clock.ts). The product as it is gets two minutes, a bound for a
// hung page only. A mutant gets four times what the product took on the same path, and at
// least 20 s: a long path on a machine busy with browser tests can take more than 20 s as it
// is, and giving up on it then would kill a mutant that changed nothing.
const PRODUCT_GIVE_UP_MS = 120_000;
const MUTANT_GIVE_UP_MS = 20_000;
const MUTANT_SLOWDOWN_ALLOWED = 4;

const isMachine = (logic: unknown): logic is AnyStateMachine =>
  typeof logic === 'object' && logic !== null && 'root' in logic && 'config' in logic;

/**
 * The machine a page runs, with the mutant in place: the machine itself when it is the one
 * mutated, or with its mutated child machine among its actors (delivered orders spawn one
 * machine per order).
 */
export function variantWith(mutant: Mutant): MachineVariant {
  const made = new WeakMap<AnyStateMachine, AnyStateMachine>();
  const mutate = (machine: AnyStateMachine): AnyStateMachine => {
    if (machine.id === mutant.machineId) return mutant.change(machine);
    const actors = Object.entries(machine.implementations.actors ?? {});
    const child = actors.find(([, logic]) => isMachine(logic) && logic.id === mutant.machineId);
    if (!child) return machine;
    return machine.provide({ actors: { [child[0]]: mutant.change(child[1] as AnyStateMachine) } });
  };
  return (<TMachine extends AnyStateMachine>(machine: TMachine): TMachine => {
    if (!made.has(machine)) made.set(machine, mutate(machine));
    return made.get(machine) as TMachine;
  }) as MachineVariant;
}

// A mutant can send a machine round a loop that never waits for anything (an eventless
// transition back to a state whose actor answers at once): the page would hang for good. More
// steps than this in one path is such a loop; the path stops, and the mutant counts as seen.
const MAX_MICROSTEPS_PER_PATH = 5_000;

/** Stops a machine caught in a loop, by failing the step that goes round it once too often. */
function loopGuard(): (event: InspectionEvent) => void {
  let microsteps = 0;
  return (event) => {
    if (event.type !== '@xstate.microstep') return;
    microsteps += 1;
    if (microsteps > MAX_MICROSTEPS_PER_PATH) {
      throw new Error(`the machine loops: more than ${MAX_MICROSTEPS_PER_PATH} steps in one path`);
    }
  };
}

/**
 * While a mutant runs, what it breaks is expected: errors thrown outside a step (a render that
 * throws, an actor that fails) and what React and the app log about them. Jest's jsdom counts
 * an error event as the test's own failure only when the page has no listener for it; the
 * path's checks are what judge the mutant. Returns what puts things back.
 */
function expectBreakage(): () => void {
  const ignore = (event: ErrorEvent) => event.preventDefault();
  window.addEventListener('error', ignore);
  const logged = { error: console.error, warn: console.warn };
  console.error = () => undefined;
  console.warn = () => undefined;
  return () => {
    window.removeEventListener('error', ignore);
    Object.assign(console, logged);
  };
}

/**
 * Runs one path on a fresh page, giving up after `giveUpMs`; the failure's first line, or
 * undefined when it passes.
 */
async function failureOf(
  jsdom: JsdomRunner,
  path: ModelPath,
  giveUpMs: number,
): Promise<string | undefined> {
  const runner = jsdomWalkRunner(jsdom.runner, jsdom.tidy);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const givenUp = new Promise<never>((_, reject) => {
    timer = realSetTimeout(
      () => reject(new Error(`the page did not settle in ${Math.round(giveUpMs / 1000)} s`)),
      giveUpMs,
    );
  });
  try {
    const run = async () => {
      const page = await runner.open();
      await path.test({ events: runner.steps(page), states: runner.sights(page) });
    };
    await Promise.race([run(), givenUp]);
    return undefined;
  } catch (error) {
    return String((error as Error)?.message ?? error).split('\n')[0];
  } finally {
    realClearTimeout(timer);
  }
}

/** Runs a path on a mutant, stopping it if the machine loops or is far slower than the product. */
function guardedFailureOf(jsdom: JsdomRunner, path: ModelPath, productTookMs: number) {
  setMachineInspector(loopGuard());
  return failureOf(
    jsdom,
    path,
    Math.max(MUTANT_GIVE_UP_MS, MUTANT_SLOWDOWN_ALLOWED * productTookMs),
  );
}

/**
 * Runs a path on the product as it is: what it went through of the product's machines, and how
 * long it took.
 */
async function baselineRun(jsdom: JsdomRunner, path: ModelPath) {
  const recorder = new ProductCoverageRecorder();
  setMachineInspector(recorder.inspect);
  const started = realNow();
  try {
    const failure = await failureOf(jsdom, path, PRODUCT_GIVE_UP_MS);
    if (failure) {
      throw new Error(
        `The path fails on the product as it is, so no mutant can be judged by it: ` +
          `${describePath(jsdom.model, path)}: ${failure}`,
      );
    }
  } finally {
    setMachineInspector(undefined);
  }
  const reached = new Set(jsdom.runner.productMachines.flatMap((id) => [...recorder.reached(id)]));
  return { machines: recorder.machines(), reached, tookMs: realNow() - started };
}

/**
 * The paths to judge mutants by, the product machines as the pages run them, and what each path
 * went through. The covering paths go through all of the model; a state or transition of the
 * product they miss (a failure only one way of opening the page provokes) adds the first of the
 * model's other paths that goes through it.
 */
async function baselineOf(jsdom: JsdomRunner, given?: ModelPath[]) {
  const machines = new Map<string, AnyStateMachine>();
  const reached = new Map<ModelPath, Set<string>>();
  const tookMs = new Map<ModelPath, number>();
  const run = async (path: ModelPath) => {
    const seen = await baselineRun(jsdom, path);
    for (const [id, machine] of seen.machines) machines.set(id, machine);
    reached.set(path, seen.reached);
    tookMs.set(path, seen.tookMs);
    return seen.reached;
  };
  const paths = given ?? coveringPathsOf(jsdom.model);
  for (const path of paths) await run(path);
  if (given) return { paths, machines, reached, tookMs };
  const missing = new Set(
    jsdom.runner.productMachines.flatMap((id) => {
      const machine = machines.get(id);
      return machine ? [...namesOf(machine).states, ...namesOf(machine).transitions] : [];
    }),
  );
  for (const names of reached.values()) names.forEach((name) => missing.delete(name));
  for (const path of runnablePathsOf(jsdom.model)) {
    if (missing.size === 0) break;
    if (
      paths.some((chosen) => describePath(jsdom.model, chosen) === describePath(jsdom.model, path))
    )
      continue;
    const names = await run(path);
    if (![...names].some((name) => missing.has(name))) continue;
    paths.push(path);
    names.forEach((name) => missing.delete(name));
  }
  return { paths, machines, reached, tookMs };
}

/** What to mutate, and how to judge and report it. */
interface MutationOptions {
  paths?: ModelPath[];
  machine?: string;
  /** Which of the mutants to make (all by default). */
  only?: (mutant: Mutant) => boolean;
  /**
   * The mutants a path must fail on twice in a row to kill (those listed as equivalent): on a
   * busy machine a page can miss a wait, and one such failure must not judge a listing wrong.
   */
  reproduce?: (mutant: Mutant) => boolean;
  /** Told of each mutant as soon as it is judged. */
  progress?: (outcome: MutantOutcome) => void;
}

// Many mutants are killed by a wait that runs out: the pages' waits take Testing Library's own
// 1 s here, not the 5 s the web tests allow a busy machine (test/setup-web.ts), or a run would
// take longer (the cart's mutants: 32 s with 1 s, 38 s with 5 s). The second run of a path on a
// mutant whose kill must repeat waits as long as the web tests do: on a machine busy with the
// browser tests, paths failed twice in a row on listed mutants that every quiet run passes.
const MUTANT_WAIT_MS = 1000;

/**
 * Makes every mutant of the product machines a model's pages run, and runs the model's
 * covering paths (or `paths`, then no others) that enter the state it changes on the jsdom pages
 * with each mutant in place until one fails.
 * The paths that go through what a mutant changed run first: they are the likeliest to fail.
 */
export async function runMutants(
  jsdom: JsdomRunner,
  options: MutationOptions = {},
): Promise<ModelMutationRun> {
  const { asyncUtilTimeout: webTestsWaitMs } = getConfig();
  return waitingFor(MUTANT_WAIT_MS, () => judgeMutants(jsdom, options, webTestsWaitMs));
}

/** Runs `run` with the pages' waits allowed `waitMs`. */
async function waitingFor<T>(waitMs: number, run: () => Promise<T>): Promise<T> {
  const { asyncUtilTimeout } = getConfig();
  configure({ asyncUtilTimeout: waitMs });
  try {
    return await run();
  } finally {
    configure({ asyncUtilTimeout });
  }
}

async function judgeMutants(
  jsdom: JsdomRunner,
  options: MutationOptions,
  repeatWaitMs: number,
): Promise<ModelMutationRun> {
  const { paths, machines, reached, tookMs } = await baselineOf(jsdom, options.paths);
  const outcomes: MutantOutcome[] = [];
  const ids = jsdom.runner.productMachines.filter(
    (id) => !options.machine || id === options.machine,
  );
  for (const id of ids) {
    const machine = machines.get(id);
    if (!machine) throw new Error(`The paths of ${jsdom.model.name} never started ${id}`);
    for (const mutant of mutantsOf(machine).filter(options.only ?? (() => true))) {
      // A path that never enters the state the mutant changes runs it as it runs the machine:
      // it cannot fail on it, and does not run.
      const goesThrough = (path: ModelPath) =>
        mutant.concerns.some((name) => reached.get(path)!.has(name));
      const concerned = paths.filter(goesThrough);
      const meeting = paths.filter(
        (path) => goesThrough(path) || reached.get(path)!.has(mutant.inState),
      );
      const ordered = [...concerned, ...meeting.filter((path) => !concerned.includes(path))];
      const outcome: MutantOutcome = {
        machine: id,
        description: mutant.description,
        concernedPaths: concerned.length,
      };
      const shortest = [...concerned].sort((a, b) => a.steps.length - b.steps.length)[0];
      if (shortest) outcome.shortestConcerned = describePath(jsdom.model, shortest);
      setMachineVariant(variantWith(mutant));
      const restore = expectBreakage();
      try {
        for (const path of ordered) {
          const judge = () => guardedFailureOf(jsdom, path, tookMs.get(path)!);
          const failure = await judge();
          if (!failure) continue;
          const seen = { path: describePath(jsdom.model, path), failure };
          if (options.reproduce?.(mutant) && !(await waitingFor(repeatWaitMs, judge))) {
            outcome.unrepeated = [...(outcome.unrepeated ?? []), seen];
            continue;
          }
          outcome.killedBy = seen;
          break;
        }
      } finally {
        restore();
        setMachineVariant(undefined);
        setMachineInspector(undefined);
      }
      outcomes.push(outcome);
      options.progress?.(outcome);
    }
  }
  return {
    model: jsdom.model.name,
    paths: paths.map((path) => describePath(jsdom.model, path)),
    outcomes,
  };
}
