import { randomUUID } from 'node:crypto';
import { expect } from 'expect';
import type { Page } from 'playwright-core';
import type { AnyMachineSnapshot } from 'xstate';
import { DEFAULT_ACCEPT_WINDOW_MINUTES, MIN_ACCEPT_WINDOW_MINUTES } from '@contract/kitchen-limits';
import type { Order } from '@contract/order';
import { CHIME_REPEAT_MS, POLL_INTERVAL_MS } from '@machines/orders/order-timing';
import {
  NEW_ORDERS,
  pathModel,
  URGENT_ORDER,
  type NewOrder,
  type NewOrderAlertModelContext,
  type NewOrderAlertModelEvent,
} from '../../models/new-order-alert.model';
import {
  ALERT_TOASTS,
  expectedNewOrderAlertSight,
  MUTE_KEY,
  type NewOrderAlertSight,
} from '../../support/new-order-alert-expected';
import { activeOrdersCount } from '../../support/owner-order-expected';
import {
  alertsSinceStep,
  answerPrompt,
  markAlertStep,
  recordAlertBrowser,
  setNotificationSetting,
} from '../alert-browser-edge';
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

type AlertWorld = RestaurantOwner & SignedInCustomer;

/** One path's own: its customers' names, the orders they have paid for, the page's writes. */
interface AlertPath {
  names: Record<NewOrder, string>;
  placed: Partial<Record<NewOrder, Order>>;
  writes: HeldWrites;
}

type AlertPathPage = PathPage<AlertWorld>;

const alertPaths = perPath<AlertPathPage, AlertPath>();

const ownOf = alertPaths.of;

/**
 * The path's start (the model has no step that opens the page): the orders earlier paths left
 * are taken off the list, and the owner opens the Orders tab, with no order yet, in a browser
 * never asked about notifications. Then the page's time stops.
 */
async function openOrdersTab(path: AlertPathPage): Promise<void> {
  const { world } = path;
  for (const order of await world.owner.activeOrders()) await world.owner.removeOrder(order._id);
  const id = randomUUID().slice(0, 8);
  const names = { ada: `Paths Ada ${id}`, bob: `Paths Bob ${id}` };
  const page = await path.open('about:blank', world.ownerSession);
  await recordAlertBrowser(page);
  const writes = await HeldWrites.on(page, `${path.system.api}/api/my/restaurant/order/`);
  await page.goto(`${path.system.web}/manage-restaurant`);
  await page
    .getByRole('heading', { name: '0 active orders', exact: true })
    .waitFor({ timeout: 15_000 });
  await pauseClock(page);
  alertPaths.set(path, { names, placed: {}, writes });
}

/** The Orders tab's cards, alert controls and title, read at once. */
const readTab = (page: Page) =>
  page.evaluate((muteKey) => {
    const cards = [...document.querySelectorAll('article')]
      .filter((article) => article.querySelector('select'))
      .map((article) => ({
        customer:
          document.getElementById(article.getAttribute('aria-labelledby') ?? '')?.textContent ?? '',
        isNew: [...article.querySelectorAll('span')].some((part) => part.textContent === 'New'),
      }));
    const buttons = [...document.querySelectorAll('button')];
    const enable = buttons.find((button) => button.textContent === 'Enable alerts');
    const notes = [...document.querySelectorAll('*')].map((element) => element.textContent);
    return {
      activeOrders: [...document.querySelectorAll('h2')].map((heading) => heading.textContent),
      listed: cards.map((card) => card.customer),
      badged: cards.filter((card) => card.isNew).map((card) => card.customer),
      acceptLabels: buttons
        .map((button) => button.getAttribute('aria-label') ?? '')
        .filter((label) => label.startsWith('Accept order for ')),
      title: document.title,
      muted:
        buttons.find((button) => button.textContent === 'Mute')?.getAttribute('aria-pressed') ===
        'true',
      mutedStored: localStorage.getItem(muteKey),
      enableButton: enable ? { enabled: !enable.disabled } : null,
      notificationsOn: notes.includes('Notifications on'),
      notificationsBlocked: notes.includes('Notifications are blocked in this browser'),
    };
  }, MUTE_KEY);

/** The alert as the owner sees and hears it in the browser, read as the jsdom paths read it. */
async function readAlertSight(page: Page, own: AlertPath): Promise<NewOrderAlertSight> {
  const { chimes, soundUnlocked, notifications, prompting } = await alertsSinceStep(page);
  const toasts = await newToasts(page);
  const { activeOrders, ...tab } = await readTab(page);
  return {
    chimes,
    soundUnlocked,
    notifications,
    toasts: ALERT_TOASTS.filter((text) => toasts.includes(text)),
    acceptsSent: own.writes.sentCount('POST'),
    acceptWaiting: own.writes.waiting() === 'POST',
    activeOrders: activeOrders.map(activeOrdersCount).find((count) => count !== null) ?? null,
    ...tab,
    prompting,
  };
}

/** The owner's Orders tab of the paths' own restaurant; real customers pay for its orders. */
export const newOrderAlertBrowserRunner: BrowserPathRunner<AlertWorld> = {
  model: pathModel,
  clock: true,
  start: openOrdersTab,
  prepare: async (setting) => ({
    ...(await restaurantOwner(setting, 'Paths Alert Trattoria')),
    ...(await signedInCustomer(setting)),
  }),
  steps: (path) => {
    /**
     * A step on the path's page (opened first). Toasts of earlier steps are marked and the step
     * is marked, so that a state sees only what its own step brought.
     */
    const step =
      (run: (own: AlertPath, state: AnyMachineSnapshot) => Promise<unknown>): StepRunner =>
      async ({ state }) => {
        const own = ownOf(path);
        await markEarlierToasts(path.page);
        await markAlertStep(path.page);
        await run(own, state);
        await settle(path.page);
      };
    const clock = () => path.page.clock;
    const button = (name: string | RegExp) =>
      path.page.getByRole('button', { name, exact: typeof name === 'string' });
    const steps: Record<NewOrderAlertModelEvent['type'], StepRunner> = {
      // A step's state is the one it leads to: the order just placed is the last one counted.
      // The customer pays through the product; the tab's next poll brings the order.
      // The urgent order is paid while the restaurant's window is its shortest, so that it
      // arrives in its last minutes; the window is put back for the orders after it.
      'order.placed': step(async (own, state) => {
        const { placed } = state.context as NewOrderAlertModelContext;
        const order = NEW_ORDERS[placed - 1];
        const { owner, restaurant, customer } = path.world;
        const urgent = order === URGENT_ORDER;
        if (urgent) await owner.setAcceptWindow(restaurant, MIN_ACCEPT_WINDOW_MINUTES);
        own.placed[order] = await customer.placePaidOrder(restaurant, own.names[order]);
        if (urgent) await owner.setAcceptWindow(restaurant, DEFAULT_ACCEPT_WINDOW_MINUTES);
        await clock().runFor(POLL_INTERVAL_MS);
      }),
      // The newest card comes first.
      'order.accept': step(() =>
        button(/^Accept order for /)
          .first()
          .click(),
      ),
      'server.accepted': step(({ writes }) => writes.answer('POST', true)),
      'server.acceptFailed': step(({ writes }) => writes.answer('POST', false)),
      'time.pass30s': step(() => clock().runFor(CHIME_REPEAT_MS)),
      'mute.toggle': step(() => button('Mute').click()),
      'alerts.enable': step(() => button('Enable alerts').click()),
      'prompt.allow': step(() => answerPrompt(path.page, 'granted')),
      'prompt.block': step(() => answerPrompt(path.page, 'denied')),
      'prompt.dismiss': step(() => answerPrompt(path.page, 'default')),
      'settings.allow': step(() => setNotificationSetting(path.page, 'granted')),
      'settings.block': step(() => setNotificationSetting(path.page, 'denied')),
    };
    return steps;
  },
  sights: (path) => {
    const seesTheAlert = async (snapshot: AnyMachineSnapshot) => {
      const own = ownOf(path);
      const orderOf = (order: NewOrder) => {
        const placed = own.placed[order];
        if (!placed) throw new Error(`The path has not placed ${order}'s order`);
        return placed;
      };
      const expected = expectedNewOrderAlertSight(snapshot, orderOf);
      await untilSettled(path.page, async () =>
        expect(await readAlertSight(path.page, own)).toEqual(expected),
      );
    };
    return { '*': seesTheAlert };
  },
};
