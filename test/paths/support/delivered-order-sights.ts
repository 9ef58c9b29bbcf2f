import { screen } from '@testing-library/react';
import type { AnyMachineSnapshot } from 'xstate';
import { thankYouText } from '@/features/orders/customer/use-delivered-orders-actor';
import {
  expectedDeliveredOrderSight,
  REFETCH_DUE_MS,
  type DeliveredOrderSight,
} from './delivered-order-expected';
import {
  listedNotes,
  listedOrders,
  noOrdersFound,
  POLL_MS,
  storedHiddenIds,
  type OrderStatusPageUnderTest,
} from './delivered-order-page';
import { ORDERS } from './delivered-order-server';

// A thank-you's text around the restaurant's name, e.g. 'Thank you for ordering from ' and '!'.
const [THANK_YOU_START, THANK_YOU_END] = thankYouText('\u0000').split('\u0000');

/** The restaurants the thank-you toasts in the page name, alphabetically. */
const thankedRestaurants = () =>
  screen
    .queryAllByText((text) => text.startsWith(THANK_YOU_START))
    .map((toast) =>
      (toast.textContent ?? '').slice(THANK_YOU_START.length, -THANK_YOU_END.length || undefined),
    )
    .sort();

/** The page's orders as the model names them: the first listed first. */
const PAGE_ORDERS = ORDERS.map((order) => ({
  _id: order._id,
  totalAmount: order.totalAmount,
  restaurantName: order.restaurant.restaurantName,
  deliveryName: order.deliveryDetails.name,
}));

/** What the customer sees on the rendered page (jsdom), and what the page kept and asked for. */
function readDeliveredOrderSight(page: OrderStatusPageUnderTest): DeliveredOrderSight {
  return {
    listed: listedOrders(),
    notes: listedNotes(),
    noOrdersFound: noOrdersFound() !== null,
    // Each step clears the toasts first, so these are the ones its own step raised.
    thanked: thankedRestaurants(),
    storedHiddenIds: storedHiddenIds() as string[] | null,
    refetchedAfterHiding: page.server.lastAnsweredAt() >= page.seenAt + REFETCH_DUE_MS,
  };
}

/** What the customer should see in each model state, and what the page keeps and asks for. */
export function deliveredOrderSights(page: OrderStatusPageUnderTest) {
  const seesTheOrders = (snapshot: AnyMachineSnapshot) => {
    expect(readDeliveredOrderSight(page)).toEqual(
      expectedDeliveredOrderSight(snapshot, PAGE_ORDERS),
    );
    if (noOrdersFound()) expect(noOrdersFound()).toBeVisible();
    // The owner's changes are seen at a poll here: a hidden order's list was last fetched by
    // the poll 5 s after the page saw it delivered, not yet by the refetch after hiding.
    if (snapshot.matches('hidden'))
      expect(page.server.lastAnsweredAt()).toBe(page.seenAt + POLL_MS);
  };
  return { '*': seesTheOrders };
}
