import { screen } from '@testing-library/react';
import type { Order } from '@contract/order';
import ManageRestaurantPage from '@/app/pages/manage-restaurant-page';
import { renderWithProviders } from '../../render-with-providers';
import { anOrder } from '../../src/features/orders/order-fixtures';
import { stubAlertBrowser, type AlertBrowser } from '../../src/features/orders/owner/alert-browser';
import type { NewOrder } from '../models/new-order-alert.model';
import { PAGE_TITLE } from './new-order-alert-expected';
import { fakeNewOrderServer } from './new-order-alert-server';
import { settle } from './fake-clock';

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

/** Takes the stubbed browser away (after each path). */
export function restoreAlertBrowser() {
  browser?.restore();
  browser = undefined;
}

/**
 * The Orders tab of /manage-restaurant, signed in as the owner, with no order yet, in a browser
 * that has not been asked about notifications. Each step is marked, so that what a state shows
 * of the chime and the notifications is what its own step did.
 */
export async function openOrdersTabForAlerts() {
  document.title = PAGE_TITLE;
  const stubbed = stubAlertBrowser('default');
  browser = stubbed;
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
export const acceptButtons = () => screen.queryAllByLabelText(/^Accept order for /);
export const enableButton = () => screen.queryByText('Enable alerts', { selector: 'button' });
export const muteSwitch = () => screen.getByText('Mute', { selector: 'button' });
