import type { Browser, Locator, Page } from 'playwright-core';
import { newEmail, PASSWORD } from './support/account';
import { launchBrowser, openPage, VIEWPORTS, type Viewport } from './support/browser';
import { checkPage } from './support/check-page';
import { demoRestaurant, menuItemName, plainDishes } from './support/restaurants';
import { SYSTEM } from './support/system';
import type { Restaurant } from '@contract/restaurant';

const DELIVERY = {
  Name: 'Grace Hopper',
  'Address Line 1': '7 Harbour Road',
  City: 'London',
  Country: 'United Kingdom',
};
const PAYING_CARD = '4242 4242 4242 4242';
const DECLINED_CARD = '4000 0000 0000 0002';

// A journey signs in, pays on another origin and comes back: more than the default minute.
jest.setTimeout(180_000);

const cents = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);

const orderCard = (page: Page) => page.getByRole('region', { name: 'Your Order' });
const checkoutButton = (page: Page, name: string) =>
  orderCard(page).getByRole('button', { name, exact: true });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Confirm Delivery Details' });

/** The card's lines as 'name × quantity' with their line price in cents, and the total. */
async function readOrderCard(page: Page) {
  const lines = await orderCard(page)
    .getByRole('listitem')
    .evaluateAll((items) =>
      items.map((item) => {
        const [quantity, name, price] = [...item.children].map((part) => part.textContent ?? '');
        return { line: `${name} × ${quantity.replace(/\D/g, '')}`, price };
      }),
    );
  const total = await orderCard(page).locator('dd').last().textContent();
  return {
    lines: lines.map(({ line, price }) => ({ line, cents: cents(price) })),
    total: cents(total ?? ''),
  };
}

/** The payment page's lines and total, read the same way. */
async function readPaymentPage(page: Page) {
  const lines = await page
    .locator('ul.lines li')
    .evaluateAll((items) =>
      items.map((item) => [...item.children].map((part) => part.textContent ?? '')),
    );
  const total = await page.locator('dl.totals .total dd').textContent();
  return {
    lines: lines.map(([line, price]) => ({ line, cents: cents(price) })),
    total: cents(total ?? ''),
  };
}

async function addToCart(page: Page, name: string) {
  await page.getByRole('button', { name: menuItemName(name) }).click();
}

async function fillFields(scope: Locator, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await scope.getByLabel(label, { exact: true }).fill(value);
  }
}

async function payWith(page: Page, card: string) {
  const year = (new Date().getFullYear() + 2) % 100;
  await fillFields(page.locator('form'), {
    'Card number': card,
    Expiry: `12/${String(year).padStart(2, '0')}`,
    CVC: '123',
    'Name on card': DELIVERY.Name,
  });
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
}

/** 'Go to checkout', the delivery details, 'Continue to payment': answers the payment page. */
async function continueToPayment(page: Page, viewport: Viewport, email: string) {
  await checkoutButton(page, 'Go to checkout').click();
  await dialog(page).waitFor();
  await expect(dialog(page).getByLabel('Email').inputValue()).resolves.toBe(email);
  await fillFields(dialog(page), DELIVERY);
  await checkPage(page, viewport, 'checkout-dialog');
  await dialog(page).getByRole('button', { name: 'Continue to payment' }).click();
  await page.waitForURL(`${SYSTEM.payments}/pay/**`);
}

interface Journey {
  page: Page;
  viewport: Viewport;
  restaurant: Restaurant;
  email: string;
}

/**
 * Signed out: three dishes without options (the first twice), the third removed again. Answers
 * the card.
 */
async function buildCart({ page, restaurant }: Journey) {
  const [first, second, third] = plainDishes(restaurant);
  await page.goto(`${SYSTEM.web}/detail/${restaurant._id}`);
  await page.getByRole('heading', { level: 1, name: restaurant.restaurantName }).waitFor();
  for (const item of [first, second, first, third]) await addToCart(page, item.name);
  await orderCard(page)
    .getByRole('button', { name: `Remove ${third.name}` })
    .click();
  return {
    lines: [
      { line: `${first.name} × 2`, cents: first.price * 2 },
      { line: `${second.name} × 1`, cents: second.price },
    ],
    total: first.price * 2 + second.price + restaurant.deliveryPrice,
  };
}

/** The card once its stored lines are back (restoring is asynchronous). */
async function restoredCard(page: Page) {
  await orderCard(page).getByRole('listitem').nth(1).waitFor();
  return readOrderCard(page);
}

async function signInFromCart({ page, restaurant, email }: Journey) {
  await checkoutButton(page, 'Log in to check out').click();
  await page.waitForURL(`${SYSTEM.identity}/**`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(`${SYSTEM.web}/detail/${restaurant._id}`);
  await checkoutButton(page, 'Go to checkout').waitFor();
}

/** The dialog takes focus, Escape closes it and focus comes back to the button. */
async function checkDialogFocus(page: Page) {
  await checkoutButton(page, 'Go to checkout').click();
  await dialog(page).waitFor();
  await expect(
    dialog(page).evaluate((node) => node.contains(document.activeElement)),
  ).resolves.toBe(true);
  await page.keyboard.press('Escape');
  await dialog(page).waitFor({ state: 'hidden' });
  await expect(
    checkoutButton(page, 'Go to checkout').evaluate((node) => node === document.activeElement),
  ).resolves.toBe(true);
}

describe.each(VIEWPORTS)('ordering and paying at $name size', (viewport) => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('builds a cart signed out, signs in, is declined, cancels, pays and starts afresh', async () => {
    const restaurant = await demoRestaurant();
    const page = await openPage(browser, viewport);
    const email = newEmail('buyer', viewport);
    const journey = { page, viewport, restaurant, email };

    const expected = await buildCart(journey);
    await expect(readOrderCard(page)).resolves.toEqual(expected);
    await page.reload();
    await expect(restoredCard(page)).resolves.toEqual(expected);
    await checkPage(page, viewport, 'checkout-cart');

    await signInFromCart(journey);
    await expect(restoredCard(page)).resolves.toEqual(expected);
    await checkPage(page, viewport, 'checkout-signed-in');
    await checkDialogFocus(page);

    await continueToPayment(page, viewport, email);
    await expect(readPaymentPage(page)).resolves.toEqual(expected);
    await checkPage(page, viewport, 'checkout-payment');
    await payWith(page, DECLINED_CARD);
    await page.getByRole('alert').filter({ hasText: 'Your card was declined.' }).waitFor();
    await checkPage(page, viewport, 'checkout-declined');

    await page.getByRole('link', { name: 'Cancel' }).click();
    await page.waitForURL(`${SYSTEM.web}/detail/${restaurant._id}`);
    await page.getByText('Payment cancelled').waitFor();
    await expect(restoredCard(page)).resolves.toEqual(expected);
    await checkPage(page, viewport, 'checkout-cancelled');

    // The declined attempt left no paid order: the customer's list shows only paid ones.
    await page.goto(`${SYSTEM.web}/order-status`);
    await page.getByText('No orders found').waitFor();
    await page.goto(`${SYSTEM.web}/detail/${restaurant._id}`);
    await expect(restoredCard(page)).resolves.toEqual(expected);

    await continueToPayment(page, viewport, email);
    await expect(readPaymentPage(page)).resolves.toEqual(expected);
    await payWith(page, PAYING_CARD);
    await page.waitForURL(`${SYSTEM.web}/order-status?success=true`);
    // Listed once the payment is recorded, which the page sees at its next 5 s poll at the latest.
    await page
      .getByRole('article', { name: 'Order Status: Awaiting Restaurant Confirmation', exact: true })
      .waitFor({ timeout: 8000 });
    await expect(page.getByRole('article').count()).resolves.toBe(1);
    await checkPage(page, viewport, 'checkout-paid');

    await page.goto(`${SYSTEM.web}/detail/${restaurant._id}`);
    await orderCard(page).getByText('Your cart is empty. Pick something from the menu.').waitFor();
    await expect(checkoutButton(page, 'Go to checkout').isDisabled()).resolves.toBe(true);
  });
});
