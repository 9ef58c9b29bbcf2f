import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import type { Restaurant } from '@contract/restaurant';
import { newEmail, signIn } from './support/account';
import { launchBrowser, openPage, VIEWPORTS } from './support/browser';
import { checkPage } from './support/check-page';
import { SYSTEM } from './support/system';

// Signing in, two saves with images and a visitor's look: more than the default minute.
jest.setTimeout(120_000);

/** A plain 1280×720 PNG of one colour, written to `folder`. */
async function pngFile(folder: string, name: string, colour: string): Promise<string> {
  const file = path.join(folder, name);
  await sharp({ create: { width: 1280, height: 720, channels: 3, background: colour } })
    .png()
    .toFile(file);
  return file;
}

/** The owner's page opens on the Orders tab; the form is on the other. */
async function openRestaurantForm(page: Page) {
  await page.getByRole('tab', { name: 'Manage Restaurant' }).click();
  await page.getByLabel('Restaurant name').waitFor();
}

const menuItem = (page: Page, n: number) => page.getByRole('listitem', { name: `Menu item ${n}` });

/** Saves the form and answers the restaurant the API sent back. */
async function save(page: Page, toast: string): Promise<Restaurant> {
  const answer = page.waitForResponse(
    (response) =>
      response.url() === `${SYSTEM.api}/api/my/restaurant` && response.request().method() !== 'GET',
  );
  await page.getByRole('button', { name: 'Submit' }).click();
  const response = await answer;
  expect(response.status()).toBeLessThan(300);
  await page.getByText(toast).waitFor();
  return (await response.json()) as Restaurant;
}

describe.each(VIEWPORTS)('an owner’s restaurant, at $name size', (viewport) => {
  let browser: Browser;
  let folder: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    folder = mkdtempSync(path.join(tmpdir(), 'forkful-images-'));
  });
  afterAll(async () => {
    await browser.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('is created, reloaded with its cents, changed, and seen by a visitor', async () => {
    const page = await openPage(browser, viewport);
    await page.goto(`${SYSTEM.web}/`);
    await signIn(page, viewport, newEmail('owner', viewport));
    await page.goto(`${SYSTEM.web}/manage-restaurant`);
    await page.getByText('Once your restaurant is set up under Manage Restaurant').waitFor();
    await checkPage(page, viewport, 'restaurant-orders-tab');
    await openRestaurantForm(page);
    await checkPage(page, viewport, 'restaurant-form');

    await page.getByLabel('Restaurant name').fill('Trattoria Verde');
    await page.getByLabel('City').fill('Leeds');
    await page.getByLabel('Country').fill('United Kingdom');
    await page.getByLabel('Delivery price ($)').fill('2.00');
    await page.getByLabel('Estimated delivery time (minutes)').fill('35');
    for (const cuisine of ['Italian', 'Pizza', 'Pasta']) {
      await page.getByRole('checkbox', { name: cuisine, exact: true }).check();
    }
    await menuItem(page, 1).getByLabel('Item name').fill('Margherita');
    await menuItem(page, 1).getByLabel('Price ($)').fill('12.50');
    await page.getByRole('button', { name: 'Add Menu Item' }).click();
    await menuItem(page, 2).getByLabel('Item name').fill('Tiramisu');
    await menuItem(page, 2).getByLabel('Price ($)').fill('6');
    await page
      .getByLabel('Image file (JPEG or PNG)')
      .setInputFiles(await pngFile(folder, 'red.png', '#c0392b'));
    const created = await save(page, 'Restaurant created!');
    await checkPage(page, viewport, 'restaurant-created');

    await page.reload();
    await openRestaurantForm(page);
    await expect(menuItem(page, 1).getByLabel('Price ($)').inputValue()).resolves.toBe('12.50');
    await expect(page.getByLabel('Delivery price ($)').inputValue()).resolves.toBe('2.00');
    await expect(
      page.getByRole('checkbox', { name: 'Pasta', exact: true }).isChecked(),
    ).resolves.toBe(true);

    await menuItem(page, 2).getByLabel('Price ($)').fill('7.25');
    await page
      .getByLabel('Image file (JPEG or PNG)')
      .setInputFiles(await pngFile(folder, 'blue.png', '#2255aa'));
    const updated = await save(page, 'Restaurant Updated');
    expect(updated._id).toBe(created._id);
    expect(updated.menuItems.map((item) => item._id)).toEqual(
      created.menuItems.map((item) => item._id),
    );
    expect(updated.imageUrl).not.toBe(created.imageUrl);
    await checkPage(page, viewport, 'restaurant-updated');

    const visitor = await openPage(browser, viewport);
    await visitor.goto(`${SYSTEM.web}/detail/${created._id}`);
    await visitor.getByRole('heading', { level: 1, name: 'Trattoria Verde' }).waitFor();
    await visitor.getByText('Leeds, United Kingdom').waitFor();
    await visitor.getByRole('button', { name: 'Margherita, $12.50' }).waitFor();
    await visitor.getByRole('button', { name: 'Tiramisu, $7.25' }).waitFor();
    const banner = visitor.locator('article img').first();
    await banner.evaluate((img: HTMLImageElement) => img.decode());
    const shown = await banner.evaluate((img: HTMLImageElement) => ({
      naturalWidth: img.naturalWidth,
      src: img.currentSrc,
    }));
    expect(shown.naturalWidth).toBeGreaterThan(0);
    expect(shown.src.startsWith(updated.imageUrl.replace(/\/\d+\.webp$/, '/'))).toBe(true);
    await checkPage(visitor, viewport, 'restaurant-detail');
  });
});
