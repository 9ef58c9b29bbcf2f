import type { Browser, Page } from 'playwright-core';
import { headerArea, isPhone, newEmail, PASSWORD, submitSignIn } from './support/account';
import { launchBrowser, openPage, VIEWPORTS, type Viewport } from './support/browser';
import { checkPage } from './support/check-page';
import { SYSTEM } from './support/system';

const PROFILE = {
  Name: 'Ada Lovelace',
  'Address Line 1': '12 St James Square',
  City: 'London',
  Country: 'United Kingdom',
};

/** Checks the header shows the signed-in email, and leaves the account's menu open. */
async function openAccountMenu(page: Page, viewport: Viewport, email: string) {
  if (isPhone(viewport)) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    const sheet = page.getByRole('dialog', { name: email });
    await sheet.waitFor();
    return sheet;
  }
  const main = page.getByRole('navigation', { name: 'Main' });
  await main.getByRole('link', { name: 'Order Status' }).waitFor();
  await main.getByRole('button', { name: email }).click();
  return main;
}

describe.each(VIEWPORTS)('signing in at $name size', (viewport) => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('signs a new user in and out, keeps the profile, and refuses a wrong password', async () => {
    const page = await openPage(browser, viewport);
    const email = newEmail('e2e', viewport);

    await page.goto(`${SYSTEM.web}/search/london`);
    await submitSignIn(page, viewport, email, PASSWORD);
    await page.waitForURL(`${SYSTEM.web}/search/london`);
    await page.getByText(/Restaurants found in london/).waitFor();
    await checkPage(page, viewport, 'search-results-signed-in');
    let menu = await openAccountMenu(page, viewport, email);
    await checkPage(page, viewport, 'sign-in-signed-in');

    await menu.getByRole('link', { name: 'User Profile' }).click();
    await page.waitForURL(`${SYSTEM.web}/user-profile`);
    await expect(page.getByLabel('Email').inputValue()).resolves.toBe(email);
    for (const [label, value] of Object.entries(PROFILE)) {
      await page.getByLabel(label, { exact: true }).fill(value);
    }
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('User profile updated!').waitFor();
    await checkPage(page, viewport, 'sign-in-profile-saved');

    await page.reload();
    await page.getByRole('form', { name: 'User Profile' }).waitFor();
    for (const [label, value] of Object.entries(PROFILE)) {
      await expect(page.getByLabel(label, { exact: true }).inputValue()).resolves.toBe(value);
    }
    await page.getByRole('link', { name: 'Forkful', exact: true }).click();
    await page.getByPlaceholder('Search by City or Town').waitFor();
    await checkPage(page, viewport, 'home-signed-in');
    menu = await openAccountMenu(page, viewport, email);

    await menu.getByRole('button', { name: 'Log Out' }).click();
    await page.waitForURL((url) => url.origin === SYSTEM.web && url.pathname === '/');
    const header = await headerArea(page, viewport);
    await header.getByRole('button', { name: 'Log In' }).waitFor();
    await expect(page.getByRole('button', { name: email }).count()).resolves.toBe(0);
    if (isPhone(viewport)) await page.getByRole('button', { name: 'Close menu' }).click();

    await submitSignIn(page, viewport, email, 'not the password');
    await page.getByRole('alert').filter({ hasText: 'Wrong email or password.' }).waitFor();
    await checkPage(page, viewport, 'sign-in-wrong-password');
  });
});
