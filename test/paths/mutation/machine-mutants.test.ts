import { assign, createActor, setup, type AnyStateMachine } from 'xstate';
import { mutantsOf, type Mutant } from './machine-mutants';

const doorMachine = setup({
  types: { context: {} as { opened: number }, events: {} as { type: 'open' } | { type: 'close' } },
  actions: {
    count: assign({ opened: ({ context }) => context.opened + 1 }),
    ring: () => undefined,
  },
  guards: { isUnlocked: () => true },
}).createMachine({
  id: 'door',
  context: { opened: 0 },
  initial: 'closed',
  states: {
    closed: { on: { open: { guard: 'isUnlocked', target: 'open', actions: 'count' } } },
    open: {
      entry: 'ring',
      after: { 1000: 'closed' },
      on: { close: 'closed' },
    },
  },
});

const mutant = (description: string): Mutant => {
  const found = mutantsOf(doorMachine).find((made) => made.description === description);
  if (!found) throw new Error(`No mutant "${description}"`);
  return found;
};

/** The state after sending `events` to a machine. */
function stateAfter(machine: AnyStateMachine, ...events: Array<'open' | 'close'>) {
  const actor = createActor(machine).start();
  for (const type of events) actor.send({ type });
  const { value } = actor.getSnapshot();
  actor.stop();
  return value;
}

test('every kind of change is made, each named once, from the config', () => {
  expect(mutantsOf(doorMachine).map(({ description }) => description)).toEqual([
    'door: open in closed is removed',
    'door: open in closed targets closed instead of open',
    'door: open in closed with its guard isUnlocked negated',
    'door: open in closed taken whatever its guard isUnlocked says',
    'door: open in closed no longer does count',
    'door: open in closed does ring instead of count',
    'door: close in open is removed',
    'door: close in open targets open instead of closed',
    'door: after 1000 ms in open is removed',
    'door: after 1000 ms in open targets open instead of closed',
    'door: after 1000 ms in open waits 2000 ms',
    'door: after 1000 ms in open waits 500 ms',
    'door: entering open no longer does ring',
    'door: entering open does count instead of ring',
  ]);
});

test('a mutant behaves as its description says, and the machine itself is unchanged', () => {
  expect(stateAfter(mutant('door: open in closed is removed').change(doorMachine), 'open')).toBe(
    'closed',
  );
  expect(
    stateAfter(
      mutant('door: open in closed with its guard isUnlocked negated').change(doorMachine),
      'open',
    ),
  ).toBe('closed');
  expect(
    stateAfter(
      mutant('door: close in open targets open instead of closed').change(doorMachine),
      'open',
      'close',
    ),
  ).toBe('open');
  expect(stateAfter(doorMachine, 'open')).toBe('open');
  expect(stateAfter(doorMachine, 'open', 'close')).toBe('closed');
});

test('a delay changed is waited for as changed', () => {
  jest.useFakeTimers();
  try {
    const slower = createActor(
      mutant('door: after 1000 ms in open waits 2000 ms').change(doorMachine),
    );
    slower.start().send({ type: 'open' });
    jest.advanceTimersByTime(1500);
    expect(slower.getSnapshot().value).toBe('open');
    jest.advanceTimersByTime(500);
    expect(slower.getSnapshot().value).toBe('closed');
  } finally {
    jest.useRealTimers();
  }
});

test('a dropped action is not done', () => {
  const actor = createActor(
    mutant('door: open in closed no longer does count').change(doorMachine),
  );
  actor.start().send({ type: 'open' });
  expect(actor.getSnapshot().context.opened).toBe(0);
});
