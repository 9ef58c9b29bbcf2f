import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { DEMO_PASSWORD } from '@local/demo/demo-restaurants';
import { newEmail, signIn } from './support/account';
import { launchBrowser, openPage, saveScreenshot, VIEWPORTS } from './support/browser';
import { checkPage } from './support/check-page';
import { orderAndPay } from './support/ordering';
import {
  demoRestaurantWithOwner,
  menuItemName,
  ORDER_JOURNEY_RESTAURANTS,
} from './support/restaurants';
import { SYSTEM } from './support/system';

// A customer and an owner on a busy evening: a new order, a sold-out dish, a pause.
jest.setTimeout(240_000);
// The owner's list is fetched every 5 s; a new order shows at the next poll.
const WITHIN_A_POLL = { timeout: 8000 };

const waitForTitle = (page: Page, title: RegExp) =>
  page.waitForFunction(
    (pattern) => new RegExp(pattern).test(document.title),
    title.source,
    WITHIN_A_POLL,
  );

describe.each(VIEWPORTS)("an owner's evening, at $name size", (viewport) => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('alerts a new order, accepts it, prints its ticket, sells out a dish and pauses', async () => {
    const { demo, restaurant } = await demoRestaurantWithOwner(
      ORDER_JOURNEY_RESTAURANTS.ownerService,
    );
    const deliveryName = `Evening E2E ${randomUUID().slice(0, 8)}`;
    const owner = await openPage(browser, viewport);
    const customer = await openPage(browser, viewport);

    await owner.goto(`${SYSTEM.web}/`);
    await signIn(owner, viewport, demo.ownerEmail, DEMO_PASSWORD);
    await owner.goto(`${SYSTEM.web}/manage-restaurant`);
    await owner.getByRole('heading', { name: /^\d+ active orders$/ }).waitFor();

    // A new order: the tab counts it, the card says New and offers Accept.
    await customer.goto(`${SYSTEM.web}/detail/${restaurant._id}`);
    await signIn(customer, viewport, newEmail('evening', viewport));
    await orderAndPay(customer, restaurant, deliveryName);
    await waitForTitle(owner, /^\(1\) Orders · Forkful$/);
    const card = owner.getByRole('article', { name: deliveryName });
    await card.getByText('New', { exact: true }).waitFor();
    await checkPage(owner, viewport, 'evening-new-order');
    await card.getByRole('button', { name: `Accept order for ${deliveryName}` }).click();
    const status = card.getByLabel('What is the status of this order?');
    await expect(status.inputValue()).resolves.toBe('inProgress');
    await waitForTitle(owner, /^(?!\()/);
    await expect(card.getByText('New', { exact: true }).count()).resolves.toBe(0);

    // The kitchen ticket: only the ticket prints.
    await owner.evaluate(() => {
      window.print = () => undefined;
    });
    await card.getByRole('button', { name: `Print ticket for ${deliveryName}` }).click();
    await owner.emulateMedia({ media: 'print' });
    const ticket = owner.locator('[data-kitchen-ticket]');
    await ticket.getByText(deliveryName).waitFor();
    await expect(owner.getByRole('heading', { name: /active orders$/ }).isVisible()).resolves.toBe(
      false,
    );
    await saveScreenshot(owner, viewport, 'evening-kitchen-ticket-print');
    await owner.emulateMedia({ media: 'screen' });

    // A dish sold out: the customer sees it and cannot add it.
    const dish = restaurant.menuItems[1];
    await owner.getByRole('tab', { name: 'Manage Restaurant' }).click();
    const soldOut = owner.waitForResponse(
      (response) =>
        response.request().method() === 'PATCH' && response.url().includes('/menu-items/'),
    );
    const available = owner.getByRole('switch', { name: `Available: ${dish.name}` });
    await expect(available.getAttribute('aria-checked')).resolves.toBe('true');
    await available.click();
    expect((await soldOut).status()).toBe(200);
    await customer.goto(`${SYSTEM.web}/detail/${restaurant._id}`);
    const dishButton = customer.getByRole('button', { name: menuItemName(dish.name) });
    await customer.getByText('Sold out').first().waitFor();
    await expect(dishButton.isDisabled()).resolves.toBe(true);
    await checkPage(customer, viewport, 'evening-sold-out');
    await available.click();
    await expect(available.getAttribute('aria-checked')).resolves.toBe('true');

    // A pause: the customer may browse and fill a cart, not check out; Resume restores it.
    await owner.getByRole('tab', { name: 'Orders' }).click();
    const pauses = owner.getByRole('group', { name: 'New orders' });
    await pauses.getByLabel('Pause for').selectOption({ label: 'Until I resume' });
    await pauses.getByRole('button', { name: 'Pause new orders' }).click();
    await pauses.getByText('Paused until you resume').waitFor();
    await customer.reload();
    await customer.getByText('Not taking orders right now').first().waitFor();
    await customer
      .getByRole('button', { name: menuItemName(restaurant.menuItems[0].name) })
      .click();
    const checkout = customer
      .getByRole('region', { name: 'Your Order' })
      .getByRole('button', { name: 'Go to checkout', exact: true });
    await expect(checkout.isDisabled()).resolves.toBe(true);
    await checkPage(customer, viewport, 'evening-paused');

    await pauses.getByRole('button', { name: 'Resume' }).click();
    await pauses.getByRole('button', { name: 'Pause new orders' }).waitFor();
    await customer.reload();
    await expect(checkout.isDisabled()).resolves.toBe(false);
    await expect(customer.getByText('Not taking orders right now').count()).resolves.toBe(0);
  });
});
