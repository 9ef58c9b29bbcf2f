import ManageRestaurantPage from '@/app/pages/manage-restaurant-page';
import { renderWithProviders } from '../../render-with-providers';
import { anOrder } from '../../src/features/orders/order-fixtures';
import { START_STATUS } from '../models/owner-order.model';
import { fakeOwnerOrderServer } from './owner-order-server';
import { settle } from './fake-clock';
import * as onPage from './find-on-page';

const ORDER = anOrder({ status: START_STATUS });
const CUSTOMER = ORDER.deliveryDetails.name;
/** The order's window before the server rejects it: longer than any path takes. */
const ACCEPT_WINDOW_MS = 10 * 60_000;

/** The Orders tab of /manage-restaurant, signed in as the owner, with the order listed. */
export async function openOrdersTab() {
  const acceptBy = new Date(Date.now() + ACCEPT_WINDOW_MS).toISOString();
  const server = fakeOwnerOrderServer({ ...ORDER, acceptBy });
  const { user } = renderWithProviders(<ManageRestaurantPage />, {
    route: '/manage-restaurant',
    auth: { email: 'owner@example.com' },
  });
  await settle();
  return { server, user };
}

export type OrdersTabPage = Awaited<ReturnType<typeof openOrdersTab>>;

// Read inside the card: a path checks the page at every step, and Testing Library's queries over
// the whole page (the restaurant form included) work out labels or styles for every element,
// which made the paths several times slower. Labels are found by their text, then their control.

/** The card, an article labelled (aria-labelledby) by the customer's name. */
export const orderCard = () =>
  [...document.querySelectorAll<HTMLElement>('article[aria-labelledby]')].find(
    (article) =>
      document.getElementById(article.getAttribute('aria-labelledby')!)?.textContent === CUSTOMER,
  ) ?? null;

const theCard = () => {
  const card = orderCard();
  if (!card) throw new Error(`No order card for ${CUSTOMER}`);
  return card;
};

/** The form control a `<label>` in the card names, by its text. */
export const controlLabelled = (text: string) => {
  const control = onPage.controlLabelled(text, theCard());
  if (!control) throw new Error(`No label '${text}' on the card names a control`);
  return control as HTMLElement;
};

export const statusSelect = () =>
  controlLabelled('What is the status of this order?') as HTMLSelectElement;

/** A button of the card by its aria-label, or null. */
export const buttonLabelled = (label: string) => {
  const card = orderCard();
  return card && onPage.buttonLabelled(label, card);
};

/** A button of the card by its text, or null. */
export const buttonReading = (text: string) => {
  const card = orderCard();
  return card && onPage.buttonReading(text, card);
};

export const removeButton = () => buttonLabelled(`Remove order for ${CUSTOMER}`);

export const kitchenButton = (label: string) => {
  const button = buttonLabelled(label);
  if (!button) throw new Error(`No button '${label}' on the card`);
  return button;
};
export const acceptLabel = `Accept order for ${CUSTOMER}`;
export const rejectLabel = `Reject order for ${CUSTOMER}`;
export const cancelLabel = `Cancel order for ${CUSTOMER}`;
export const lateLabel = `+10 min, running late for ${CUSTOMER}`;
