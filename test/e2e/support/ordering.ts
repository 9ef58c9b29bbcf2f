import type { Locator, Page } from 'playwright-core';
import type { Restaurant } from '@contract/restaurant';
import { menuItemName, plainDishes } from './restaurants';
import { SYSTEM } from './system';

const PAYING_CARD = '4242 4242 4242 4242';

export async function fillFields(scope: Locator, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await scope.getByLabel(label, { exact: true }).fill(value);
  }
}

/** 'Go to checkout' on the 'Your Order' card and the delivery details: ends on the card page. */
export async function continueToPayment(page: Page, deliveryName: string) {
  const orderCard = page.getByRole('region', { name: 'Your Order' });
  await orderCard.getByRole('button', { name: 'Go to checkout', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Delivery Details' });
  await fillFields(dialog, {
    Name: deliveryName,
    'Address Line 1': '7 Harbour Road',
    City: 'London',
    Country: 'United Kingdom',
  });
  await dialog.getByRole('button', { name: 'Continue to payment' }).click();
  await page.waitForURL(`${SYSTEM.payments}/pay/**`);
}

/** Pays on the local card page with a card that is accepted: ends on the order status page. */
export async function payByCard(page: Page, nameOnCard: string) {
  const year = String((new Date().getFullYear() + 2) % 100).padStart(2, '0');
  await fillFields(page.locator('form'), {
    'Card number': PAYING_CARD,
    Expiry: `12/${year}`,
    CVC: '123',
    'Name on card': nameOnCard,
  });
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await page.waitForURL(`${SYSTEM.web}/order-status?success=true`);
}

/**
 * From the restaurant page to the order status page: the dishes (without options: a click adds
 * each; by default the first such), the details, the card.
 */
export async function orderAndPay(
  page: Page,
  restaurant: Restaurant,
  deliveryName: string,
  dishes = plainDishes(restaurant).slice(0, 1),
) {
  for (const dish of dishes) {
    await page.getByRole('button', { name: menuItemName(dish.name) }).click();
  }
  await continueToPayment(page, deliveryName);
  await payByCard(page, deliveryName);
  return dishes[0];
}
