import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import type { Order } from '@contract/order';
import { pushTag } from '@contract/push';
import { newOrderPushMessage } from '@server/api/push/push-messages';
import { newEmail, signIn } from './support/account';
import { launchBrowser, openPage, saveScreenshot, VIEWPORTS } from './support/browser';
import { orderAndPay } from './support/ordering';
import { createOwnRestaurant } from './support/own-restaurant';
import {
  appServiceWorker,
  clickNotification,
  closeOpenProfiles,
  deliverPush,
  firstNotification,
  nextMessageFromWorker,
  openProfile,
  shownNotifications,
  untilControlled,
} from './support/service-worker';
import { SYSTEM } from './support/system';

const desktop = VIEWPORTS[1];
const OFFLINE_TEXT = 'You are offline.';

jest.setTimeout(180_000);

/** The owner's order for `deliveryName`, read from their list with the token their page sends. */
async function ownersOrder(page: Page, deliveryName: string): Promise<Order> {
  const isList = (url: string) => url === `${SYSTEM.api}/api/my/restaurant/order`;
  const asked = page.waitForRequest((request) => isList(request.url()));
  await page.goto(`${SYSTEM.web}/manage-restaurant`);
  const authorization = await (await asked).headerValue('authorization');
  if (!authorization) throw new Error("The owner's page asked for its orders without a token");
  const listed = await fetch(`${SYSTEM.api}/api/my/restaurant/order`, {
    headers: { authorization },
  });
  const order = ((await listed.json()) as Order[]).find(
    (each) => each.deliveryDetails.name === deliveryName,
  );
  if (!order) throw new Error(`The owner's list lacks the order for ${deliveryName}`);
  return order;
}

describe('the installable app', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(closeOpenProfiles);
  afterAll(() => browser.close());

  it('is installable once its service worker controls the home page', async () => {
    const { context, page, close } = await openProfile(desktop);
    await page.goto(`${SYSTEM.web}/`);
    await untilControlled(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const manifest = await page.evaluate(async () => {
      const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
      return link ? ((await (await fetch(link.href)).json()) as Record<string, unknown>) : null;
    });
    expect(manifest).toMatchObject({ name: 'Forkful', start_url: '/', display: 'standalone' });
    await close();
  });

  it('opens from the app shell with the network cut, and says it is offline', async () => {
    const { context, page, close } = await openProfile(desktop);
    await page.goto(`${SYSTEM.web}/search/london`);
    await untilControlled(page);
    await expect(page.getByText(OFFLINE_TEXT).count()).resolves.toBe(0);

    await context.setOffline(true);
    // The worker's own fetches fail too: what loads comes from its cache.
    const worker = await appServiceWorker(context);
    await expect(
      worker.evaluate(() =>
        fetch('/').then(
          () => 'reached',
          () => 'failed',
        ),
      ),
    ).resolves.toBe('failed');
    await page.reload();
    await page.getByText(OFFLINE_TEXT).waitFor();
    await page.getByRole('link', { name: 'Forkful' }).first().waitFor();
    await saveScreenshot(page, desktop, 'installable-app-offline');

    await context.setOffline(false);
    await page.getByText(OFFLINE_TEXT).waitFor({ state: 'detached' });
    await close();
  });

  it('alerts the owner of a pushed order away from the Orders tab, whose click opens it', async () => {
    const { context, page, close } = await openProfile(desktop);
    await context.grantPermissions(['notifications'], { origin: SYSTEM.web });
    await page.goto(`${SYSTEM.web}/`);
    await signIn(page, desktop, newEmail('installable-owner', desktop));
    const restaurant = await createOwnRestaurant(page, {
      restaurantName: `Push Kitchen ${randomUUID().slice(0, 8)}`,
      city: 'London',
      menu: ['Margherita', 'Tiramisu'],
    });

    const deliveryName = `Push E2E ${randomUUID().slice(0, 8)}`;
    const customer = await openPage(browser, desktop);
    await customer.goto(`${SYSTEM.web}/detail/${restaurant._id}`);
    await signIn(customer, desktop, newEmail('installable-customer', desktop));
    await orderAndPay(customer, restaurant, deliveryName);
    await customer.context().close();

    // The order as the owner's list answers it: the push is what the API would send for it.
    const order = await ownersOrder(page, deliveryName);
    const pushed = JSON.stringify(newOrderPushMessage(order));

    // On another page of the app, the push shows a system notification.
    await page.goto(`${SYSTEM.web}/search/london`);
    await untilControlled(page);
    await deliverPush(context, page, pushed);
    const notification = await firstNotification(page);
    expect(notification).toEqual({
      title: `New order: $${(order.totalAmount / 100).toFixed(2)}`,
      body: `${order.cartItems[0].name} x ${order.cartItems[0].quantity}`,
      tag: pushTag(order._id),
      data: { url: '/manage-restaurant' },
    });

    // Its click closes it and brings the Orders tab.
    await clickNotification(context, notification.tag);
    await page.waitForURL(`${SYSTEM.web}/manage-restaurant`);
    await page.getByRole('article', { name: deliveryName }).waitFor();
    await expect(shownNotifications(page)).resolves.toEqual([]);

    // On the Orders tab in view, the page shows the order itself: the push only tells the page.
    await untilControlled(page);
    const nextMessage = await nextMessageFromWorker(page);
    await deliverPush(context, page, pushed);
    await expect(nextMessage()).resolves.toEqual(JSON.parse(pushed));
    await expect(shownNotifications(page)).resolves.toEqual([]);
    await close();
  });
});
