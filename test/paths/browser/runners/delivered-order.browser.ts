import { randomUUID } from 'node:crypto';
import { expect } from 'expect';
import type { Page } from 'playwright-core';
import type { AnyMachineSnapshot } from 'xstate';
import type { OrderStatus } from '@contract/order-status';
import type { Restaurant } from '@contract/restaurant';
import { CANCELLED_LABEL, ORDER_STATUS_INFO } from '@contract/order-status';
import { hiddenOrdersKey } from '@/features/orders/customer/hidden-orders';
import { thankYouText } from '@/features/orders/customer/use-delivered-orders-actor';
import { pathModel, type DeliveredOrderModelEvent } from '../../models/delivered-order.model';
import {
  CANCEL_REASON,
  expectedDeliveredOrderSight,
  listedOrderText,
  REFETCH_DUE_MS,
  type DeliveredOrderSight,
  type ListedOrder,
} from '../../support/delivered-order-expected';
import { accountFor, signIn, type Session } from '../accounts';
import type { BrowserPathRunner } from '../browser-path-runner';
import { CustomerApi } from '../customer-api';
import { OwnerApi } from '../owner-api';
import type { PathPage } from '../path-page';
import type { SystemAddresses } from '../system-under-test';
import { until } from '../until';

interface DeliveredOrderWorld {
  owner: OwnerApi;
  /** The owner's token, for the kitchen's answers (see `kitchenCancels`). */
  ownerToken: string;
  restaurant: Restaurant;
  customer: CustomerApi;
  session: Session;
  /** The customer's `sub`, which names the key their hidden orders are kept under. */
  customerSub: string;
}

/** One path's own: its two orders (as the page lists them) and what the page has seen. */
interface OrdersOnPage {
  orders: ListedOrder[];
  /** The ids the customer's browser already kept as hidden: the orders of earlier paths. */
  hiddenBefore: string[];
  /** The page's time (paused clock) when it last saw the list change; the steps count from it. */
  seenAt: number;
}

const pathOrders = new WeakMap<PathPage<DeliveredOrderWorld>, OrdersOnPage>();
const ordersOf = (path: PathPage<DeliveredOrderWorld>) => {
  const own = pathOrders.get(path);
  if (!own) throw new Error('The path has not placed its orders yet');
  return own;
};

/**
 * One frame and a little more: the store hands an answer (a poll's, the live stream's) to the
 * page at its next animation frame, which the paused clock only draws when it is moved on.
 */
const FRAME_MS = 20;
const RELOAD_FRAME_MS = 100;

/** Marks the toasts shown so far, so that a state sees only the toasts its own step raised. */
const TOAST_SEEN = 'data-paths-earlier-toast';

const subOf = (accessToken: string): string => {
  const payload = JSON.parse(Buffer.from(accessToken.split('.')[1], 'base64url').toString());
  return (payload as { sub: string }).sub;
};

/**
 * Before the app's first script: the hidden orders this customer's browser kept (in the tab's
 * first document only, a reload finds what the page left), and a note of when (page clock) the
 * app asks for the order list, so the checks can tell when the list was fetched again.
 */
async function prepareBrowser(page: Page, key: string, hiddenBefore: string[]) {
  await page.addInitScript(
    ({ key, hiddenBefore }) => {
      if (!sessionStorage.getItem('paths:prepared')) {
        sessionStorage.setItem('paths:prepared', 'yes');
        if (hiddenBefore.length > 0) localStorage.setItem(key, JSON.stringify(hiddenBefore));
      }
      const fetched: number[] = [];
      Object.assign(window, { pathsOrderListFetches: fetched });
      const send = window.fetch.bind(window);
      window.fetch = (input, init) => {
        const request = new Request(input, init);
        const { pathname } = new URL(request.url);
        if (request.method === 'GET' && pathname === '/api/order') fetched.push(Date.now());
        return send(input, init);
      };
    },
    { key, hiddenBefore },
  );
}

// A thank-you's text around the restaurant's name.
const [THANK_YOU_START, THANK_YOU_END] = thankYouText('\u0000').split('\u0000');

/** Each listed order as `listedOrderText` writes it, read from the cards' headings and text. */
const listedOrders = (page: Page): Promise<string[]> =>
  page.getByRole('article', { name: /^Order Status: / }).evaluateAll((articles) =>
    articles.map((article) => {
      const parts = [...article.querySelectorAll('h2, h3, p')].map((part) => part.textContent);
      const title = parts.find((text) => text?.startsWith('Order Status: '));
      const from = parts.find((text) => text?.startsWith('Your Order from '));
      const to = parts[parts.indexOf('Delivering to:') + 1];
      return `${title} · ${from} · Delivering to: ${to}`;
    }),
  );

/** What the listed orders say of a cancellation or a refund ('Reason: …', 'Refunded …'), in order. */
const listedNotes = (page: Page): Promise<string[]> =>
  page
    .getByRole('article', { name: /^Order Status: / })
    .evaluateAll((articles) =>
      articles.flatMap((article) =>
        [...article.querySelectorAll('p')]
          .map((part) => part.textContent ?? '')
          .filter((text) => /^(Reason: |Refunded |Refund pending)/.test(text)),
      ),
    );

/**
 * The kitchen cancels an order with the paths' reason, refunding it in full, as the owner's card
 * does. The paths move their orders along with the status dropdown, which the API may not count
 * as the kitchen's acceptance: an order it holds unaccepted (409) is rejected instead, to the same
 * end for the customer.
 */
async function kitchenCancels(system: SystemAddresses, ownerToken: string, orderId: string) {
  const answer = (action: 'cancel' | 'reject') =>
    fetch(`${system.api}/api/my/restaurant/order/${orderId}/${action}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ownerToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ reason: CANCEL_REASON }),
    });
  let done = await answer('cancel');
  if (done.status === 409) done = await answer('reject');
  if (!done.ok) throw new Error(`Could not cancel an order: ${done.status} ${await done.text()}`);
}

const noOrdersFound = (page: Page) =>
  page.getByText('No orders found', { exact: true }).isVisible();

/** The order list as the customer sees it in the browser, read as the jsdom paths read it. */
async function readDeliveredOrderSight(
  page: Page,
  key: string,
  seenAt: number,
): Promise<DeliveredOrderSight> {
  const listed = await listedOrders(page);
  const inPage = await page.evaluate(
    ({ key, start, end, seen }) => {
      const stored = localStorage.getItem(key);
      const thanked = [...document.querySelectorAll('[role="status"]')]
        .filter((toast) => !toast.closest(`[${seen}]`))
        .map((toast) => toast.textContent ?? '')
        .filter((text) => text.startsWith(start) && text.endsWith(end))
        .map((text) => text.slice(start.length, text.length - end.length));
      const fetches = (window as unknown as { pathsOrderListFetches: number[] })
        .pathsOrderListFetches;
      // The page's first fetch is its loading the list; only a later one is fetching it again.
      return { stored, thanked, lastFetch: Math.max(-Infinity, ...fetches.slice(1)) };
    },
    { key, start: THANK_YOU_START, end: THANK_YOU_END, seen: TOAST_SEEN },
  );
  return {
    listed,
    notes: await listedNotes(page),
    noOrdersFound: await noOrdersFound(page),
    thanked: inPage.thanked.sort(),
    storedHiddenIds: inPage.stored === null ? null : (JSON.parse(inPage.stored) as string[]),
    refetchedAfterHiding: inPage.lastFetch >= seenAt + REFETCH_DUE_MS,
  };
}

const statusText = (order: ListedOrder, status: OrderStatus | 'cancelled') =>
  listedOrderText(
    status === 'cancelled' ? CANCELLED_LABEL : ORDER_STATUS_INFO[status].label,
    order.restaurantName,
    order.deliveryName,
  );

/**
 * Moves the paused clock a frame at a time until `shown` holds (its store hands an
 * answer over at an animation frame); answers the page's time just before the frame that drew it.
 */
async function drawUntilShown(
  page: Page,
  shown: () => Promise<void>,
  frameMs = FRAME_MS,
): Promise<number> {
  let before = await page.evaluate(() => Date.now());
  await until(async () => {
    before = await page.evaluate(() => Date.now());
    await page.clock.runFor(frameMs);
    await shown();
  }, 10_000);
  return before;
}

/** The customer's /order-status, their two orders out for delivery, with the real API behind it. */
export const deliveredOrderBrowserRunner: BrowserPathRunner<DeliveredOrderWorld> = {
  model: pathModel,
  clock: true,
  prepare: async ({ browser, system }) => {
    const ownerSession = await signIn(browser, system, accountFor('owner'));
    const owner = new OwnerApi(system, ownerSession.accessToken);
    const restaurant = await owner.setUpRestaurant('Paths Delivered Trattoria');
    const session = await signIn(browser, system, accountFor('customer'));
    return {
      owner,
      ownerToken: ownerSession.accessToken,
      restaurant,
      customer: new CustomerApi(system, session.accessToken),
      session,
      customerSub: subOf(session.accessToken),
    };
  },
  // Two paid orders of this path, out for delivery, the newer listed first (the model's first).
  start: async (path) => {
    const { world } = path;
    const hiddenBefore = (await world.customer.myOrders()).map((order) => order._id);
    const placed = [];
    for (const which of ['second', 'first']) {
      const deliveryName = `Paths ${which} ${randomUUID().slice(0, 8)}`;
      const order = await world.customer.placePaidOrder(world.restaurant, deliveryName);
      await world.owner.setStatus(order._id, 'outForDelivery');
      placed.unshift({
        _id: order._id,
        totalAmount: order.totalAmount,
        restaurantName: world.restaurant.restaurantName,
        deliveryName,
      });
    }
    const page = await path.open('about:blank', world.session);
    await prepareBrowser(page, hiddenOrdersKey(world.customerSub), hiddenBefore);
    await page.goto(`${path.system.web}/order-status`);
    const both = placed.map((order) => statusText(order, 'outForDelivery'));
    await until(async () => expect(await listedOrders(page)).toEqual(both), 10_000);
    // From here the page's time moves only by the path's steps (and a frame to draw an answer).
    const pausedAt = (await page.evaluate(() => Date.now())) + 1000;
    await page.clock.pauseAt(pausedAt);
    pathOrders.set(path, { orders: placed, hiddenBefore, seenAt: pausedAt });
  },
  steps: (path) => {
    const own = () => ordersOf(path);
    const markEarlierToasts = () =>
      path.page.evaluate((seen) => {
        document.querySelectorAll('[role="status"]').forEach((toast) => {
          toast.setAttribute(seen, '');
        });
      }, TOAST_SEEN);
    /** The owner changes orders through the API; the page sees it on its live order stream. */
    const ownerSets = (statuses: OrderStatus[]) => async () => {
      await markEarlierToasts();
      const { orders } = own();
      for (const [index, status] of statuses.entries()) {
        await path.world.owner.setStatus(orders[index]._id, status);
      }
      const expected = orders.map((order, index) =>
        statusText(order, statuses[index] ?? 'outForDelivery'),
      );
      own().seenAt = await drawUntilShown(path.page, async () =>
        expect(await listedOrders(path.page)).toEqual(expected),
      );
    };
    /** The kitchen cancels the first order; the page sees it on its live order stream. */
    const kitchenCancelsFirst = async () => {
      await markEarlierToasts();
      const { orders } = own();
      await kitchenCancels(path.system, path.world.ownerToken, orders[0]._id);
      const expected = [
        statusText(orders[0], 'cancelled'),
        statusText(orders[1], 'outForDelivery'),
      ];
      own().seenAt = await drawUntilShown(path.page, async () =>
        expect(await listedOrders(path.page)).toEqual(expected),
      );
    };
    const timePasses = (ms: number) => async () => {
      await markEarlierToasts();
      await path.page.clock.runFor(ms);
    };
    const steps: Record<DeliveredOrderModelEvent['type'], () => Promise<void>> = {
      'order.delivered': ownerSets(['delivered']),
      'orders.delivered': ownerSets(['delivered', 'delivered']),
      'order.cancelled': kitchenCancelsFirst,
      'order.movedBack': ownerSets(['outForDelivery']),
      'time.pass3s': timePasses(3000),
      'time.pass4s': timePasses(4000),
      'time.pass0.5s': timePasses(500),
      'page.reload': async () => {
        await path.page.reload();
        // A new page counts no time the model does (its hidden orders have no timers), and its
        // sign-in and first answer take some of the page's time: larger frames, fewer turns.
        await drawUntilShown(
          path.page,
          async () => {
            const listed = (await listedOrders(path.page)).length > 0;
            expect(listed || (await noOrdersFound(path.page))).toBe(true);
          },
          RELOAD_FRAME_MS,
        );
      },
    };
    return steps;
  },
  sights: (path) => {
    const check = async (snapshot: AnyMachineSnapshot) => {
      const { orders, hiddenBefore, seenAt } = ordersOf(path);
      const expected = expectedDeliveredOrderSight(snapshot, orders, hiddenBefore);
      const key = hiddenOrdersKey(path.world.customerSub);
      await until(async () =>
        expect(await readDeliveredOrderSight(path.page, key, seenAt)).toEqual(expected),
      );
    };
    return { '*': check };
  },
};
