import { screen } from '@testing-library/react';
import type { AnyMachineSnapshot } from 'xstate';
import { ORDER_STATUS_INFO } from '@contract/order-status';
import { contextOf } from '../models/delivered-order.model';
import {
  listedOrders,
  noOrdersFound,
  POLL_MS,
  storedHiddenIds,
  type OrderStatusPageUnderTest,
} from './delivered-order-page';
import { ORDERS } from './delivered-order-server';

// An order is hidden 7 s after the page first saw it delivered, and the list is
// fetched again 0.5 s after that.
const REFETCH_AFTER_SEEN_MS = 7500;

const thankYou = (restaurantName: string) => `Thank you for ordering from ${restaurantName}!`;

/** What the customer should see in each model state, and what the page keeps and asks for. */
export function deliveredOrderSights(page: OrderStatusPageUnderTest) {
  const seesTheOrders = (snapshot: AnyMachineSnapshot) => {
    const { deliveredCount, reloaded } = contextOf(snapshot);
    const goneFromPage = snapshot.matches('hidden') || snapshot.matches('done');
    const delivered = ORDERS.slice(0, deliveredCount);

    const shown = ORDERS.flatMap((order, index) => {
      const isDelivered = index < deliveredCount;
      if (isDelivered && goneFromPage) return [];
      const { label } = ORDER_STATUS_INFO[isDelivered ? 'delivered' : 'outForDelivery'];
      return [`Order Status: ${label} · Your Order from ${order.restaurant.restaurantName}`];
    });
    expect(listedOrders()).toEqual(shown);
    if (shown.length === 0) expect(noOrdersFound()).toBeVisible();
    else expect(noOrdersFound()).not.toBeInTheDocument();

    // Each step clears the toasts first, so these are the ones its own step raised: a thank-you
    // per delivered order, on the step that reaches `thanked`. Both orders are thanked at once,
    // and the newer toast replaces the older, which stays in the page a second more.
    for (const [index, order] of ORDERS.entries()) {
      const thanked = snapshot.matches('thanked') && index < deliveredCount;
      expect(screen.queryAllByText(thankYou(order.restaurant.restaurantName))).toHaveLength(
        thanked ? 1 : 0,
      );
    }

    // Hidden orders are remembered, so a reloaded page (a new store) still leaves them off.
    expect(storedHiddenIds()).toEqual(goneFromPage ? delivered.map((order) => order._id) : null);

    // The page shows a poll's answer within an animation frame, so its timers start a few ms
    // after the poll: the refetch is due in the settling time after 7.5 s, not on the dot.
    const lastFetch = page.server.lastAnsweredAt();
    if (snapshot.matches('hidden')) expect(lastFetch).toBe(page.seenAt + POLL_MS);
    if (snapshot.matches('done') && !reloaded)
      expect(lastFetch).toBeGreaterThanOrEqual(page.seenAt + REFETCH_AFTER_SEEN_MS);
  };
  return { '*': seesTheOrders };
}
