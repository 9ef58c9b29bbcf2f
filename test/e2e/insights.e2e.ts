import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { buildDemoRestaurants, DEMO_PASSWORD } from '@local/demo/demo-restaurants';
import { signIn } from './support/account';
import { launchBrowser, openPage, VIEWPORTS } from './support/browser';
import { checkPage } from './support/check-page';
import { SYSTEM } from './support/system';

// owner-001 after a fresh start: the demo orders of the last weeks, seen in Insights.
jest.setTimeout(180_000);

const cents = (text: string) => Math.round(Number(text.replace(/[$,]/g, '')) * 100);
const DAY_MS = 86_400_000;

describe.each(VIEWPORTS)("owner-001's insights, at $name size", (viewport) => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('shows the last 7 days as charts and downloads their order lines as CSV', async () => {
    const demo = buildDemoRestaurants()[0];
    const owner = await openPage(browser, viewport);
    await owner.goto(`${SYSTEM.web}/`);
    await signIn(owner, viewport, demo.ownerEmail, DEMO_PASSWORD);
    await owner.goto(`${SYSTEM.web}/manage-restaurant`);
    // The demo orders are removed ones: the live list has none of them.
    await owner.getByRole('heading', { name: '0 active orders' }).waitFor();

    await owner.getByRole('tab', { name: 'Insights' }).click();
    const panel = owner.getByRole('tabpanel', { name: 'Insights' });
    await expect(panel.getByRole('radio', { name: 'Last 7 days' }).isChecked()).resolves.toBe(true);
    const perDay = panel.getByRole('region', { name: 'Sales per day' });
    const perHour = panel.getByRole('region', { name: 'Orders by hour' });
    await perDay.getByRole('img').waitFor();
    await expect(perDay.getByRole('img').getAttribute('aria-labelledby')).resolves.toBeTruthy();
    const barsOf = (region: typeof perDay) =>
      region
        .locator('svg rect')
        .evaluateAll(
          (rects) => rects.filter((rect) => Number(rect.getAttribute('height')) > 0).length,
        );
    await expect(barsOf(perDay)).resolves.toBeGreaterThanOrEqual(6);
    await expect(barsOf(perHour)).resolves.toBeGreaterThanOrEqual(4);
    await expect(perDay.textContent()).resolves.toMatch(/in gross sales over 7 days; the best day/);

    const totals = panel.getByRole('region', { name: 'Totals' });
    const figure = async (label: string) =>
      (await totals
        .locator('dt', { hasText: label })
        .locator('xpath=following-sibling::dd[1]/strong')
        .textContent())!;
    const paidOrders = Number(await figure('Paid orders'));
    const grossSales = cents(await figure('Gross sales'));
    expect(paidOrders).toBeGreaterThan(20);
    await panel
      .getByText('Margherita')
      .first()
      .waitFor({ state: 'attached' })
      .catch(() => undefined);
    await expect(
      panel.getByRole('region', { name: 'Best sellers' }).locator('li').count(),
    ).resolves.toBeGreaterThan(2);

    await checkPage(owner, viewport, 'insights-last-7-days');
    await perHour.getByRole('button', { name: 'Show table' }).click();
    await perHour.getByRole('table', { name: 'Orders by hour' }).waitFor();
    await checkPage(owner, viewport, 'insights-orders-by-hour-table');

    // The CSV: one row per line of those orders, their lines adding up to the gross sales less
    // each order's delivery.
    const [download] = await Promise.all([
      owner.waitForEvent('download'),
      panel.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      /^insights-\d{4}-\d\d-\d\d-to-\d{4}-\d\d-\d\d\.csv$/,
    );
    const text = await readFile((await download.path())!, 'utf8');
    const [header, ...rows] = text.trimEnd().split('\r\n');
    expect(header).toBe('date,order reference,item,quantity,unit price,line total,choices');
    const lines = rows.map((row) => {
      // The first six fields hold no comma; the last, the choices, may (quoted).
      const fields = row.split(',');
      return { date: fields[0], order: fields[1], lineTotal: cents(fields[5]) };
    });
    expect(new Set(lines.map((line) => line.order)).size).toBe(paidOrders);
    const lineSales = lines.reduce((sum, line) => sum + line.lineTotal, 0);
    expect(lineSales + paidOrders * demo.deliveryPrice).toBe(grossSales);
    const oldest = Math.min(
      ...lines.map((line) => Date.parse(`${line.date.slice(0, 10)}T00:00:00Z`)),
    );
    expect(Date.now() - oldest).toBeLessThan(8 * DAY_MS);
  });
});
