import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import type { Restaurant } from '@contract/restaurant';
import { newEmail, signIn } from './support/account';
import { launchBrowser, openPage, saveScreenshot, VIEWPORTS } from './support/browser';
import { checkPage } from './support/check-page';
import {
  addDishOnForm,
  cents,
  readOrderLines,
  submitRestaurantForm,
  type DishSpec,
} from './support/menu-options';
import { continueToPayment, payByCard } from './support/ordering';
import { createOwnRestaurant } from './support/own-restaurant';
import { menuItemName } from './support/restaurants';
import { SYSTEM } from './support/system';

// An owner sets up a dish field by field, a customer chooses, pays on another origin, and both
// read the order: more than the default minute.
jest.setTimeout(240_000);
// The owner's list is fetched every 5 s; a new order shows at the next poll.
const WITHIN_A_POLL = { timeout: 8000 };

const PIZZA: DishSpec = {
  name: 'Margherita',
  price: 950,
  description: 'San Marzano tomato, fior di latte and basil on a sourdough base',
  dietary: ['Vegetarian'],
  allergens: ['Cereals containing gluten', 'Milk'],
  optionGroups: [
    {
      name: 'Size',
      required: true,
      maxChoices: 1,
      choices: [
        { name: 'Small', price: 0 },
        { name: 'Medium', price: 200 },
        { name: 'Large', price: 400 },
      ],
    },
    {
      name: 'Extras',
      required: false,
      maxChoices: 2,
      choices: [
        { name: 'Olives', price: 100 },
        { name: 'Mushrooms', price: 150 },
        { name: 'Chillies', price: 75 },
      ],
    },
  ],
};
const [SIZE, EXTRAS] = PIZZA.optionGroups;
const [SMALL, , LARGE] = SIZE.choices;
const [OLIVES, MUSHROOMS, CHILLIES] = EXTRAS.choices;
/** Margherita, Large, with olives and mushrooms: one of them. */
const LARGE_WITH_EXTRAS = PIZZA.price + LARGE.price + OLIVES.price + MUSHROOMS.price;
const SMALL_PLAIN = PIZZA.price + SMALL.price;

const orderCard = (page: Page) => page.getByRole('region', { name: 'Your Order' });
const chooser = (page: Page) => page.getByRole('dialog', { name: PIZZA.name, exact: true });
/** A choice in the dialog: its label reads the name, then what it adds ('Large +$4.00'). */
const choiceName = (name: string) => new RegExp(`^${name}\\b`);

/** The 'Your Order' card: each line's quantity, name, choice rows and price; the total. */
async function readOrderCard(page: Page) {
  const lines = await orderCard(page)
    .getByRole('listitem')
    .evaluateAll((items) =>
      items.map((item) => {
        const [quantity, text, price] = [...item.children];
        const [name, ...choices] = [...(text?.children ?? [])].map((part) => part.textContent);
        return {
          quantity: Number(quantity?.textContent?.replace(/\D/g, '')),
          name,
          choices,
          price: price?.textContent ?? '',
        };
      }),
    );
  const total = await orderCard(page).locator('dd').last().textContent();
  return {
    lines: lines.map((line) => ({ ...line, price: cents(line.price) })),
    total: cents(total ?? ''),
  };
}

/** The local card page's lines ('name × quantity') with their amounts, and its total. */
async function readPaymentPage(page: Page) {
  const lines = await page
    .locator('ul.lines li')
    .evaluateAll((items) =>
      items.map((item) => [...item.children].map((part) => part.textContent ?? '')),
    );
  const total = await page.locator('dl.totals .total dd').textContent();
  return {
    lines: lines.map(([line, price]) => ({ line, price: cents(price) })),
    total: cents(total ?? ''),
  };
}

/**
 * Opens the dish's dialog and adds it with `size` and `extras`: nothing can be added until a
 * size is chosen, and the extras stop at their limit. Answers the price the button showed.
 */
async function addPizza(page: Page, size: string, extras: string[]) {
  await page.getByRole('button', { name: menuItemName(PIZZA.name) }).click();
  const dialog = chooser(page);
  await dialog.waitFor();
  const add = dialog.getByRole('button', { name: /^Add to order · \$/ });
  await expect(add.isDisabled()).resolves.toBe(true);
  await dialog.getByRole('radio', { name: choiceName(size) }).check();
  for (const extra of extras) {
    await dialog.getByRole('checkbox', { name: choiceName(extra) }).check();
  }
  const label = await add.textContent();
  await expect(add.isEnabled()).resolves.toBe(true);
  await add.click();
  await dialog.waitFor({ state: 'hidden' });
  return cents(label ?? '');
}

/** The restaurant as the API serves it to customers: the dish's groups as the owner saved them. */
async function savedDish(restaurant: Restaurant) {
  const response = await fetch(`${SYSTEM.api}/api/restaurant/${restaurant._id}`);
  const saved = (await response.json()) as Restaurant;
  const dish = saved.menuItems.find((item) => item.name === PIZZA.name);
  return {
    price: dish?.price,
    optionGroups: dish?.optionGroups.map(({ name, required, minChoices, maxChoices, choices }) => ({
      name,
      required,
      minChoices,
      maxChoices,
      choices: choices.map((choice) => ({ name: choice.name, price: choice.price })),
    })),
  };
}

/** Prints the kitchen ticket of `deliveryName` as the Orders tab does (the dialog left out). */
async function openTicket(owner: Page, deliveryName: string) {
  await owner.evaluate(() => {
    window.print = () => undefined;
  });
  await owner
    .getByRole('button', { name: `Print ticket for ${deliveryName}`, exact: true })
    .click();
  const ticket = owner.locator('[data-kitchen-ticket]').filter({ hasText: deliveryName });
  await ticket.waitFor({ state: 'attached' });
  return ticket;
}

describe.each(VIEWPORTS)('a dish with options, at $name size', (viewport) => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('is set up by its owner, chosen, paid for and shown with its choices everywhere', async () => {
    const run = randomUUID().slice(0, 8);
    const deliveryName = `Options E2E ${run}`;

    // The owner adds the dish, its sizes and its extras on the Manage Restaurant form.
    const owner = await openPage(browser, viewport);
    await owner.goto(`${SYSTEM.web}/`);
    await signIn(owner, viewport, newEmail('options-owner', viewport));
    const restaurant = await createOwnRestaurant(owner, {
      restaurantName: `Options Pizzeria ${run}`,
      city: `Optionford ${run}`,
      menu: ['Garlic Bread'],
    });
    await owner.reload();
    await owner.getByRole('tab', { name: 'Manage Restaurant' }).click();
    const line = await addDishOnForm(owner, PIZZA);
    const extras = line.getByRole('group', { name: 'Option group 2', exact: true });
    await extras.getByText('Customers read: Choose up to 2').waitFor();
    await checkPage(owner, viewport, 'menu-options-owner-form');
    const saved = await submitRestaurantForm(owner);
    expect(saved).toEqual({ status: 200, body: expect.any(String) });
    await owner.getByText('Restaurant Updated').waitFor();
    await expect(savedDish(restaurant)).resolves.toEqual({
      price: PIZZA.price,
      optionGroups: [
        { name: 'Size', required: true, minChoices: 1, maxChoices: 1, choices: SIZE.choices },
        { name: 'Extras', required: false, minChoices: 0, maxChoices: 2, choices: EXTRAS.choices },
      ],
    });

    // The saved form shows the groups again; the owner then waits on the Orders tab.
    await owner.reload();
    await owner.getByRole('tab', { name: 'Manage Restaurant' }).click();
    const savedLine = owner.getByRole('listitem', { name: 'Menu item 2', exact: true });
    const size = savedLine.getByRole('group', { name: 'Option group 1', exact: true });
    await expect(size.getByLabel('Group name', { exact: true }).inputValue()).resolves.toBe('Size');
    await expect(
      size
        .getByRole('listitem', { name: 'Choice 3', exact: true })
        .getByLabel('Choice price ($)', { exact: true })
        .inputValue(),
    ).resolves.toBe('4.00');
    await owner.getByRole('tab', { name: 'Orders' }).click();

    // The customer sees the dish's details and chooses: a Large with two extras.
    const customer = await openPage(browser, viewport);
    await customer.goto(`${SYSTEM.web}/detail/${restaurant._id}`);
    await signIn(customer, viewport, newEmail('options-customer', viewport));
    const dishButton = customer.getByRole('button', { name: menuItemName(PIZZA.name) });
    await expect(dishButton.getAttribute('aria-haspopup')).resolves.toBe('dialog');
    // The details are in the dish's entry beside its button, and describe it.
    const dishEntry = dishButton.locator('xpath=ancestor::li[1]');
    await expect(dishEntry.textContent()).resolves.toContain(PIZZA.description);
    await expect(dishEntry.textContent()).resolves.toContain(
      'Allergens: Cereals containing gluten, Milk',
    );
    await expect(
      dishButton.evaluate(
        (button) =>
          document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent,
      ),
    ).resolves.toContain(PIZZA.description);

    await dishButton.click();
    const dialog = chooser(customer);
    await dialog.getByRole('radio', { name: choiceName(LARGE.name) }).check();
    await dialog.getByRole('checkbox', { name: choiceName(OLIVES.name) }).check();
    await dialog.getByRole('checkbox', { name: choiceName(MUSHROOMS.name) }).check();
    // Two extras is the limit: the third cannot be ticked.
    await expect(
      dialog.getByRole('checkbox', { name: choiceName(CHILLIES.name) }).isDisabled(),
    ).resolves.toBe(true);
    await expect(
      dialog.getByRole('button', { name: /^Add to order · \$/ }).textContent(),
    ).resolves.toBe(`Add to order · $${(LARGE_WITH_EXTRAS / 100).toFixed(2)}`);
    await checkPage(customer, viewport, 'menu-options-dialog');
    await customer.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    const largeLine = {
      name: PIZZA.name,
      choices: ['Size: Large', 'Extras: Olives, Mushrooms'],
    };
    await expect(addPizza(customer, LARGE.name, [OLIVES.name, MUSHROOMS.name])).resolves.toBe(
      LARGE_WITH_EXTRAS,
    );
    await expect(readOrderCard(customer)).resolves.toEqual({
      lines: [{ quantity: 1, ...largeLine, price: LARGE_WITH_EXTRAS }],
      total: LARGE_WITH_EXTRAS + restaurant.deliveryPrice,
    });

    // The same choices again raise the line's quantity; a Small is a line of its own.
    await addPizza(customer, LARGE.name, [OLIVES.name, MUSHROOMS.name]);
    await expect(addPizza(customer, SMALL.name, [])).resolves.toBe(SMALL_PLAIN);
    const expectedCart = {
      lines: [
        { quantity: 2, ...largeLine, price: 2 * LARGE_WITH_EXTRAS },
        { quantity: 1, name: PIZZA.name, choices: ['Size: Small'], price: SMALL_PLAIN },
      ],
      total: 2 * LARGE_WITH_EXTRAS + SMALL_PLAIN + restaurant.deliveryPrice,
    };
    await expect(readOrderCard(customer)).resolves.toEqual(expectedCart);

    // The cart is kept across a reload (its lines come back asynchronously).
    await customer.reload();
    await orderCard(customer).getByRole('listitem').nth(1).waitFor();
    await expect(readOrderCard(customer)).resolves.toEqual(expectedCart);
    await checkPage(customer, viewport, 'menu-options-cart');

    // The card page names the choices and charges what the cart said.
    await continueToPayment(customer, deliveryName);
    await expect(readPaymentPage(customer)).resolves.toEqual({
      lines: [
        { line: `${PIZZA.name} (Large, Olives, Mushrooms) × 2`, price: 2 * LARGE_WITH_EXTRAS },
        { line: `${PIZZA.name} (Small) × 1`, price: SMALL_PLAIN },
      ],
      total: expectedCart.total,
    });
    await payByCard(customer, deliveryName);

    // The customer's order shows the lines with their choices and the total paid.
    const order = customer.getByRole('article', {
      name: 'Order Status: Awaiting Restaurant Confirmation',
      exact: true,
    });
    await order.waitFor(WITHIN_A_POLL);
    const orderLines = order
      .locator('section')
      .filter({ has: customer.getByRole('heading', { name: /^Your Order from / }) })
      .locator(':scope > ul');
    await expect(readOrderLines(orderLines)).resolves.toEqual([
      { line: `${PIZZA.name} x 2`, choices: largeLine.choices },
      { line: `${PIZZA.name} x 1`, choices: ['Size: Small'] },
    ]);
    await expect(order.getByText(/^Total: /).textContent()).resolves.toBe(
      `Total: $${(expectedCart.total / 100).toFixed(2)}`,
    );
    await checkPage(customer, viewport, 'menu-options-order-status');

    // The owner's card and the kitchen ticket show the choices and the total.
    const card = owner.getByRole('article', { name: deliveryName });
    await card.waitFor(WITHIN_A_POLL);
    await expect(readOrderLines(card.getByRole('list', { name: 'Items' }))).resolves.toEqual([
      { line: `${PIZZA.name} x 2`, choices: largeLine.choices },
      { line: `${PIZZA.name} x 1`, choices: ['Size: Small'] },
    ]);
    const totalCost = card
      .getByText('Total Cost', { exact: true })
      .locator('xpath=following-sibling::dd');
    await expect(totalCost.textContent().then((text) => cents(text ?? ''))).resolves.toBe(
      expectedCart.total,
    );
    await checkPage(owner, viewport, 'menu-options-owner-card');

    const ticket = await openTicket(owner, deliveryName);
    await expect(readOrderLines(ticket.locator(':scope > ul'))).resolves.toEqual([
      { line: `2 x ${PIZZA.name}`, choices: largeLine.choices },
      { line: `1 x ${PIZZA.name}`, choices: ['Size: Small'] },
    ]);
    const ticketTotal = ticket.locator('p', { hasText: /^Total/ });
    await expect(ticketTotal.textContent().then((text) => cents(text ?? ''))).resolves.toBe(
      expectedCart.total,
    );
    await owner.emulateMedia({ media: 'print' });
    await saveScreenshot(owner, viewport, 'menu-options-kitchen-ticket-print');
    await owner.emulateMedia({ media: 'screen' });
  });
});
