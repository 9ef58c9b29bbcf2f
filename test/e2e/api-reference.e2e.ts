import type { Browser } from 'playwright-core';
import { API_ROUTES } from '@contract/api-routes';
import { launchBrowser, openPage, saveScreenshot, VIEWPORTS } from './support/browser';
import { SYSTEM } from './support/system';

describe.each(VIEWPORTS)('the API reference at $name size', (viewport) => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('renders the API document and runs a search from the page', async () => {
    const page = await openPage(browser, viewport);
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    await page.goto(`${SYSTEM.api}/api/docs`);
    await page.getByText('Forkful API').first().waitFor();
    await page.locator('.opblock').first().waitFor();
    expect(await page.locator('.opblock').count()).toBe(API_ROUTES.length);
    await saveScreenshot(page, viewport, 'api-reference');

    await page
      .locator('.opblock-summary-path', { hasText: '/api/restaurant/search/{city}' })
      .click();
    await page.getByRole('button', { name: 'Try it out' }).click();
    await page.getByPlaceholder('city').fill('london');
    await page.getByRole('button', { name: 'Execute' }).click();
    const answer = page.locator('.live-responses-table .response').first();
    await expect(answer.locator('.response-col_status').textContent()).resolves.toContain('200');
    await saveScreenshot(page, viewport, 'api-reference-search');
    expect(problems).toEqual([]);
  });
});
