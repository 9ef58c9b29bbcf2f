import type { Browser } from 'playwright-core';
import { headerArea, isPhone } from './support/account';
import { launchBrowser, openPage, VIEWPORTS } from './support/browser';
import { checkPage } from './support/check-page';
import { SYSTEM } from './support/system';

describe.each(VIEWPORTS)('the shell at $name size', (viewport) => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('shows the home page with the hero and the search area', async () => {
    const page = await openPage(browser, viewport);
    await page.goto(`${SYSTEM.web}/`);
    await page.getByPlaceholder('Search by City or Town').waitFor();
    const hero = page.locator('img[fetchpriority="high"]');
    await expect(
      hero.evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).resolves.toBeGreaterThan(0);
    await page.getByText('Privacy Policy').waitFor();
    await page.getByText('Terms of Service').waitFor();
    await checkPage(page, viewport, 'home');

    if (isPhone(viewport)) {
      const menu = await headerArea(page, viewport);
      await menu.getByRole('button', { name: 'Log In' }).waitFor();
      await checkPage(page, viewport, 'home-menu');
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'hidden' });
      await expect(
        page
          .getByRole('button', { name: 'Open menu' })
          .evaluate((button) => button === document.activeElement),
      ).resolves.toBe(true);
    }
  });

  it.each(['/no/such/page', '/order-status', '/user-profile', '/manage-restaurant'])(
    'sends a signed-out visitor from %s to /',
    async (route) => {
      const page = await openPage(browser, viewport);
      await page.goto(`${SYSTEM.web}${route}`);
      await page.waitForURL(`${SYSTEM.web}/`);
      await page.getByPlaceholder('Search by City or Town').waitFor();
    },
  );
});
