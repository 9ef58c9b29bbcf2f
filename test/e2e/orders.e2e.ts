import { randomUUID } from 'node:crypto';
import type { Browser, Locator, Page } from 'playwright-core';
import type { Restaurant } from '@contract/restaurant';
import {
  buildDemoRestaurants,
  DEMO_PASSWORD,
  type DemoRestaurant,
} from '@server/db/seed/demo-restaurants';
import { newEmail, signIn } from './support/account';
import { launchBrowser, openPage, saveScreenshot, VIEWPORTS } from './support/browser';
import { checkPage } from './support/check-page';
import { menuItemName } from './support/restaurants';
import { SYSTEM } from './support/system';
const PAYING_CARD = '4242 4242 4242 4242';
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

/** The second demo restaurant, its owner (from the seed) and its id (from the API). */
async function demoRestaurantWithOwner(): Promise<{
  demo: DemoRestaurant;
  restaurant: Restaurant;
}> {
  const demo = buildDemoRestaurants()[1];
  const query = new URLSearchParams({ searchQuery: demo.restaurantName });
  const search = await fetch(
    `${SYSTEM.api}/api/restaurant/search/${encodeURIComponent(demo.city)}?${query}`,
  );
  const { data } = (await search.json()) as {
    data: Array<{ _id: string; restaurantName: string }>;
  };
  const found = data.find((each) => each.restaurantName === demo.restaurantName);
  if (!found) throw new Error(`The demo restaurant ${demo.restaurantName} is not there`);
  const restaurant = (await (
    await fetch(`${SYSTEM.api}/api/restaurant/${found._id}`)
  ).json()) as Restaurant;
  return { demo, restaurant };
}

async function fillFields(scope: Locator, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await scope.getByLabel(label, { exact: true }).fill(value);
  }
}

/** From the restaurant page to the order status page: one dish, the details, the card. */
async function orderAndPay(page: Page, restaurant: Restaurant, deliveryName: string) {
  const dish = restaurant.menuItems[0];
  await page.getByRole('button', { name: menuItemName(dish.name) }).click();
  const orderCard = page.getByRole('region', { name: 'Your Order' });
  await orderCard.getByRole('button', { name: 'Go to checkout', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Delivery Details' });
  await fillFields(dialog, {
    Name: deliveryName,
    'Address Line 1': '7 Harbour Road',
    City: 'London',
    Country: 'United Kingdom',
  });
  await dialog.getByRole('button', { name: 'Continue to payment' }).click();
  await page.waitForURL(`${SYSTEM.payments}/pay/**`);
  const year = String((new Date().getFullYear() + 2) % 100).padStart(2, '0');
  await fillFields(page.locator('form'), {
    'Card number': PAYING_CARD,
    Expiry: `12/${year}`,
    CVC: '123',
    'Name on card': deliveryName,
  });
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await page.waitForURL(`${SYSTEM.web}/order-status?success=true`);
  return dish;
}

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
    const { demo, restaurant } = await demoRestaurantWithOwner();
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
