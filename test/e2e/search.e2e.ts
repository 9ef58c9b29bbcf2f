import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage, VIEWPORTS } from './support/browser';
import { checkPage } from './support/check-page';
import { SYSTEM } from './support/system';

interface Card {
  name: string;
  cuisines: string[];
  price: number;
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const pagination = (page: Page) => page.getByRole('navigation', { name: 'Pagination' });
const sortBy = (page: Page) => page.getByLabel('Sort by:');

/** The result cards as a visitor reads them: name, cuisines and delivery price in cents. */
function readCards(page: Page): Promise<Card[]> {
  return page
    .getByRole('list', { name: /^Restaurants in / })
    .getByRole('link')
    .evaluateAll((links) =>
      links.map((link) => ({
        name: link.querySelector('h2')?.textContent ?? '',
        cuisines: [...link.querySelectorAll('[aria-label="Cuisines"] li')].map(
          (item) => item.textContent ?? '',
        ),
        price: Math.round(
          Number(/Delivery from \$(\d+\.\d\d)/.exec(link.textContent ?? '')?.[1]) * 100,
        ),
      })),
    );
}

/** The total in '{total} Restaurants found in {city}'. */
async function totalFound(page: Page, city: string): Promise<number> {
  const text = await heading(page)
    .filter({ hasText: `Restaurants found in ${city}` })
    .textContent();
  return Number(/^(\d+) Restaurants found in /.exec(text ?? '')?.[1]);
}

/** Runs `action` and waits until the search it causes has answered and its results show. */
async function searchAfter(page: Page, action: () => Promise<unknown>) {
  const answered = page.waitForResponse((response) =>
    response.url().startsWith(`${SYSTEM.api}/api/restaurant/search/`),
  );
  await action();
  expect((await answered).ok()).toBe(true);
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
}

/** The search state the address holds. */
const searchParams = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

const ascending = (prices: number[]) =>
  prices.every((price, i) => i === 0 || prices[i - 1] <= price);

describe.each(VIEWPORTS)('searching at $name size', (viewport) => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('finds, filters, sorts and pages London, and keeps the state through Back and reload', async () => {
    const page = await openPage(browser, viewport);
    await page.goto(`${SYSTEM.web}/`);
    await page.getByPlaceholder('Search by City or Town').fill('london');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(`${SYSTEM.web}/search/london`);
    await heading(page)
      .filter({ hasText: /^\d+ Restaurants found in london$/ })
      .waitFor();
    const total = await totalFound(page, 'london');
    expect(total).toBeGreaterThanOrEqual(30);
    await checkPage(page, viewport, 'search-results');

    // The demo data has a dozen London places serving both, so the pair runs to two pages.
    const pair = ['Italian', 'Pizza'];
    await page.getByRole('button', { name: 'View More' }).click();
    for (const cuisine of pair) {
      await searchAfter(page, () =>
        page.getByRole('checkbox', { name: cuisine, exact: true }).check(),
      );
    }
    const filteredTotal = await totalFound(page, 'london');
    expect(filteredTotal).toBeGreaterThan(10);
    expect(filteredTotal).toBeLessThan(total);

    await searchAfter(page, () => sortBy(page).selectOption({ label: 'Delivery price' }));
    const filters = { selectedCuisines: pair.join(','), sortOption: 'deliveryPrice' };
    expect(searchParams(page)).toEqual(filters);
    const firstPage = await readCards(page);
    expect(ascending(firstPage.map((card) => card.price))).toBe(true);
    for (const card of firstPage) expect(card.cuisines).toEqual(expect.arrayContaining(pair));
    await checkPage(page, viewport, 'search-filtered');

    // Changing page keeps the cuisines and the sort.
    await searchAfter(page, () => pagination(page).getByRole('link', { name: 'Page 2' }).click());
    expect(searchParams(page)).toEqual({ ...filters, page: '2' });
    await pagination(page).locator('[aria-current="page"]', { hasText: '2' }).waitFor();
    const secondPage = await readCards(page);
    expect(firstPage.length + secondPage.length).toBe(filteredTotal);
    expect(secondPage[0].price).toBeGreaterThanOrEqual(firstPage.at(-1)!.price);
    for (const card of secondPage) expect(card.cuisines).toEqual(expect.arrayContaining(pair));
    expect(secondPage.map((card) => card.name)).not.toContain(firstPage[0].name);
    await checkPage(page, viewport, 'search-page-2');

    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('page'));
    expect(searchParams(page)).toEqual(filters);
    await pagination(page).locator('[aria-current="page"]', { hasText: '1' }).waitFor();
    expect((await readCards(page)).map((card) => card.name)).toEqual(firstPage.map((c) => c.name));
    await expect(sortBy(page).inputValue()).resolves.toBe('deliveryPrice');

    await page.reload();
    await heading(page)
      .filter({ hasText: `${filteredTotal} Restaurants found in london` })
      .waitFor();
    await expect(sortBy(page).inputValue()).resolves.toBe('deliveryPrice');
    for (const cuisine of pair) {
      await expect(
        page.getByRole('checkbox', { name: cuisine, exact: true }).isChecked(),
      ).resolves.toBe(true);
    }
    expect((await readCards(page)).map((card) => card.name)).toEqual(firstPage.map((c) => c.name));

    await searchAfter(page, () => page.getByRole('button', { name: 'Reset Filters' }).click());
    expect(searchParams(page)).toEqual({ sortOption: 'deliveryPrice' });
    expect(await totalFound(page, 'london')).toBe(total);

    const [first] = await readCards(page);
    await page
      .getByRole('list', { name: /^Restaurants in / })
      .getByRole('link')
      .first()
      .click();
    await page.waitForURL(new RegExp(`^${SYSTEM.web}/detail/[^/?]+$`));
    await page.getByRole('heading', { name: first.name }).first().waitFor();
  });

  it('opens a restaurant from far down the results at its top, and Back returns to the card', async () => {
    const page = await openPage(browser, viewport);
    await page.goto(`${SYSTEM.web}/search/london`);
    const cards = page.getByRole('list', { name: /^Restaurants in / }).getByRole('link');
    const far = cards.nth(6);
    const name = (await far.locator('h2').textContent()) ?? '';
    await far.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

    await far.click();
    await page.waitForURL(new RegExp(`^${SYSTEM.web}/detail/[^/?]+$`));
    await page.getByRole('heading', { name, level: 1 }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    const again = cards.filter({ hasText: name });
    await again.waitFor();
    await page.waitForFunction(() => window.scrollY > 0);
    const box = (await again.boundingBox())!;
    expect(box.y + box.height).toBeGreaterThan(0);
    expect(box.y).toBeLessThan(viewport.height);
  });

  it('asks for a place before searching', async () => {
    const page = await openPage(browser, viewport);
    await page.goto(`${SYSTEM.web}/`);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByText('Restaurant name is required').waitFor();
    expect(page.url()).toBe(`${SYSTEM.web}/`);
    await checkPage(page, viewport, 'search-required');
  });

  it("says 'No results found' for a city without restaurants", async () => {
    const page = await openPage(browser, viewport);
    await page.goto(`${SYSTEM.web}/`);
    await page.getByPlaceholder('Search by City or Town').fill('atlantis');
    await page.getByPlaceholder('Search by City or Town').press('Enter');
    await page.waitForURL(`${SYSTEM.web}/search/atlantis`);
    await heading(page).filter({ hasText: '0 Restaurants found in atlantis' }).waitFor();
    await page.getByText('No results found').waitFor();
    await checkPage(page, viewport, 'search-no-results');
  });
});
