import { randomUUID } from 'node:crypto';
import type { Browser, Locator, Page } from 'playwright-core';
import { DEMO_PASSWORD } from '@local/demo/demo-restaurants';
import { newEmail, signIn } from './support/account';
import {
  launchBrowser,
  openPage,
  saveScreenshot,
  VIEWPORTS,
  type Viewport,
} from './support/browser';
import { orderAndPay } from './support/ordering';
import {
  demoRestaurantWithOwner,
  ORDER_JOURNEY_RESTAURANTS,
  plainDishes,
} from './support/restaurants';
import { restartApi, SYSTEM } from './support/system';

// The kitchen's time reaches the customer's open page through the order stream, or at the
// latest with the list's next poll (every 5 s): the first journey after the API's restart has been
// seen to get it only from the poll. The timeout leaves room for a busy machine.
const MOVED = { timeout: 15_000 };
// The owner's list shows a new order at its next poll at the latest.
const WITHIN_A_POLL = { timeout: 8000 };
// An order nobody answers is rejected a minute after its payment (ACCEPT_WINDOW_MINUTES=1, set
// for this file), by the API's sweep, then pushed. Each width's unanswered order is paid before
// either journey starts, so that its minute passes while the owner answers the others.
const AUTO_REJECTED = { timeout: 100_000 };

jest.setTimeout(300_000);

/** The customer's card of one order: named by its status, told apart by the delivery name. */
const customerOrder = (page: Page, label: string, deliveryName: string) =>
  page
    .getByRole('article', { name: `Order Status: ${label}`, exact: true })
    .filter({ hasText: deliveryName });

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** 'Expected by 19:45' on the owner's card: the time the customer must read too. */
async function ownerExpectedTime(card: Locator): Promise<string> {
  const text = await card.getByText(/^Expected by \d{1,2}:\d{2}$/).textContent();
  return text!.replace('Expected by ', '');
}

/** A customer signed in at one width, whose first order nobody will answer. */
interface Unanswered {
  customer: Page;
  deliveryName: string;
}

const deliveryName = (viewport: Viewport, n: number) =>
  `Kitchen ${viewport.name} ${n} ${randomUUID().slice(0, 6)}`;

describe('the kitchen says yes or no', () => {
  let browser: Browser;
  const unansweredOrders = new Map<string, Unanswered>();
  beforeAll(async () => {
    browser = await launchBrowser();
    await restartApi({ ACCEPT_WINDOW_MINUTES: '1' });
    const { restaurant } = await demoRestaurantWithOwner(ORDER_JOURNEY_RESTAURANTS.kitchen);
    const [dish] = plainDishes(restaurant);
    for (const viewport of VIEWPORTS) {
      const customer = await openPage(browser, viewport);
      const name = deliveryName(viewport, 3);
      await customer.goto(`${SYSTEM.web}/detail/${restaurant._id}`);
      await signIn(customer, viewport, newEmail('kitchen', viewport));
      await orderAndPay(customer, restaurant, name, [dish]);
      await customerOrder(customer, 'Awaiting Restaurant Confirmation', name).waitFor();
      unansweredOrders.set(viewport.name, { customer, deliveryName: name });
    }
  });
  afterAll(async () => {
    await restartApi();
    await browser.close();
  });

  it.each(VIEWPORTS.map((viewport) => [viewport.name, viewport] as [string, Viewport]))(
    'accepts with a time, runs late, rejects with a refund and rejects by itself (%s)',
    async (_, viewport) => {
      const { demo, restaurant } = await demoRestaurantWithOwner(ORDER_JOURNEY_RESTAURANTS.kitchen);
      const [dish] = plainDishes(restaurant);
      const [first, second] = [deliveryName(viewport, 1), deliveryName(viewport, 2)];
      // Nobody answers the third: the server rejects and refunds it by itself.
      const { customer, deliveryName: third } = unansweredOrders.get(viewport.name)!;
      const owner = await openPage(browser, viewport);

      await owner.goto(`${SYSTEM.web}/`);
      await signIn(owner, viewport, demo.ownerEmail, DEMO_PASSWORD);
      await owner.goto(`${SYSTEM.web}/manage-restaurant`);
      await owner.getByRole('heading', { name: /^\d+ active orders?$/ }).waitFor();

      // Accepted with 20 minutes: the customer's time follows the kitchen's.
      await customer.goto(`${SYSTEM.web}/detail/${restaurant._id}`);
      await orderAndPay(customer, restaurant, first, [dish]);
      await customerOrder(customer, 'Awaiting Restaurant Confirmation', first).waitFor();
      const firstCard = owner.getByRole('article', { name: first });
      await firstCard.waitFor(WITHIN_A_POLL);
      await firstCard.getByText(/^Auto-rejects in \d+:\d{2}$/).waitFor();
      await firstCard.getByLabel('Ready in').selectOption('20');
      // Accepting shows In Progress at once, with the time the order had until the server's
      // answer brings the kitchen's: read it once that answer is in.
      const acceptAnswer = owner.waitForResponse(
        (response) => response.url().endsWith('/accept') && response.request().method() === 'POST',
      );
      await firstCard.getByRole('button', { name: `Accept order for ${first}` }).click();
      await acceptAnswer;
      await firstCard.getByText(/^Expected by \d{1,2}:\d{2}$/).waitFor();
      const accepted = await ownerExpectedTime(firstCard);
      const firstOrder = customerOrder(customer, 'In Progress', first);
      await firstOrder.getByText(`Expected by: ${accepted}`).waitFor(MOVED);
      await customer.getByText(`Your order is now expected by ${accepted}`).waitFor(MOVED);

      // Running late by 10 minutes moves it again.
      await firstCard.getByRole('button', { name: `+10 min, running late for ${first}` }).click();
      await firstCard.getByText(`Expected by ${accepted}`).waitFor({ state: 'detached' });
      const late = await ownerExpectedTime(firstCard);
      await firstOrder.getByText(`Expected by: ${late}`).waitFor(MOVED);
      await saveScreenshot(owner, viewport, 'kitchen-owner-accepted');

      // Rejected for an unavailable item: cancelled and refunded in full.
      await customer.goto(`${SYSTEM.web}/detail/${restaurant._id}`);
      await orderAndPay(customer, restaurant, second, [dish]);
      const secondCard = owner.getByRole('article', { name: second });
      await secondCard.waitFor(WITHIN_A_POLL);
      await secondCard.getByRole('button', { name: `Reject order for ${second}` }).click();
      await secondCard.getByLabel('Item unavailable').check();
      await secondCard.getByRole('button', { name: 'Reject order' }).click();
      const rejected = customerOrder(customer, 'Cancelled', second);
      await rejected.waitFor(WITHIN_A_POLL);
      await rejected.getByText('Reason: Item unavailable').waitFor();
      const paid = dish.price + restaurant.deliveryPrice;
      await rejected
        .getByText(`Refunded ${dollars(paid)}: it reaches your card in 5 to 10 days`)
        .waitFor();
      await saveScreenshot(customer, viewport, 'kitchen-customer-rejected');

      // The third, unanswered, has been rejected by the server meanwhile, or is about to be.
      const unanswered = customerOrder(customer, 'Cancelled', third);
      await unanswered.waitFor(AUTO_REJECTED);
      await unanswered.getByText('Reason: The restaurant did not respond').waitFor();
      await unanswered
        .getByText(`Refunded ${dollars(paid)}: it reaches your card in 5 to 10 days`)
        .waitFor();
      await owner.getByRole('article', { name: third }).getByText('Cancelled').first().waitFor();

      await Promise.all([customer.close(), owner.close()]);
    },
  );
});
