import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, saveScreenshot, VIEWPORTS } from './support/browser';
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
    await expect(hero.evaluate((img: HTMLImageElement) => img.naturalWidth)).resolves.toBeGreaterThan(0);
    await page.getByText('Privacy Policy').waitFor();
    await page.getByText('Terms of Service').waitFor();
    await saveScreenshot(page, viewport, 'home');
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
