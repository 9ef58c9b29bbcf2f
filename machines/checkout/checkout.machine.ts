import { assign, fromPromise, setup } from 'xstate';
import type { UserProfile } from '@contract/user';

/** The delivery details confirmed in the dialog: the profile fields plus the account's email. */
export interface DeliveryDetails extends UserProfile {
  email: string;
}

export interface CheckoutContext {
  isAuthenticated: boolean;
  /** Whether the signed-in user's record has arrived; the dialog is prefilled from it. */
  hasUser: boolean;
  itemCount: number;
  /** What was confirmed in the dialog, kept for the payment request. */
  details?: DeliveryDetails;
}

/** From 'Go to checkout' to the payment page. */
export type CheckoutEvent =
  /** The checkout button. */
  | { type: 'checkout.start' }
  /** What the store knows changed: sign-in state, the user record, the cart size. */
  | { type: 'session.changed'; isAuthenticated: boolean; hasUser: boolean }
  | { type: 'cart.changed'; itemCount: number }
  /** The dialog was dismissed without continuing. */
  | { type: 'dialog.close' }
  /** 'Continue to payment' with valid details. */
  | { type: 'details.submit'; details: DeliveryDetails }
  /** The browser came Back to this page as it was left (back/forward cache): start again. */
  | { type: 'page.restored' };

/**
 * Effects come from the view: `logIn` (a login that returns here), `createCheckoutSession`
 * (the API call, resolving to the payment page's url), `goToPayment` and `notifyFailure`.
 */
export const checkoutMachine = setup({
  types: {
    input: {} as Partial<CheckoutContext>,
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
  },
  actors: {
    createCheckoutSession: fromPromise<{ url: string }, { details: DeliveryDetails }>(async () => {
      throw new Error('createCheckoutSession is not provided');
    }),
  },
  actions: {
    logIn: () => undefined,
    goToPayment: (_, _params: { url: string }) => undefined,
    notifyFailure: () => undefined,
    recordSession: assign(({ event }) =>
      event.type === 'session.changed'
        ? { isAuthenticated: event.isAuthenticated, hasUser: event.hasUser }
        : {},
    ),
    recordCart: assign(({ event }) =>
      event.type === 'cart.changed' ? { itemCount: event.itemCount } : {},
    ),
  },
  guards: {
    canCheckOut: ({ context }) => context.itemCount > 0,
    isSignedIn: ({ context }) => context.isAuthenticated,
    hasUser: ({ context }) => context.hasUser,
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({ isAuthenticated: false, hasUser: false, itemCount: 0, ...input }),
  on: {
    'session.changed': { actions: 'recordSession' },
    'cart.changed': { actions: 'recordCart' },
  },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'checkout.start': { guard: 'canCheckOut', target: 'choosingRoute' },
      },
    },
    choosingRoute: {
      always: [{ guard: { type: 'isSignedIn' }, target: 'loadingUser' }, { target: 'loggingIn' }],
    },
    // The browser is leaving for the identity provider; only a Back to this page leads on.
    loggingIn: { entry: 'logIn', on: { 'page.restored': 'idle' } },
    // A spinner, not yet the dialog: the user's record (or the failure to fetch it) leads on.
    loadingUser: {
      tags: 'busy',
      always: { guard: 'hasUser', target: 'confirming' },
    },
    confirming: {
      tags: 'dialogOpen',
      on: {
        'dialog.close': 'idle',
        'details.submit': {
          target: 'submitting',
          actions: assign({ details: ({ event }) => event.details }),
        },
      },
    },
    submitting: {
      tags: ['dialogOpen', 'busy'],
      invoke: {
        src: 'createCheckoutSession',
        input: ({ context }) => ({ details: context.details! }),
        onDone: {
          target: 'redirecting',
          actions: { type: 'goToPayment', params: ({ event }) => ({ url: event.output.url }) },
        },
        onError: { target: 'idle', actions: 'notifyFailure' },
      },
    },
    // The browser is leaving for the payment page: the dialog stays, busy, until it has gone.
    redirecting: { tags: ['dialogOpen', 'busy'], on: { 'page.restored': 'idle' } },
  },
});
