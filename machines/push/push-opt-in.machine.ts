import { assign, fromPromise, setup } from 'xstate';

/** Where this device stands for one purpose when the page opens. */
export type PushOptInFound = 'unsupported' | 'blocked' | 'off' | 'on';

/** What the browser answered when asked for notifications. */
export type PushPermissionAnswer = 'default' | 'granted' | 'denied';

/** The last change that did not go through; cleared by the next press. */
export type PushOptInProblem = 'enable-failed' | 'disable-failed' | undefined;

export interface PushOptInContext {
  problem: PushOptInProblem;
}

export type PushOptInEvent = { type: 'push.enable' } | { type: 'push.disable' };

/**
 * One device's opt-in to web push for one purpose (the owner's alerts, the customer's order
 * updates): alerts that reach it while the app is closed. It finds where the device stands, asks
 * for the permission (only when told to enable), subscribes and unsubscribes. The view provides
 * the effects: `findOptIn`, `askPermission`, `optIn` (the browser's subscription and the API's
 * copy), `optOut`. The defaults find nothing possible and do nothing.
 */
export const pushOptInMachine = setup({
  types: {
    context: {} as PushOptInContext,
    events: {} as PushOptInEvent,
  },
  actors: {
    findOptIn: fromPromise<PushOptInFound>(async () => 'unsupported'),
    askPermission: fromPromise<PushPermissionAnswer>(async () => 'default'),
    optIn: fromPromise<void>(async () => undefined),
    optOut: fromPromise<void>(async () => undefined),
  },
  actions: {
    clearProblem: assign({ problem: undefined }),
  },
}).createMachine({
  id: 'pushOptIn',
  context: { problem: undefined },
  initial: 'finding',
  states: {
    finding: {
      invoke: {
        src: 'findOptIn',
        onDone: [
          { guard: ({ event }) => event.output === 'on', target: 'on' },
          { guard: ({ event }) => event.output === 'off', target: 'off' },
          { guard: ({ event }) => event.output === 'blocked', target: 'blocked' },
          { target: 'unsupported' },
        ],
        onError: { target: 'unsupported' },
      },
    },
    // No service worker, push manager or notifications here: nothing is offered.
    unsupported: { tags: 'unsupported' },
    off: {
      tags: 'off',
      on: { 'push.enable': { target: 'asking', actions: 'clearProblem' } },
    },
    asking: {
      tags: 'busy',
      invoke: {
        src: 'askPermission',
        onDone: [
          { guard: ({ event }) => event.output === 'granted', target: 'subscribing' },
          { guard: ({ event }) => event.output === 'denied', target: 'blocked' },
          // Closed without an answer: offered again.
          { target: 'off' },
        ],
        onError: { target: 'off' },
      },
    },
    subscribing: {
      tags: 'busy',
      invoke: {
        src: 'optIn',
        onDone: { target: 'on' },
        onError: { target: 'off', actions: assign({ problem: 'enable-failed' }) },
      },
    },
    on: {
      tags: 'on',
      on: { 'push.disable': { target: 'unsubscribing', actions: 'clearProblem' } },
    },
    unsubscribing: {
      tags: ['busy', 'on'],
      invoke: {
        src: 'optOut',
        onDone: { target: 'off' },
        onError: { target: 'on', actions: assign({ problem: 'disable-failed' }) },
      },
    },
    // Refused: only the browser's site settings can allow it again.
    blocked: { tags: 'blocked' },
  },
});
