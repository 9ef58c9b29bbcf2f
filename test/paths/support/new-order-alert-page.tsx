import type { Order } from '@contract/order';
import ManageRestaurantPage from '@/app/pages/manage-restaurant-page';
import { renderWithProviders } from '../../render-with-providers';
import { anOrder } from '../../src/features/orders/order-fixtures';
import { stubAlertBrowser, type AlertBrowser } from '../../src/features/orders/owner/alert-browser';
import type { NewOrder } from '../models/new-order-alert.model';
import { PAGE_TITLE } from './new-order-alert-expected';
import { fakeNewOrderServer } from './new-order-alert-server';
import { settle } from './fake-clock';
import { buttonReading, buttonsLabelled } from './find-on-page';

const ADA = anOrder({ _id: 'order-ada' });
export const NEW_ORDER_OF: Record<NewOrder, Order> = {
  ada: ADA,
  bob: anOrder({
    _id: 'order-bob',
    totalAmount: 1150,
    deliveryDetails: { ...ADA.deliveryDetails, name: 'Bob Ross' },
    cartItems: [
      { menuItemId: 'm3', name: 'Lasagne', quantity: 1, price: 900, choices: [], refunded: false },
    ],
  }),
};

/** The window each order has before the server rejects it: Bob's is in its last minutes. */
const ACCEPT_WINDOW_MS: Record<NewOrder, number> = { ada: 10 * 60_000, bob: 2 * 60_000 };

/** The order as the API lists it once paid now (on the page's clock): its acceptBy set. */
export const paidNow = (order: NewOrder): Order => ({
  ...NEW_ORDER_OF[order],
  acceptBy: new Date(Date.now() + ACCEPT_WINDOW_MS[order]).toISOString(),
});

let browser: AlertBrowser | undefined;
let sound: ReturnType<typeof soundOnlyFromClicks> | undefined;

/** Takes the stubbed browser away (after each path). */
export function restoreAlertBrowser() {
  sound?.restore();
  sound = undefined;
  browser?.restore();
  browser = undefined;
}

type StubbedAudioContext = new () => { state: string; resume: () => Promise<void> };

/**
 * The stubbed audio as a browser has it that lets a page sound only from audio it started or
 * resumed in a click (as Safari does): a context made outside one starts suspended, and resuming
 * it works only in one. Answers whether the page's sound is unlocked so (a context running).
 */
function soundOnlyFromClicks() {
  const globals = window as unknown as { AudioContext: StubbedAudioContext };
  const Stubbed = globals.AudioContext;
  const contexts: Array<{ state: string }> = [];
  let clicking = false;
  const clickStarts = () => {
    clicking = true;
  };
  const clickEnds = () => {
    clicking = false;
  };
  // The page's own click handlers run between the two (React listens on its root).
  window.addEventListener('click', clickStarts, true);
  window.addEventListener('click', clickEnds);
  class ClickOnlyAudioContext extends Stubbed {
    constructor() {
      super();
      this.state = clicking ? 'running' : 'suspended';
      this.resume = () => {
        if (!clicking) return Promise.reject(new DOMException('Not in a click', 'NotAllowedError'));
        this.state = 'running';
        return Promise.resolve();
      };
      contexts.push(this);
    }
  }
  globals.AudioContext = ClickOnlyAudioContext;
  return {
    unlocked: () => contexts.some((context) => context.state === 'running'),
    restore() {
      window.removeEventListener('click', clickStarts, true);
      window.removeEventListener('click', clickEnds);
    },
  };
}

/**
 * The Orders tab of /manage-restaurant, signed in as the owner, with no order yet, in a browser
 * that has not been asked about notifications and lets the page sound only from a click. Each
 * step is marked, so that what a state shows of the chime and the notifications is what its own
 * step did.
 */
export async function openOrdersTabForAlerts() {
  document.title = PAGE_TITLE;
  const stubbed = stubAlertBrowser('default');
  browser = stubbed;
  const clickOnly = soundOnlyFromClicks();
  sound = clickOnly;
  const server = fakeNewOrderServer();
  const { user } = renderWithProviders(<ManageRestaurantPage />, {
    route: '/manage-restaurant',
    auth: { email: 'owner@example.com' },
  });
  await settle();
  let mark = { chimes: 0, notifications: 0 };
  return {
    server,
    browser: stubbed,
    user,
    /** Whether the page's sound has been unlocked by a click. */
    soundUnlocked: clickOnly.unlocked,
    markStep() {
      mark = { chimes: stubbed.chimes(), notifications: stubbed.notifications().length };
    },
    /** The chimes played and the notifications shown since the step began. */
    sinceStep: () => ({
      chimes: stubbed.chimes() - mark.chimes,
      notifications: stubbed.notifications().slice(mark.notifications),
    }),
  };
}

export type AlertsPage = Awaited<ReturnType<typeof openOrdersTabForAlerts>>;

// Found by their labels and text rather than by role: role queries, which work out every
// element's styles, would make the paths several times slower.
export const acceptButtons = () => buttonsLabelled(/^Accept order for /);
export const enableButton = () => buttonReading('Enable alerts');
export const muteSwitch = () => {
  const mute = buttonReading('Mute');
  if (!mute) throw new Error("No 'Mute' button on the page");
  return mute;
};
