import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { newEmail, signIn } from './support/account';
import { launchBrowser, openPage, VIEWPORTS } from './support/browser';
import { orderAndPay } from './support/ordering';
import { createOwnRestaurant } from './support/own-restaurant';
import { pdfFonts, pdfPageSizes, PT_PER_MM } from './support/pdf';
import { SYSTEM } from './support/system';

// A restaurant of 30 dishes, two paid orders and four prints.
jest.setTimeout(180_000);
// The owner's list is fetched every 5 s; a new order shows at the next poll.
const WITHIN_A_POLL = { timeout: 8000 };
const RESULTS_DIR = path.resolve(__dirname, '../../test-results');

// Some names are long enough to wrap at 72 mm, as real menus have.
const MENU = Array.from({ length: 30 }, (_, i) =>
  i % 7 === 3 ? `Dish ${i + 1}, slow-cooked ragù with hand-rolled pappardelle` : `Dish ${i + 1}`,
);

/**
 * Prints the ticket of `deliveryName` as the Orders tab does, to a PDF of the CSS page size; reads
 * first, in print media, what shows. Chromium's `afterprint` then takes the ticket away.
 */
async function printTicket(owner: Page, deliveryName: string) {
  await owner
    .getByRole('button', { name: `Print ticket for ${deliveryName}`, exact: true })
    .click();
  const ticket = owner.locator('[data-kitchen-ticket]');
  await ticket.filter({ hasText: deliveryName }).waitFor({ state: 'attached' });
  const pageRule = await ticket.locator('style').last().textContent();
  await owner.emulateMedia({ media: 'print' });
  const shown = await owner.evaluate(() => ({
    children: [...document.body.children]
      .filter((child) => getComputedStyle(child).display !== 'none')
      .map((child) => (child.hasAttribute('data-kitchen-ticket') ? 'ticket' : child.tagName)),
    lines: document.querySelectorAll('[data-kitchen-ticket] li').length,
  }));
  // Not 'screen': Chromium would print the PDF in screen media.
  await owner.emulateMedia({ media: null });
  const pdf = await owner.pdf({ preferCSSPageSize: true });
  return { pdf, pages: pdfPageSizes(pdf), fonts: pdfFonts(pdf), pageRule, shown };
}

describe('the kitchen ticket on paper', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('prints a one-line and a 30-line ticket alone, each on one 80 mm page of its length', async () => {
    const [phone, desktop] = VIEWPORTS;
    const run = randomUUID().slice(0, 8);
    const owner = await openPage(browser, desktop);
    await owner.goto(`${SYSTEM.web}/`);
    await signIn(owner, desktop, newEmail('ticket-owner', desktop));
    const restaurant = await createOwnRestaurant(owner, {
      restaurantName: `Ticket Kitchen ${run}`,
      city: `Tickford ${run}`,
      menu: MENU,
    });

    const customer = await openPage(browser, desktop);
    await customer.goto(`${SYSTEM.web}/detail/${restaurant._id}`);
    await signIn(customer, desktop, newEmail('ticket-customer', desktop));
    const long = `Long Ticket ${run}`;
    await orderAndPay(customer, restaurant, long, restaurant.menuItems);
    // The paid cart is emptied once the status page is up.
    await customer.getByText(/payment went through/).waitFor();
    await customer.goto(`${SYSTEM.web}/detail/${restaurant._id}`);
    const short = `Short Ticket ${run}`;
    await orderAndPay(customer, restaurant, short);

    await owner.reload();
    await owner.getByRole('article', { name: short }).waitFor(WITHIN_A_POLL);
    await owner.evaluate(() => {
      window.print = () => undefined;
    });
    mkdirSync(RESULTS_DIR, { recursive: true });
    const heights: number[] = [];
    for (const [name, lines] of [
      [short, 1],
      [long, 30],
    ] as const) {
      const { pdf, pages, fonts, pageRule, shown } = await printTicket(owner, name);
      writeFileSync(path.join(RESULTS_DIR, `kitchen-ticket-${lines}-lines.pdf`), pdf);
      expect(shown).toEqual({ children: ['ticket'], lines });
      // The ticket is set in a monospace face; anything else on paper would bring the page's own.
      expect(fonts.length).toBeGreaterThan(0);
      expect(fonts.filter((font) => !/Mono|Courier/.test(font))).toEqual([]);

      const heightMm = Number(/size: 80mm (\d+)mm/.exec(pageRule ?? '')?.[1]);
      expect(pages).toHaveLength(1);
      // Chromium rounds the paper to its own units: 80 mm comes out as 227.04 pt, not 226.77.
      expect(Math.abs(pages[0].width - 80 * PT_PER_MM)).toBeLessThan(0.5);
      expect(Math.abs(pages[0].height - heightMm * PT_PER_MM)).toBeLessThan(1);
      heights.push(heightMm);
    }
    expect(heights[1]).toBeGreaterThan(heights[0] + 150);

    // The paper follows the ticket, not the window it is printed from.
    await owner.setViewportSize({ width: phone.width, height: phone.height });
    for (const [index, name] of [short, long].entries()) {
      const { pages, pageRule } = await printTicket(owner, name);
      expect(pages).toHaveLength(1);
      expect(pageRule).toBe(`@page { size: 80mm ${heights[index]}mm; }`);
    }
  });
});
