import { assign, not, setup, stateIn, type AnyMachineSnapshot, type EventObject } from 'xstate';
import type { PathModel } from '../path-model';

export const MENU_ITEM = 'Margherita';

/** How the one checkout attempt of a path ended. */
export type CheckoutOutcome =
  'dialogClosed' | 'sessionFailed' | 'backFromLogin' | 'backFromPayment';

export interface CheckoutModelContext {
  signedIn: boolean;
  outcome?: CheckoutOutcome;
}

/** What the user does, and the network's answers (each held until its step releases it). */
export type CheckoutModelEvent =
  | { type: 'page.open'; signedIn: boolean }
  | { type: 'restaurant.arrives' }
  /** The restaurant arrives paused by its owner: it takes no orders now. */
  | { type: 'pausedRestaurant.arrives' }
  | { type: 'item.add'; name: string }
  | { type: 'user.arrives' }
  | { type: 'checkout.start' }
  | { type: 'dialog.close' }
  | { type: 'details.submit' }
  | { type: 'server.answers' }
  | { type: 'server.fails' }
  | { type: 'page.restored' };

// Every attempt ends back on the order card, with how it ended recorded.
const endWith = (outcome: CheckoutOutcome, requirements: string[]) => ({
  target: '#checkoutModel.checkout.idle.afterCheckout',
  actions: { type: 'recordOutcome' as const, params: { outcome } },
  meta: { requirements },
});

/**
 * The checkout as a user meets it on the restaurant page (machines/checkout). Generated paths
 * take every event a state listens to, even one its guard refuses, so a state listens only to
 * what it accepts: the cart and the user record are states, not flags. One item and one attempt
 * per path keep the paths few.
 */
const checkoutModelMachine = setup({
  types: { context: {} as CheckoutModelContext, events: {} as CheckoutModelEvent },
  actions: {
    recordOutcome: assign((_, params: { outcome: CheckoutOutcome }) => ({
      outcome: params.outcome,
    })),
  },
  guards: {
    opensSignedIn: ({ event }) => event.type === 'page.open' && event.signedIn,
    isSignedIn: ({ context }) => context.signedIn,
    isUserLoading: stateIn('#checkoutModel.userRecord.loading'),
  },
}).createMachine({
  id: 'checkoutModel',
  context: { signedIn: false },
  type: 'parallel',
  states: {
    // Named after the product machine's states where they correspond; its choosingRoute passes
    // at once, so here 'checkout.start' picks the route itself.
    checkout: {
      initial: 'arriving',
      states: {
        arriving: {
          on: {
            'page.open': {
              target: 'loadingPage',
              actions: assign({ signedIn: ({ event }) => event.signedIn }),
            },
          },
        },
        loadingPage: {
          meta: { requirements: ['SPEC-2-restaurant-loading'] },
          on: { 'restaurant.arrives': 'idle', 'pausedRestaurant.arrives': 'notTakingOrders' },
        },
        // The page and the cart work as usual; the checkout waits, saying why.
        notTakingOrders: {
          meta: { requirements: ['FEAT-orders-pause-page-not-taking'] },
          initial: 'cartEmpty',
          states: { cartEmpty: { on: { 'item.add': 'cartFilled' } }, cartFilled: {} },
        },
        idle: {
          meta: { requirements: ['SPEC-2-checkout-button-label'] },
          initial: 'cartEmpty',
          states: {
            cartEmpty: {
              meta: { requirements: ['SPEC-5-cart-checkout-needs-item'] },
              on: { 'item.add': 'cartFilled' },
            },
            cartFilled: {
              on: {
                'checkout.start': [
                  {
                    guard: not('isSignedIn'),
                    target: '#checkoutModel.checkout.loggingIn',
                    meta: { requirements: ['SPEC-2-checkout-log-in'] },
                  },
                  { guard: 'isUserLoading', target: '#checkoutModel.checkout.loadingUser' },
                  { target: '#checkoutModel.checkout.confirming' },
                ],
              },
            },
            afterCheckout: {},
          },
        },
        loggingIn: {
          on: { 'page.restored': endWith('backFromLogin', ['FEAT-checkout-back-restarts']) },
        },
        loadingUser: {
          meta: { requirements: ['SPEC-2-checkout-user-spinner'] },
          on: { 'user.arrives': 'confirming' },
        },
        confirming: {
          meta: { requirements: ['SPEC-2-checkout-dialog'] },
          on: {
            'dialog.close': endWith('dialogClosed', ['FEAT-checkout-dialog-closes']),
            'details.submit': 'submitting',
          },
        },
        submitting: {
          on: {
            'server.answers': {
              target: 'redirecting',
              meta: { requirements: ['SPEC-4-checkout-redirect'] },
            },
            'server.fails': endWith('sessionFailed', [
              'SPEC-4-checkout-failure-resets',
              'SPEC-8-checkout-failure-message',
            ]),
          },
        },
        redirecting: {
          on: { 'page.restored': endWith('backFromPayment', ['FEAT-checkout-back-restarts']) },
        },
      },
    },
    // The signed-in page asks for the user's record once the restaurant shows.
    userRecord: {
      initial: 'unknown',
      states: {
        unknown: {
          on: { 'page.open': [{ guard: 'opensSignedIn', target: 'notRequested' }, 'none'] },
        },
        none: {},
        notRequested: {
          on: { 'restaurant.arrives': 'loading', 'pausedRestaurant.arrives': 'loading' },
        },
        loading: { on: { 'user.arrives': 'arrived' } },
        arrived: {},
      },
    },
  },
});

const stepNames: Record<Exclude<CheckoutModelEvent['type'], 'page.open' | 'item.add'>, string> = {
  'restaurant.arrives': 'the restaurant arrives',
  'pausedRestaurant.arrives': 'the restaurant arrives, paused by its owner',
  'user.arrives': 'the user record arrives',
  'checkout.start': 'open checkout',
  'dialog.close': 'close the dialog',
  'details.submit': 'confirm delivery details',
  'server.answers': 'the payment service answers with a url',
  'server.fails': 'the payment service fails',
  'page.restored': 'the browser comes Back to the page',
};

const isStepName = (type: string): type is keyof typeof stepNames => type in stepNames;

function describeEvent(event: EventObject): string {
  if (event.type === 'page.open') {
    return `open the restaurant page signed ${opensSignedIn(event) ? 'in' : 'out'}`;
  }
  if (event.type === 'item.add') return `add "${itemNameOf(event)}"`;
  return isStepName(event.type) ? stepNames[event.type] : event.type;
}

/** Whether a 'page.open' step opens the page signed in. */
export const opensSignedIn = (event: EventObject) => 'signedIn' in event && event.signedIn === true;

/** The menu item an 'item.add' step adds. */
export const itemNameOf = (event: EventObject) =>
  'name' in event && typeof event.name === 'string' ? event.name : '';

/** What the order card should show at an idle step, read from the model. */
export function orderCardAt(snapshot: AnyMachineSnapshot) {
  const { signedIn, outcome } = snapshot.context as CheckoutModelContext;
  const cartEmpty =
    snapshot.matches({ checkout: { idle: 'cartEmpty' } }) ||
    snapshot.matches({ checkout: { notTakingOrders: 'cartEmpty' } });
  return { signedIn, outcome, cartFilled: !cartEmpty };
}

// The events that carry data; createTestModel sends the others as bare `{ type }`.
const eventsWithData: CheckoutModelEvent[] = [
  { type: 'page.open', signedIn: false },
  { type: 'page.open', signedIn: true },
  { type: 'item.add', name: MENU_ITEM },
];

export const pathModel: PathModel = {
  name: 'checkout',
  machine: checkoutModelMachine,
  events: eventsWithData,
  describeEvent,
};
