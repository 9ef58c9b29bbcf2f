import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import type { Viewport } from './browser';
import { SYSTEM } from './system';

/** Every account the journeys create has this password (an unknown email creates the account). */
export const PASSWORD = 'correct horse battery';

export const isPhone = (viewport: Viewport) => viewport.name === 'phone';

/** An email no earlier run has used, naming the journey and the size it runs at. */
export const newEmail = (journey: string, viewport: Viewport) =>
  `${journey}-${viewport.name}-${randomUUID().slice(0, 8)}@example.com`;

/** The header's controls: in the mobile menu (opened here) on a phone, in the header otherwise. */
export async function headerArea(page: Page, viewport: Viewport): Promise<Locator> {
  if (!isPhone(viewport)) return page.locator('header');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const sheet = page.getByRole('dialog');
  await sheet.waitFor();
  return sheet;
}

/** Presses the header's Log In and sends the identity provider's form. */
export async function submitSignIn(
  page: Page,
  viewport: Viewport,
  email: string,
  password: string,
) {
  const header = await headerArea(page, viewport);
  await header.getByRole('button', { name: 'Log In', exact: true }).click();
  await page.waitForURL(`${SYSTEM.identity}/**`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** Signs in from the page shown and waits until the header names the account. */
export async function signIn(page: Page, viewport: Viewport, email: string, password = PASSWORD) {
  await submitSignIn(page, viewport, email, password);
  await page.waitForURL((url) => url.origin === SYSTEM.web);
  if (!isPhone(viewport)) {
    await page.locator('header').getByRole('button', { name: email }).waitFor();
    return;
  }
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: email }).waitFor();
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'hidden' });
}
