import { assign, setup, type AnyMachineSnapshot } from 'xstate';
import type { PathModel } from '../path-model';

/**
 * A door for the criteria's tests: 'open' tries the lock (a guard true or false), 'knock' only
 * while locked and knocks counted up to two; 'unlock' is offered only while locked, so its guard
 * is never seen false.
 */
const doorMachine = setup({
  types: {
    context: {} as { locked: boolean; knocks: number },
    events: {} as { type: 'open' } | { type: 'close' } | { type: 'knock' } | { type: 'unlock' },
  },
  guards: {
    isUnlocked: ({ context }) => !context.locked,
    isLocked: ({ context }) => context.locked,
    canKnock: ({ context }) => context.knocks < 2,
  },
}).createMachine({
  id: 'door',
  context: { locked: true, knocks: 0 },
  initial: 'shut',
  states: {
    shut: {
      on: {
        open: [
          { guard: 'isUnlocked', target: 'open' },
          { guard: 'canKnock', actions: assign({ knocks: ({ context }) => context.knocks + 1 }) },
        ],
        unlock: { guard: 'isLocked', actions: assign({ locked: false }) },
      },
    },
    open: { on: { close: { target: 'shut' } } },
  },
});

export const doorModel: PathModel = {
  name: 'door',
  machine: doorMachine,
  events: (snapshot: AnyMachineSnapshot) => {
    const { locked } = snapshot.context as { locked: boolean };
    return snapshot.matches('shut')
      ? [{ type: 'open' }, ...(locked ? [{ type: 'unlock' }] : [])]
      : [{ type: 'close' }];
  },
  describeEvent: (event) => event.type,
};
