import { randomUUID } from 'node:crypto';
import { expect } from 'expect';
import type { Page } from 'playwright-core';
import type { AnyMachineSnapshot } from 'xstate';
import { ORDER_STATUS_INFO } from '@contract/order-status';
import { POLL_INTERVAL_MS, REMOVAL_DELAY_MS } from '@machines/orders/order-timing';
import { pathModel, START_STATUS, type OwnerOrderModelEvent } from '../../models/owner-order.model';
import {
  activeOrdersCount,
  expectedOwnerOrderSight,
  OWNER_ORDER_TOASTS,
  type OrderCardSight,
  type OwnerOrderSight,
} from '../../support/owner-order-expected';
import type { BrowserPathRunner, StepRunner } from '../browser-path-runner';
import { HeldWrites } from '../held-writes';
import type { PathPage } from '../path-page';
import {
  restaurantOwner,
  signedInCustomer,
  type RestaurantOwner,
  type SignedInCustomer,
} from '../path-people';
import { perPath } from '../path-state';
import { pauseClock, settle, untilSettled } from '../paused-clock';
import { markEarlierToasts, newToasts } from '../step-toasts';

type OwnerOrderWorld = RestaurantOwner & SignedInCustomer;

/** One path's own: its order's customer (the card's name) and the writes its page sent. */
interface PathOrder {
  orderId: string;
  customer: string;
  writes: HeldWrites;
}

type OwnerOrderPath = PathPage<OwnerOrderWorld>;

const STATUS_LABEL = 'What is the status of this order?';

const ONE_SECOND_MS = 1000;

const pathOrders = perPath<OwnerOrderPath, PathOrder>();

const orderCard = (page: Page, customer: string) =>
  page.getByRole('article', { name: customer, exact: true });

const ownOf = pathOrders.of;

/**
 * The path's start (the model has no step that opens the page): the orders earlier paths left
 * are taken off the list, a customer pays for the path's own order, and the owner opens the
 * Orders tab once it lists it. Then the page's time stops.
 */
async function openOrdersTab(path: OwnerOrderPath): Promise<void> {
  const { world } = path;
  for (const order of await world.owner.activeOrders()) await world.owner.removeOrder(order._id);
  const customer = `Paths Owner ${randomUUID().slice(0, 8)}`;
  const order = await world.customer.placePaidOrder(world.restaurant, customer);
  if (order.status !== START_STATUS) await world.owner.setStatus(order._id, START_STATUS);
  const page = await path.open(`${path.system.web}/manage-restaurant`, world.ownerSession);
  const writes = await HeldWrites.on(page, `${path.system.api}/api/my/restaurant/order/`);
  await orderCard(page, customer).waitFor({ timeout: 15_000 });
  await pauseClock(page);
  pathOrders.set(path, { orderId: order._id, customer, writes });
}

/** The card as the owner sees it in the browser, read at once (it may leave the list). */
async function readCard(page: Page, customer: string): Promise<OrderCardSight | null> {
  const cards = await orderCard(page, customer).evaluateAll(
    (articles, removeLabel) =>
      articles.map((article) => {
        const select = article.querySelector('select');
        const x = article.querySelector<HTMLButtonElement>(`button[aria-label="${removeLabel}"]`);
        const statuses = [...article.querySelectorAll('[role="status"]')];
        const buttons = [...article.querySelectorAll('button')];
        // No named functions in here: the page runs this source as it is, without the helper
        // the test's compiler names them with.
        const back = buttons.find((button) => button.textContent === 'Back');
        const accept = buttons.find((button) =>
          button.getAttribute('aria-label')?.startsWith('Accept order for '),
        );
        const late = buttons.find((button) =>
          button.getAttribute('aria-label')?.startsWith('+10 min, running late for '),
        );
        const texts = [...article.querySelectorAll('*')].map((each) => each.textContent ?? '');
        const kitchen = back
          ? {
              controls: back.closest('form')?.textContent?.includes('Why reject this order?')
                ? ('rejectForm' as const)
                : ('cancelForm' as const),
              enabled: !back.disabled,
            }
          : accept
            ? { controls: 'accept' as const, enabled: !accept.disabled }
            : late
              ? { controls: 'late' as const, enabled: !late.disabled }
              : null;
        return {
          status: select?.selectedOptions[0]?.textContent ?? '',
          statusEnabled: select ? !select.disabled : false,
          removingSoon: statuses.some((status) => status.textContent === 'Removing soon...'),
          remove: x ? { enabled: !x.disabled, text: x.textContent ?? '' } : null,
          kitchen,
          countdown: texts.some((text) => /^Auto-rejects in \d+:\d\d$/.test(text)),
          cancelled: [...article.querySelectorAll('strong')].some(
            (strong) => strong.textContent === 'Cancelled',
          ),
          refund: texts.some((text) => /^Refunded \$/.test(text)),
          refundedLines: [...article.querySelectorAll('span')].filter(
            (span) => span.textContent === 'Refunded',
          ).length,
        };
      }),
    `Remove order for ${customer}`,
  );
  return cards[0] ?? null;
}

/** The Orders tab as the owner sees it in the browser, read as the jsdom paths read it. */
async function readOwnerOrderSight(page: Page, own: PathOrder): Promise<OwnerOrderSight> {
  const toasts = await newToasts(page);
  const headings = await page.locator('h2').allTextContents();
  return {
    toasts: OWNER_ORDER_TOASTS.filter((text) => toasts.includes(text)),
    statusChangesSent: own.writes.sentCount('PATCH'),
    kitchenSent: own.writes.sentCount('POST'),
    waitingFor: own.writes.waiting(),
    activeOrders: headings.map(activeOrdersCount).find((count) => count !== null) ?? null,
    card: await readCard(page, own.customer),
  };
}

/** Owner's Orders tab of the paths' own restaurant, its one order paid for by a real customer. */
export const ownerOrderBrowserRunner: BrowserPathRunner<OwnerOrderWorld> = {
  model: pathModel,
  clock: true,
  start: openOrdersTab,
  prepare: async (setting) => ({
    ...(await restaurantOwner(setting, 'Paths Owner Trattoria')),
    ...(await signedInCustomer(setting)),
  }),
  steps: (path) => {
    /**
     * A step by the owner or the server, on the path's page (opened first). Toasts of earlier
     * steps are marked, so that a state sees only the toasts its own step raised.
     */
    const ownStep =
      (run: (own: PathOrder, event: OwnerOrderModelEvent) => Promise<void>): StepRunner =>
      async ({ event }) => {
        const own = ownOf(path);
        await markEarlierToasts(path.page);
        await run(own, event as OwnerOrderModelEvent);
        await settle(path.page);
      };
    /** Presses the card's button of that name (its label, or its text). */
    const card = (customer: string, name: string) =>
      orderCard(path.page, customer).getByRole('button', { name, exact: true }).click();
    /** 'Too busy', and every line the cancel form lists ticked, or all but the last. */
    const tickLines = async (customer: string, which: 'some' | 'all') => {
      const form = orderCard(path.page, customer);
      await form.getByLabel('Too busy').check();
      const boxes = await form.getByRole('checkbox').all();
      for (const [index, box] of boxes.entries()) {
        await box.setChecked(which === 'all' || index < boxes.length - 1);
      }
    };
    const steps: Record<OwnerOrderModelEvent['type'], StepRunner> = {
      'status.choose': ownStep(async ({ customer }, event) => {
        if (event.type !== 'status.choose') throw new Error(`Not a status choice: ${event.type}`);
        await orderCard(path.page, customer)
          .getByLabel(STATUS_LABEL)
          .selectOption({ label: ORDER_STATUS_INFO[event.status].label });
      }),
      'server.statusSaved': ownStep(({ writes }) => writes.answer('PATCH', true)),
      'server.statusSaveFailed': ownStep(({ writes }) => writes.answer('PATCH', false)),
      'order.remove': ownStep(({ customer }) =>
        path.page.getByRole('button', { name: `Remove order for ${customer}` }).click(),
      ),
      'server.orderRemoved': ownStep(({ writes }) => writes.answer('DELETE', true)),
      'server.orderRemoveFailed': ownStep(({ writes }) => writes.answer('DELETE', false)),
      'order.accept': ownStep(({ customer }) => card(customer, `Accept order for ${customer}`)),
      'server.accepted': ownStep(({ writes }) => writes.answer('POST', true)),
      'server.acceptFailed': ownStep(({ writes }) => writes.answer('POST', false)),
      // Another owner's change through the API, which the page's next poll brings.
      'elsewhere.delivered': ownStep(async ({ orderId }) => {
        await path.world.owner.setStatus(orderId, 'delivered');
        await path.page.clock.runFor(POLL_INTERVAL_MS);
      }),
      'order.late': ownStep(({ customer }) =>
        card(customer, `+10 min, running late for ${customer}`),
      ),
      'server.lateSaved': ownStep(({ writes }) => writes.answer('POST', true)),
      'server.lateFailed': ownStep(({ writes }) => writes.answer('POST', false)),
      'reject.open': ownStep(({ customer }) => card(customer, `Reject order for ${customer}`)),
      'cancel.open': ownStep(({ customer }) => card(customer, `Cancel order for ${customer}`)),
      'form.close': ownStep(({ customer }) => card(customer, 'Back')),
      'order.reject': ownStep(async ({ customer }) => {
        await orderCard(path.page, customer).getByLabel('Item unavailable').check();
        await card(customer, 'Reject order');
      }),
      'server.rejected': ownStep(({ writes }) => writes.answer('POST', true)),
      'server.rejectFailed': ownStep(({ writes }) => writes.answer('POST', false)),
      // The form keeps what was filled in: each step makes it what it sends.
      'order.cancelSome': ownStep(async ({ customer }) => {
        await tickLines(customer, 'some');
        await card(customer, 'Refund 1 item');
      }),
      'order.cancelAll': ownStep(async ({ customer }) => {
        await tickLines(customer, 'all');
        await card(customer, 'Cancel order');
      }),
      'server.cancelled': ownStep(({ writes }) => writes.answer('POST', true)),
      'server.cancelFailed': ownStep(({ writes }) => writes.answer('POST', false)),
      // Toasts are left to expire on their own, as on the jsdom page: 7 s outlast every one.
      'time.pass7s': () => path.page.clock.runFor(REMOVAL_DELAY_MS),
      'time.pass6s': () => path.page.clock.runFor(REMOVAL_DELAY_MS - ONE_SECOND_MS),
      'time.pass1s': () => path.page.clock.runFor(ONE_SECOND_MS),
    };
    return steps;
  },
  sights: (path) => {
    const seesTheOrder = async (snapshot: AnyMachineSnapshot) => {
      const expected = expectedOwnerOrderSight(snapshot);
      await untilSettled(path.page, async () =>
        expect(await readOwnerOrderSight(path.page, ownOf(path))).toEqual(expected),
      );
    };
    return { '*': seesTheOrder };
  },
};
