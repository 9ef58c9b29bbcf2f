import {
  assign,
  getInitialSnapshot,
  getNextSnapshot,
  setup,
  type AnyMachineSnapshot,
  type EventObject,
} from 'xstate';
import type { PathModel } from '../path-model';
import { randomWalk, type WalkSettings } from './random-walk';
import type { WalkRunner } from './walk-runner';
import type { WalkStep } from './walk-run';
import { sightKeysFor } from './sight-keys';

// A tiny model: open a counter page, count up to 3 and down again, toggle a light that has
// nothing to do with the count, close the page (a dead end the walk starts over from).
const counterMachine = setup({
  types: {
    context: {} as { count: number; light: boolean },
    events: {} as
      | { type: 'page.open' }
      | { type: 'up' }
      | { type: 'down' }
      | { type: 'light.toggle' }
      | { type: 'page.close' },
  },
}).createMachine({
  id: 'counter',
  context: { count: 0, light: false },
  initial: 'closed',
  states: {
    closed: { on: { 'page.open': 'counting' } },
    counting: {
      on: {
        up: {
          guard: ({ context }) => context.count < 3,
          actions: assign({ count: ({ context }) => context.count + 1 }),
        },
        down: {
          guard: ({ context }) => context.count > 0,
          actions: assign({ count: ({ context }) => context.count - 1 }),
        },
        'light.toggle': { actions: assign({ light: ({ context }) => !context.light }) },
        'page.close': 'gone',
      },
    },
    gone: { type: 'final' },
  },
});

const counterModel: PathModel = {
  name: 'counter',
  machine: counterMachine,
  events: [],
  describeEvent: (event: EventObject) => event.type,
};

interface CounterPage {
  count: number;
  light: boolean;
}

/**
 * The page double. `faultAtThree` plants the fault: counting down from 3 takes away 2, so only a
 * walk that first counts up to 3 meets it.
 */
function counterRunner(faultAtThree: boolean) {
  const opened: CounterPage[] = [];
  const runner: WalkRunner<CounterPage> = {
    open: () => {
      const page = { count: 0, light: false };
      opened.push(page);
      return page;
    },
    steps: (page) => ({
      up: async () => {
        page.count += 1;
      },
      down: async () => {
        page.count -= faultAtThree && page.count === 3 ? 2 : 1;
      },
      'light.toggle': async () => {
        page.light = !page.light;
      },
    }),
    sights: (page) => ({
      counting: async (snapshot: AnyMachineSnapshot) => {
        expect(page).toEqual(snapshot.context);
      },
    }),
  };
  return { runner, opened };
}

const eventsOf = (steps: WalkStep[]) =>
  steps.map((step) => (step.kind === 'event' ? step.event.type : 'restart'));

// A seed whose walk meets the fault (many do; some close the page too soon, again and again).
const SETTINGS: WalkSettings = { seed: 1, steps: 40 };

describe('a random walk through a path model', () => {
  it('meets the planted fault, and shrinks the walk to the shortest sequence that fails', async () => {
    const result = await randomWalk(counterModel, counterRunner(true).runner, SETTINGS);

    expect(result.passed).toBe(false);
    expect(eventsOf(result.steps)).toEqual(['page.open', 'up', 'up', 'up', 'down']);
    expect(result.failure).toMatchObject({
      during: 'checking that the page shows "counting" after step 5',
      replay: { path: expect.stringMatching(/^0(:\d+)+$/), commands: expect.any(String) },
    });
  });

  it('replays the failure from the printed seed and path, on one page, without shrinking', async () => {
    const found = await randomWalk(counterModel, counterRunner(true).runner, SETTINGS);
    const { runner, opened } = counterRunner(true);

    const replayed = await randomWalk(counterModel, runner, {
      ...SETTINGS,
      replay: found.failure!.replay,
    });

    expect(replayed.steps).toEqual(found.steps);
    expect(replayed.failure).toEqual(found.failure);
    expect(opened).toHaveLength(1);
  });

  it('takes the same steps twice for the same seed, and other steps for another', async () => {
    const walk = (seed: number) =>
      randomWalk(counterModel, counterRunner(false).runner, { ...SETTINGS, seed });

    const [first, again, other] = await Promise.all([walk(7), walk(7), walk(8)]);

    expect(first.passed).toBe(true);
    expect(again.steps).toEqual(first.steps);
    expect(other.steps).not.toEqual(first.steps);
  });

  it('sends at most as many events as asked, starting over at dead ends', async () => {
    const result = await randomWalk(counterModel, counterRunner(false).runner, SETTINGS);
    const steps = eventsOf(result.steps);

    expect(steps.filter((step) => step !== 'restart')).toHaveLength(SETTINGS.steps);
    steps.forEach((step, index) => {
      if (step === 'restart') expect(steps[index - 1]).toBe('page.close');
    });
  });

  it('stops once every transition is taken, when asked to', async () => {
    const result = await randomWalk(counterModel, counterRunner(false).runner, {
      ...SETTINGS,
      steps: 500,
      until: 'transitions',
    });

    expect(result.coverage.transitions.missing).toEqual([]);
    expect(result.steps.length).toBeLessThan(500);
    // The last step took the last transition: without it, one would be missing.
    expect(result.steps.at(-1)).toMatchObject({ kind: 'event' });
  });
});

describe('which sights a state is checked against', () => {
  const snapshotIn = (events: Array<{ type: 'page.open' }>) => {
    let snapshot: AnyMachineSnapshot = getInitialSnapshot(counterMachine);
    for (const event of events) snapshot = getNextSnapshot(counterMachine, snapshot, event);
    return snapshot;
  };

  it('matches state values and #ids, as path.test does, and falls back to *', () => {
    const counting = snapshotIn([{ type: 'page.open' }]);
    const keys = ['closed', 'counting', '#counter.counting', '*'];

    expect(sightKeysFor(counterMachine, keys, counting)).toEqual(['counting', '#counter.counting']);
    expect(sightKeysFor(counterMachine, ['gone', '*'], counting)).toEqual(['*']);
  });
});
