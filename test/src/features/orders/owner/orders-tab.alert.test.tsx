import { act, screen, within } from '@testing-library/react';
import { axe } from '@test/jsdom-axe';
import toast from 'react-hot-toast';
import type { Order } from '@contract/order';
import {
  CHIME_REPEAT_MS,
  CHIME_URGENT_REPEAT_MS,
  POLL_INTERVAL_MS,
} from '@machines/orders/order-timing';
import { OrdersTab } from '@/features/orders/owner/orders-tab';
import { ALERT_MUTE_KEY } from '@/features/orders/owner/alert-mute';
import { renderWithProviders } from '@test/render-with-providers';
import { anOrder, anOrderWithChoices } from '../order-fixtures';
import { deferredAnswer } from '@test/src/msw/answer';
import { acceptOrder, kitchenAnswers, serveKitchen } from '@test/src/msw/handlers/kitchen';
import { serveOwnerOrders } from '@test/src/msw/handlers/order';
import { getMyRestaurant } from '@test/src/msw/handlers/restaurant';
import { sentRequests, server } from '@test/src/msw/server';
import { savedRestaurant } from '../../restaurant/restaurant-fixtures';
import { stubAlertBrowser, type AlertBrowser } from './alert-browser';

const PAGE_TITLE = 'Forkful: takeaway from restaurants near you';
const ADA = anOrder({ _id: 'order-1' });
const BOB = anOrder({
  _id: 'order-2',
  totalAmount: 1150,
  deliveryDetails: { ...ADA.deliveryDetails, name: 'Bob Ross' },
  cartItems: [
    {
      menuItemId: 'm1',
      name: 'Margherita',
      quantity: 1,
      price: 1250,
      choices: [],
      refunded: false,
    },
    { menuItemId: 'm2', name: 'Tiramisu', quantity: 3, price: 600, choices: [], refunded: false },
    { menuItemId: 'm3', name: 'Lasagne', quantity: 1, price: 900, choices: [], refunded: false },
    { menuItemId: 'm4', name: 'Focaccia', quantity: 2, price: 400, choices: [], refunded: false },
  ],
});
const COOKING = anOrder({
  _id: 'order-3',
  status: 'inProgress',
  deliveryDetails: { ...ADA.deliveryDetails, name: 'Cy Twombly' },
});

const passTime = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

let browser: AlertBrowser;

async function renderTab(orders: Order[], permission: NotificationPermission = 'default') {
  browser = stubAlertBrowser(permission);
  const api: ReturnType<typeof serveOwnerOrders> & { failKitchen?: boolean } =
    serveOwnerOrders(orders);
  serveKitchen(api);
  server.use(getMyRestaurant({ status: 200, body: savedRestaurant() }));
  const rendered = renderWithProviders(<OrdersTab />, {
    route: '/manage-restaurant',
    auth: { email: 'owner@example.com' },
  });
  await passTime(100);
  return { ...rendered, api };
}

/** A customer pays for `order`; the next poll brings it. */
async function placeOrder(api: { orders: Order[] }, order: Order) {
  api.orders = [order, ...api.orders];
  await passTime(POLL_INTERVAL_MS);
}

const card = (name: string) => screen.getByRole('article', { name });
const badgeOf = (name: string) => within(card(name)).queryByText('New');
const acceptButton = (name: string) =>
  screen.queryByRole('button', { name: `Accept order for ${name}` });
const enableButton = () => screen.queryByRole('button', { name: 'Enable alerts' });
const muteSwitch = () => screen.getByRole('button', { name: 'Mute' });

beforeEach(() => {
  jest.useFakeTimers();
  document.title = PAGE_TITLE;
});
afterEach(() => {
  act(() => toast.remove());
  browser.restore();
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('OrdersTab new-order alert', () => {
  it('badges a new order, counts it in the title and chimes, then every 30 s', async () => {
    await renderTab([ADA, COOKING]);
    expect(badgeOf('Ada Lovelace')).toBeVisible();
    expect(acceptButton('Ada Lovelace')).toBeVisible();
    expect(badgeOf('Cy Twombly')).not.toBeInTheDocument();
    expect(acceptButton('Cy Twombly')).not.toBeInTheDocument();
    expect(document.title).toBe('(1) Orders · Forkful');
    expect(browser.chimes()).toBe(1);

    await passTime(CHIME_REPEAT_MS - 200);
    expect(browser.chimes()).toBe(1);
    await passTime(200);
    expect(browser.chimes()).toBe(2);
  });

  it('chimes every 10 s once a new order is within 3 minutes of its acceptBy', async () => {
    // 3 min 45 s left: the order becomes urgent 45 s from now, after the first 30 s chime.
    const acceptBy = new Date(Date.now() + (3 * 60 + 45) * 1000).toISOString();
    await renderTab([anOrder({ _id: 'order-1', acceptBy })]);
    expect(browser.chimes()).toBe(1);
    await passTime(44_000);
    expect(browser.chimes()).toBe(2);
    // Nothing from the list changed: the tab tells the alert itself that the order is urgent.
    await passTime(1000 + CHIME_URGENT_REPEAT_MS - 200);
    expect(browser.chimes()).toBe(2);
    await passTime(200);
    expect(browser.chimes()).toBe(3);
    await passTime(CHIME_URGENT_REPEAT_MS);
    expect(browser.chimes()).toBe(4);
  });

  it('chimes when another new order arrives, and counts both', async () => {
    const { api } = await renderTab([ADA]);
    await placeOrder(api, BOB);
    expect(document.title).toBe('(2) Orders · Forkful');
    expect(browser.chimes()).toBe(2);
    expect(badgeOf('Bob Ross')).toBeVisible();
  });

  it('accepts an order: In Progress at once, the count and the chime gone with it', async () => {
    const { user } = await renderTab([ADA]);
    const saved = deferredAnswer();
    server.use(acceptOrder(saved.reply, { once: true }));

    await user.click(acceptButton('Ada Lovelace')!);
    // The store hands the page its change at the next animation frame.
    await passTime(50);
    const post = sentRequests().find((request) => request.method === 'POST')!;
    expect(post.path).toBe('/api/my/restaurant/order/order-1/accept');
    // The restaurant's 35 minutes, rounded up to the next choice.
    expect(post.body).toEqual({ minutes: 45 });
    // Before the server answers.
    expect(document.title).toBe(PAGE_TITLE);
    expect(badgeOf('Ada Lovelace')).not.toBeInTheDocument();
    expect(acceptButton('Ada Lovelace')).not.toBeInTheDocument();
    expect(
      within(card('Ada Lovelace')).getByRole('combobox', {
        name: 'What is the status of this order?',
      }),
    ).toHaveDisplayValue('In Progress');

    saved.answer({ status: 200, body: kitchenAnswers.accepted(ADA, 45) });
    await passTime(100);
    expect(screen.getByText('Order accepted')).toBeInTheDocument();
    await passTime(CHIME_REPEAT_MS * 2);
    expect(browser.chimes()).toBe(1);
  });

  it('stops too when the last new order gets another status from the dropdown', async () => {
    const { user } = await renderTab([ADA]);
    const select = within(card('Ada Lovelace')).getByRole('combobox', {
      name: 'What is the status of this order?',
    });
    await user.selectOptions(select, 'Out for Delivery');
    await passTime(50);
    expect(document.title).toBe(PAGE_TITLE);
    await passTime(CHIME_REPEAT_MS);
    expect(browser.chimes()).toBe(1);
  });

  it('counts the order again, without a new chime, when accepting it fails', async () => {
    const { api, user } = await renderTab([ADA]);
    api.failKitchen = true;
    await user.click(acceptButton('Ada Lovelace')!);
    await passTime(100);
    expect(screen.getByText('Unable to accept order')).toBeInTheDocument();
    expect(badgeOf('Ada Lovelace')).toBeVisible();
    expect(document.title).toBe('(1) Orders · Forkful');
    expect(browser.chimes()).toBe(1);
  });

  it('mutes the chime, in this browser, and not the count', async () => {
    const { api, user } = await renderTab([]);
    expect(muteSwitch()).toHaveAttribute('aria-pressed', 'false');
    await user.click(muteSwitch());
    expect(muteSwitch()).toHaveAttribute('aria-pressed', 'true');
    expect(window.localStorage.getItem(ALERT_MUTE_KEY)).toBe('true');

    await placeOrder(api, ADA);
    await passTime(CHIME_REPEAT_MS);
    expect(document.title).toBe('(1) Orders · Forkful');
    expect(browser.chimes()).toBe(0);

    await user.click(muteSwitch());
    expect(window.localStorage.getItem(ALERT_MUTE_KEY)).toBeNull();
    await passTime(CHIME_REPEAT_MS);
    expect(browser.chimes()).toBe(1);
  });

  it('stays muted when the owner muted it before', async () => {
    window.localStorage.setItem(ALERT_MUTE_KEY, 'true');
    await renderTab([ADA]);
    expect(muteSwitch()).toHaveAttribute('aria-pressed', 'true');
    expect(browser.chimes()).toBe(0);
  });

  it('puts the title back when the tab goes', async () => {
    const { unmount } = await renderTab([ADA]);
    expect(document.title).toBe('(1) Orders · Forkful');
    unmount();
    expect(document.title).toBe(PAGE_TITLE);
  });
});

describe('OrdersTab alerts: notifications', () => {
  it('asks for permission only when Enable alerts is pressed, then notifies new orders', async () => {
    const { api, user } = await renderTab([ADA]);
    expect(browser.prompts()).toBe(0);
    expect(browser.notifications()).toEqual([]);

    await user.click(enableButton()!);
    expect(browser.prompts()).toBe(1);
    expect(enableButton()).toBeDisabled();
    act(() => browser.answerPrompt('granted'));
    await passTime(50);
    expect(enableButton()).not.toBeInTheDocument();
    expect(screen.getByText('Notifications on')).toBeVisible();

    await placeOrder(api, BOB);
    expect(browser.notifications()).toEqual([
      {
        title: 'New order: $11.50',
        body: 'Margherita x 1, Tiramisu x 3, Lasagne x 1, and 1 more',
        tag: 'order-order-2',
      },
    ]);
  });

  it('notifies at once when the browser already allows it', async () => {
    const { api } = await renderTab([], 'granted');
    expect(screen.getByText('Notifications on')).toBeVisible();
    await placeOrder(api, ADA);
    expect(browser.notifications()).toEqual([
      { title: 'New order: $33.50', body: 'Margherita x 2, Tiramisu x 1', tag: 'order-order-1' },
    ]);
  });

  it("names a line's choices after its dish", async () => {
    const { api } = await renderTab([], 'granted');
    await placeOrder(api, anOrderWithChoices());
    expect(browser.notifications()).toEqual([
      {
        title: 'New order: $59.00',
        body: 'Margherita (Large, Olives, Mushrooms) x 2, Margherita (Small) x 1, Tiramisu x 1',
        tag: 'order-order-choices',
      },
    ]);
  });

  it('says so when the browser blocks notifications, and offers the button after a dismissal', async () => {
    const { api, user } = await renderTab([]);
    await user.click(enableButton()!);
    act(() => browser.answerPrompt('default'));
    await passTime(50);
    expect(enableButton()).toBeEnabled();

    await user.click(enableButton()!);
    act(() => browser.answerPrompt('denied'));
    await passTime(50);
    expect(screen.getByText('Notifications are blocked in this browser')).toBeVisible();
    await placeOrder(api, ADA);
    expect(browser.notifications()).toEqual([]);
    expect(browser.chimes()).toBe(1);
  });

  it('follows the site settings changed in the browser', async () => {
    await renderTab([]);
    await act(async () => browser.changeSettings('granted'));
    expect(screen.getByText('Notifications on')).toBeVisible();
    await act(async () => browser.changeSettings('denied'));
    expect(screen.getByText('Notifications are blocked in this browser')).toBeVisible();
  });

  it('has no axe violations with a new order, muted, alerts on', async () => {
    const { container, user } = await renderTab([ADA, COOKING], 'granted');
    await user.click(muteSwitch());
    let done = false;
    const result = axe(container).finally(() => {
      done = true;
    });
    while (!done) await passTime(10);
    expect((await result).violations).toEqual([]);
  });
});
