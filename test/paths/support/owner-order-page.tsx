import { screen } from '@testing-library/react';
import ManageRestaurantPage from '@/app/pages/manage-restaurant-page';
import { renderWithProviders } from '../../render-with-providers';
import { anOrder } from '../../src/features/orders/order-fixtures';
import { START_STATUS } from '../models/owner-order.model';
import { fakeOwnerOrderServer } from './owner-order-server';
import { settle } from './fake-clock';

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

// Found by their labels and text rather than by role: a path checks the page at every step, and
// role queries, which work out every element's styles, would make the paths several times slower.
/** The card, an article labelled by the customer's name. */
export const orderCard = () => screen.queryByLabelText(CUSTOMER, { selector: 'article' });

export const statusSelect = () => screen.getByLabelText('What is the status of this order?');

export const removeButton = () => screen.queryByLabelText(`Remove order for ${CUSTOMER}`);

export const kitchenButton = (label: string) =>
  screen.getByLabelText(label, { selector: 'button' });
export const acceptLabel = `Accept order for ${CUSTOMER}`;
export const rejectLabel = `Reject order for ${CUSTOMER}`;
export const cancelLabel = `Cancel order for ${CUSTOMER}`;
export const lateLabel = `+10 min, running late for ${CUSTOMER}`;
