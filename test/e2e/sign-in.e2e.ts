import { randomUUID } from 'node:crypto';
import type { Browser, Locator, Page } from 'playwright-core';
import {
  launchBrowser,
  openPage,
  saveScreenshot,
  VIEWPORTS,
  type Viewport,
} from './support/browser';
import { SYSTEM } from './support/system';

const PASSWORD = 'correct horse battery';
const PROFILE = {
  Name: 'Ada Lovelace',
  'Address Line 1': '12 St James Square',
  City: 'London',
  Country: 'United Kingdom',
};

const isPhone = (viewport: Viewport) => viewport.name === 'phone';

// Screenshots wait for the menus' entrance animations to end.
const animationsDone = (page: Page) =>
  page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));

/** The header's controls: in the mobile menu on a phone, in the desktop navigation otherwise. */
async function headerArea(page: Page, viewport: Viewport): Promise<Locator> {
  if (!isPhone(viewport)) return page.locator('header');
  await page.getByRole('button', { name: 'Open menu' }).click();
  return page.getByRole('dialog');
}

async function signInAt(page: Page, viewport: Viewport, email: string, password: string) {
  const header = await headerArea(page, viewport);
  await header.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL(`${SYSTEM.identity}/**`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
}

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
    const email = `e2e-${viewport.name}-${randomUUID().slice(0, 8)}@example.com`;

    await page.goto(`${SYSTEM.web}/search/london`);
    await signInAt(page, viewport, email, PASSWORD);
    await page.waitForURL(`${SYSTEM.web}/search/london`);
    await page.getByText(/Restaurants found in london/).waitFor();
    let menu = await openAccountMenu(page, viewport, email);
    await animationsDone(page);
    await saveScreenshot(page, viewport, 'sign-in-signed-in');

    await menu.getByRole('link', { name: 'User Profile' }).click();
    await page.waitForURL(`${SYSTEM.web}/user-profile`);
    await expect(page.getByLabel('Email').inputValue()).resolves.toBe(email);
    for (const [label, value] of Object.entries(PROFILE)) {
      await page.getByLabel(label, { exact: true }).fill(value);
    }
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('User profile updated!').waitFor();
    await saveScreenshot(page, viewport, 'sign-in-profile-saved');

    await page.reload();
    await page.getByRole('form', { name: 'User Profile' }).waitFor();
    for (const [label, value] of Object.entries(PROFILE)) {
      await expect(page.getByLabel(label, { exact: true }).inputValue()).resolves.toBe(value);
    }
    menu = await openAccountMenu(page, viewport, email);

    await menu.getByRole('button', { name: 'Log Out' }).click();
    await page.waitForURL((url) => url.origin === SYSTEM.web && url.pathname === '/');
    const header = await headerArea(page, viewport);
    await header.getByRole('button', { name: 'Log In' }).waitFor();
    await expect(page.getByRole('button', { name: email }).count()).resolves.toBe(0);
    if (isPhone(viewport)) await page.getByRole('button', { name: 'Close menu' }).click();

    await signInAt(page, viewport, email, 'not the password');
    await page.getByRole('alert').filter({ hasText: 'Wrong email or password.' }).waitFor();
    await saveScreenshot(page, viewport, 'sign-in-wrong-password');
  });
});
