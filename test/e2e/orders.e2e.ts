import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { DEMO_PASSWORD } from '@local/demo/demo-restaurants';
import { newEmail, signIn } from './support/account';
import { launchBrowser, openPage, saveScreenshot, VIEWPORTS } from './support/browser';
import { checkPage } from './support/check-page';
import { orderAndPay } from './support/ordering';
import { demoRestaurantWithOwner, ORDER_JOURNEY_RESTAURANTS } from './support/restaurants';
import { SYSTEM } from './support/system';
// A list is fetched every 5 s; a change shows at the next poll, plus the time to draw it.
const WITHIN_A_POLL = { timeout: 8000 };
// Thank-you 3 s after the delivered status is first seen, hidden at 7 s.
const WITHIN_A_POLL_AND_HIDING = { timeout: 15_000 };
const STEPS = [
  { label: 'In Progress', progress: '50' },
  { label: 'Out for Delivery', progress: '75' },
  { label: 'Delivered', progress: '100' },
] as const;

// Two people, a payment on another origin and every timer of both order pages.
jest.setTimeout(240_000);

/** The customer's order, by its status heading. */
const customerOrder = (page: Page, label: string) =>
  page.getByRole('article', { name: `Order Status: ${label}`, exact: true });

async function expectCustomerSees(
  page: Page,
  restaurantName: string,
  label: string,
  value: string,
) {
  const order = customerOrder(page, label);
  await order.waitFor(WITHIN_A_POLL);
  const progress = order.getByRole('progressbar', {
    name: `Progress of your order from ${restaurantName}`,
  });
  await expect(progress.getAttribute('value')).resolves.toBe(value);
}

describe.each(VIEWPORTS)('one order seen by its customer and owner, at $name size', (viewport) => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('is paid, handled through to delivery, thanked for, hidden and removed', async () => {
    const { demo, restaurant } = await demoRestaurantWithOwner(ORDER_JOURNEY_RESTAURANTS.orders);
    const deliveryName = `Orders E2E ${randomUUID().slice(0, 8)}`;
    const customer = await openPage(browser, viewport);
    const owner = await openPage(browser, viewport);

    await owner.goto(`${SYSTEM.web}/`);
    await signIn(owner, viewport, demo.ownerEmail, DEMO_PASSWORD);
    await owner.goto(`${SYSTEM.web}/manage-restaurant`);
    await owner.getByRole('heading', { name: /^\d+ active orders$/ }).waitFor();

    await customer.goto(`${SYSTEM.web}/detail/${restaurant._id}`);
    await signIn(customer, viewport, newEmail('orders', viewport));
    const dish = await orderAndPay(customer, restaurant, deliveryName);
    await customer.getByText(/payment went through/).waitFor();
    await expectCustomerSees(
      customer,
      restaurant.restaurantName,
      'Awaiting Restaurant Confirmation',
      '25',
    );
    const placed = customerOrder(customer, 'Awaiting Restaurant Confirmation');
    await placed.getByText(`${dish.name} x 1`).waitFor();
    await checkPage(customer, viewport, 'orders-customer-paid');

    const card = owner.getByRole('article', { name: deliveryName });
    await card.waitFor(WITHIN_A_POLL);
    await card.getByText(`${dish.name} x 1`).waitFor();
    const statusSelect = card.getByLabel('What is the status of this order?');
    await expect(statusSelect.inputValue()).resolves.toBe('paid');
    await checkPage(owner, viewport, 'orders-owner-new-order');

    for (const step of STEPS) {
      const saved = owner.waitForResponse(
        (response) => response.request().method() === 'PATCH' && response.url().endsWith('/status'),
      );
      await statusSelect.selectOption({ label: step.label });
      expect((await saved).status()).toBe(200);
      await owner.getByText('Order updated').first().waitFor();
      await expectCustomerSees(customer, restaurant.restaurantName, step.label, step.progress);
    }
    // The delivered states last seconds: pictures only here (their axe checks are in
    // test/src, on a fake clock), so the thank-you is not missed while axe runs.
    await saveScreenshot(customer, viewport, 'orders-customer-delivered');

    await card.getByText('Removing soon...').waitFor();
    await saveScreenshot(owner, viewport, 'orders-owner-removing-soon');

    await customer
      .getByText(`Thank you for ordering from ${restaurant.restaurantName}!`)
      .waitFor(WITHIN_A_POLL_AND_HIDING);
    await customer.getByText('No orders found').waitFor(WITHIN_A_POLL_AND_HIDING);
    await expect(customer.getByRole('article').count()).resolves.toBe(0);
    await checkPage(customer, viewport, 'orders-customer-hidden');

    const removeButton = card.getByRole('button', { name: `Remove order for ${deliveryName}` });
    await removeButton.waitFor({ timeout: 10_000 });
    await expect(card.getByText('Removing soon...').count()).resolves.toBe(0);
    await checkPage(owner, viewport, 'orders-owner-remove-button');
    await removeButton.click();
    await owner.getByText('Order removed successfully').waitFor();
    await card.waitFor({ state: 'detached' });

    await owner.reload();
    await owner.getByRole('heading', { name: /^\d+ active orders$/ }).waitFor();
    await expect(card.count()).resolves.toBe(0);

    await customer.reload();
    await customer.getByText('No orders found').waitFor();
    await expect(customer.getByRole('article').count()).resolves.toBe(0);
  });
});
