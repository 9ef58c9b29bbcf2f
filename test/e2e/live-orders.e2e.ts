import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { DEMO_PASSWORD } from '@local/demo/demo-restaurants';
import { newEmail, signIn } from './support/account';
import { launchBrowser, openPage, saveScreenshot, VIEWPORTS } from './support/browser';
import { orderAndPay } from './support/ordering';
import { demoRestaurantWithOwner, ORDER_JOURNEY_RESTAURANTS } from './support/restaurants';
import { restartApi, SYSTEM } from './support/system';

const desktop = VIEWPORTS[1];

// Lists are polled every 5 s; a pushed change must show well before a poll could bring it.
const PUSHED = { timeout: 2000 };
// After a cut the client reconnects after 1 s, 2 s, 4 s, 8 s … (at most 30 s apart); then the
// catch-up is pushed. An API slow to restart (a busy machine) can leave the client waiting out a
// whole 30 s after it answers again.
const RECONNECTED_AND_PUSHED = { timeout: 45_000 };

jest.setTimeout(180_000);

const customerOrder = (page: Page, label: string) =>
  page.getByRole('article', { name: `Order Status: ${label}`, exact: true });

/**
 * Holds the customer's list poll (GET /api/order) unanswered from now on, so that whatever the
 * page shows next came through the event stream. Failing it instead would, once its retries ran
 * out (before the stream is back, when the API is slow to restart), put the page in its
 * "cannot be fetched" mode, which shows the list as last stored. Answers the undo, which lets the
 * held poll through.
 */
async function withoutPolls(page: Page): Promise<() => Promise<void>> {
  const isListPoll = (url: URL) => url.pathname === '/api/order';
  // The handler answers nothing; removing it sends what it held on to the API.
  await page.route(isListPoll, () => undefined);
  return () => page.unroute(isListPoll);
}

describe('orders pushed live to the other side', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('shows changes without a poll, survives an API restart, and orders again', async () => {
    const { demo, restaurant } = await demoRestaurantWithOwner(
      ORDER_JOURNEY_RESTAURANTS.liveOrders,
    );
    const deliveryName = `Live E2E ${randomUUID().slice(0, 8)}`;
    const [kept, soldOut] = restaurant.menuItems;
    const customer = await openPage(browser, desktop);
    const owner = await openPage(browser, desktop);

    await owner.goto(`${SYSTEM.web}/`);
    await signIn(owner, desktop, demo.ownerEmail, DEMO_PASSWORD);
    await owner.goto(`${SYSTEM.web}/manage-restaurant`);
    await owner.getByRole('heading', { name: /^\d+ active orders$/ }).waitFor();

    // A new paid order reaches the owner's open page as soon as the customer sees it paid.
    await customer.goto(`${SYSTEM.web}/detail/${restaurant._id}`);
    await signIn(customer, desktop, newEmail('live-orders', desktop));
    await orderAndPay(customer, restaurant, deliveryName, [kept, soldOut]);
    await customerOrder(customer, 'Awaiting Restaurant Confirmation').waitFor();
    const card = owner.getByRole('article', { name: deliveryName });
    await card.waitFor(PUSHED);
    const statusSelect = card.getByLabel('What is the status of this order?');

    // A status change reaches the customer's page through the stream alone.
    const streamsOpened: string[] = [];
    customer.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/order/events') {
        streamsOpened.push(request.headers()['last-event-id'] ?? '');
      }
    });
    const restorePolls = await withoutPolls(customer);
    await statusSelect.selectOption({ label: 'In Progress' });
    await customerOrder(customer, 'In Progress').waitFor(PUSHED);

    // The API restarts: the stream ends with it, and the client reconnects and catches up.
    await restartApi();
    await statusSelect.selectOption({ label: 'Out for Delivery' });
    await owner.getByText('Order updated').first().waitFor();
    await customerOrder(customer, 'Out for Delivery').waitFor(RECONNECTED_AND_PUSHED);
    // A new stream, resumed after the last event the first one brought.
    expect(streamsOpened.length).toBeGreaterThan(0);
    expect(streamsOpened.at(-1)).toMatch(/^\d{4}-\d\d-\d\dT/);
    await restorePolls();

    // Delivered, the order moves to the past orders, where it can be ordered again.
    await statusSelect.selectOption({ label: 'Delivered' });
    const pastOrders = customer.getByRole('region', { name: 'Past orders' });
    await pastOrders.getByText(`${soldOut.name} x 1`).waitFor({ timeout: 15_000 });
    await saveScreenshot(customer, desktop, 'live-orders-past-orders');

    await owner.getByRole('tab', { name: 'Manage Restaurant' }).click();
    const available = owner.getByRole('switch', { name: `Available: ${soldOut.name}` });
    await available.click();
    await expect(available.getAttribute('aria-checked')).resolves.toBe('false');

    await pastOrders.getByRole('button', { name: 'Order again' }).first().click();
    await customer.waitForURL(`${SYSTEM.web}/detail/${restaurant._id}`);
    await customer.getByText(new RegExp(`Not added: ${soldOut.name} \\(sold out\\)`)).waitFor();
    const yourOrder = customer.getByRole('region', { name: 'Your Order' });
    await yourOrder.getByText(kept.name).waitFor();
    await expect(yourOrder.getByText(soldOut.name).count()).resolves.toBe(0);
    await saveScreenshot(customer, desktop, 'live-orders-order-again');

    await available.click();
    await expect(available.getAttribute('aria-checked')).resolves.toBe('true');
  });
});
