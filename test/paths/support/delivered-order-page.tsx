import { act, screen, within } from '@testing-library/react';
import { hiddenOrdersKey } from '@/features/orders/customer/hidden-orders';
import OrderStatusPage from '@/features/orders/customer/order-status-page';
import { renderWithProviders } from '../../render-with-providers';
import { fakeOrderListServer, ORDERS } from './delivered-order-server';
import { settle } from './fake-clock';

// The customer's orders are fetched again every 5 s.
export const POLL_MS = 5000;

// The session double's user (test/render-with-providers.tsx), whose hidden orders are kept.
const USER_SUB = 'auth0|test-user';

const render = () =>
  renderWithProviders(<OrderStatusPage />, {
    route: '/order-status',
    auth: { email: ORDERS[0].deliveryDetails.email },
  });

/** /order-status, signed in as the customer, with both orders listed. */
export async function openOrderStatusPage() {
  const server = fakeOrderListServer();
  let view = render();
  await settle();
  const page = {
    server,
    /** The poll at which the page last saw an owner's change: the time steps count from it. */
    seenAt: server.lastAnsweredAt(),
    /** Runs the clock to the page's next poll (5 s after its last fetch) and lets it render. */
    async nextPoll() {
      const due = server.lastAnsweredAt() + POLL_MS;
      await act(() => jest.advanceTimersByTimeAsync(due - Date.now()));
      if (server.lastAnsweredAt() !== due) throw new Error(`The page did not poll at ${due}`);
      page.seenAt = due;
      await settle();
    },
    /** A fresh page with a fresh store; localStorage is kept, as a browser keeps it. */
    async reload() {
      view.unmount();
      view = render();
      await settle();
    },
  };
  return page;
}

export type OrderStatusPageUnderTest = Awaited<ReturnType<typeof openOrderStatusPage>>;

// Found by their labels and text rather than by role: a path checks the page at every step, and
// role queries, which work out every element's styles, would make the paths several times slower.
/** Each listed order as 'Order Status: {label} · Your Order from {restaurant} · Delivering to: {name}'. */
export const listedOrders = () =>
  screen.queryAllByLabelText(/^Order Status: /, { selector: 'article' }).map((article) => {
    const deliveringTo = within(article).getByText('Delivering to:');
    return [
      within(article).getByText(/^Order Status: /).textContent,
      within(article).getByText(/^Your Order from /).textContent,
      `Delivering to: ${deliveringTo.nextElementSibling?.textContent ?? ''}`,
    ].join(' · ');
  });

/** What the listed orders say of a cancellation or a refund ('Reason: …', 'Refunded …'), in order. */
export const listedNotes = () =>
  screen.queryAllByLabelText(/^Order Status: /, { selector: 'article' }).flatMap((article) =>
    within(article)
      .queryAllByText(/^(Reason: |Refunded |Refund pending)/)
      .map((note) => note.textContent ?? ''),
  );

export const noOrdersFound = () => screen.queryByText('No orders found');

/** The ids kept as hidden for this user, or null when none ever were. */
export const storedHiddenIds = (): unknown => {
  const stored = window.localStorage.getItem(hiddenOrdersKey(USER_SUB));
  return stored === null ? null : JSON.parse(stored);
};
