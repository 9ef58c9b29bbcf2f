import type { Browser, Page } from 'playwright-core';
import { newEmail, PASSWORD } from './support/account';
import { launchBrowser, openPage, saveScreenshot, VIEWPORTS } from './support/browser';
import {
  SECOND_CLIENT_ORIGIN,
  SECOND_SYSTEM,
  startSecondClientSystem,
  type SecondClientSystem,
} from './support/second-client';

const desktop = VIEWPORTS[1];

/**
 * The SDK waits 60 s for a silent renewal that never answers before it gives up; a session kept
 * across a reload must show well before that.
 */
const WELL_BEFORE_THE_SDK_GIVES_UP = 15_000;

const status = (page: Page) => page.getByRole('status');

describe('another web client written for Auth0, on a second origin', () => {
  let browser: Browser;
  let system: SecondClientSystem;
  beforeAll(async () => {
    [browser, system] = await Promise.all([launchBrowser(), startSecondClientSystem()]);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await system?.stop();
  });

  it('signs in, keeps the session across a reload, calls the API and signs out home', async () => {
    const page = await openPage(browser, desktop);
    const email = newEmail('second-client', desktop);

    await page.goto(SECOND_CLIENT_ORIGIN);
    await status(page).getByText('Signed out').waitFor();
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(`${SECOND_SYSTEM.identity}/**`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(`${SECOND_CLIENT_ORIGIN}/`);
    await status(page).getByText(`Signed in as ${email}`).waitFor();

    // No refresh token and an in-memory cache: the session comes back through the hidden iframe.
    await page.reload();
    await status(page)
      .getByText(`Signed in as ${email}`)
      .waitFor({ timeout: WELL_BEFORE_THE_SDK_GIVES_UP });

    await page.getByRole('button', { name: 'Call the API' }).click();
    await page.getByText(`201 ${email}`).waitFor();
    await saveScreenshot(page, desktop, 'second-client-signed-in');

    // Logging out without returnTo lands on this client's origin, not on the web app's.
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL((url) => url.origin === SECOND_CLIENT_ORIGIN);
    await status(page).getByText('Signed out').waitFor();
  });
});
