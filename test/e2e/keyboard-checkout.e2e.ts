import type { Browser, Page } from 'playwright-core';
import { isPhone, newEmail, PASSWORD } from './support/account';
import { launchBrowser, openPage, VIEWPORTS, type Viewport } from './support/browser';
import { checkPage } from './support/check-page';
import { expectFocusTrapped, expectFocusVisible, isFocused, tabTo } from './support/keyboard';
import { demoRestaurant, menuItemName, plainDishes } from './support/restaurants';
import { SYSTEM } from './support/system';

const DELIVERY = {
  Name: 'Alan Turing',
  'Address Line 1': '2 Adlington Road',
  City: 'Wilmslow',
  Country: 'United Kingdom',
};

// Signing in and every key press of the journey: more than the default minute.
jest.setTimeout(120_000);

const orderCard = (page: Page) => page.getByRole('region', { name: 'Your Order' });
const checkoutButton = (page: Page) =>
  orderCard(page).getByRole('button', { name: 'Go to checkout', exact: true });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Confirm Delivery Details' });

/** Log In from the header (inside the menu on a phone), then the identity provider's form. */
async function signInWithKeys(page: Page, viewport: Viewport, email: string) {
  if (isPhone(viewport)) {
    await tabTo(page, page.getByRole('button', { name: 'Open menu' }));
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog');
    await menu.waitFor();
    await expectFocusTrapped(page, menu);
  }
  await tabTo(page, page.getByRole('button', { name: 'Log In', exact: true }));
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  await page.waitForURL(`${SYSTEM.identity}/**`);
  await checkPage(page, viewport, 'identity-sign-in');
  await expect(isFocused(page.getByLabel('Email'))).resolves.toBe(true);
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
}

async function confirmDetailsWithKeys(page: Page) {
  for (const [label, value] of Object.entries(DELIVERY)) {
    await tabTo(page, dialog(page).getByLabel(label, { exact: true }));
    await expectFocusVisible(page);
    await page.keyboard.type(value);
  }
  await tabTo(page, dialog(page).getByRole('button', { name: 'Continue to payment' }));
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
}

describe.each(VIEWPORTS)('checking out with the keyboard alone at $name size', (viewport) => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('signs in, adds dishes, confirms the details and reaches the payment page', async () => {
    const restaurant = await demoRestaurant();
    const [first, second] = plainDishes(restaurant);
    const page = await openPage(browser, viewport);
    await page.goto(`${SYSTEM.web}/detail/${restaurant._id}`);
    await page.getByRole('heading', { level: 1, name: restaurant.restaurantName }).waitFor();

    await signInWithKeys(page, viewport, newEmail('keys', viewport));
    await page.waitForURL(`${SYSTEM.web}/detail/${restaurant._id}`);
    await checkoutButton(page).waitFor();

    for (const [dish, key] of [
      [first, 'Enter'],
      [second, 'Space'],
      [first, 'Enter'],
    ] as const) {
      await tabTo(page, page.getByRole('button', { name: menuItemName(dish.name) }));
      await expectFocusVisible(page);
      await page.keyboard.press(key);
    }
    await orderCard(page).getByText(`${first.name}`).waitFor();
    await expect(orderCard(page).getByRole('listitem').count()).resolves.toBe(2);

    await tabTo(page, checkoutButton(page));
    await expectFocusVisible(page);
    await page.keyboard.press('Enter');
    await dialog(page).waitFor();
    await expect(
      dialog(page).evaluate((node) => node.contains(document.activeElement)),
    ).resolves.toBe(true);
    await expectFocusTrapped(page, dialog(page));
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'hidden' });
    await expect(isFocused(checkoutButton(page))).resolves.toBe(true);
    await expectFocusVisible(page);

    await page.keyboard.press('Enter');
    await dialog(page).waitFor();
    await confirmDetailsWithKeys(page);
    await page.waitForURL(`${SYSTEM.payments}/pay/**`);
    await page
      .getByRole('heading', { level: 1, name: `Pay ${restaurant.restaurantName}` })
      .waitFor();
    await expect(
      page
        .getByRole('listitem')
        .filter({ hasText: `${first.name} × 2` })
        .count(),
    ).resolves.toBe(1);
  });
});
