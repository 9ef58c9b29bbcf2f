import type { Page } from 'playwright-core';
import { PENDING_CHECKOUT_KEY } from '@/features/checkout/payment-return';
import { CHECKOUT_FAILED } from '@/features/checkout/use-checkout-actor';
import {
  DELIVERY_FIELDS,
  type DialogSight,
  type RestaurantPageSight,
} from '../../support/checkout-expected';

/**
 * A read gives up at once rather than wait for what is not there: the checks read again until
 * the page shows what they expect, and the page may be leaving while they read.
 */
const READ = { timeout: 500 };

async function readDialog(page: Page): Promise<DialogSight | null> {
  const dialog = page.getByRole('dialog', { name: 'Confirm Delivery Details' });
  if ((await dialog.count()) === 0) return null;
  const submit = dialog.locator('button[type="submit"]');
  const fields: Record<string, string> = {};
  for (const label of DELIVERY_FIELDS)
    fields[label] = await dialog.getByLabel(label, { exact: true }).inputValue(READ);
  return {
    fields,
    emailReadOnly: await dialog
      .getByLabel('Email', { exact: true })
      .evaluate((input) => (input as HTMLInputElement).readOnly, undefined, READ),
    submit: {
      text: (await submit.textContent(READ)) ?? '',
      enabled: await submit.isEnabled(READ),
      busy: (await submit.getAttribute('aria-busy', READ)) === 'true',
    },
    closeEnabled: await dialog.getByRole('button', { name: 'Close' }).isEnabled(READ),
  };
}

/** The restaurant page as the browser shows it, and what it keeps in session storage. */
export async function readRestaurantPage(
  page: Page,
  restaurantId: string,
): Promise<RestaurantPageSight> {
  const card = page.getByRole('region', { name: 'Your Order' });
  const shown = (await card.count()) > 0;
  const button = card.getByRole('button', { name: /^(Go to checkout|Log in to check out)$/ });
  const described = shown ? await button.getAttribute('aria-describedby', READ) : null;
  const stored = await page.evaluate(
    ({ cartKey, pendingKey }) => ({
      cart: sessionStorage.getItem(cartKey),
      pending: sessionStorage.getItem(pendingKey),
    }),
    { cartKey: `cartItems-${restaurantId}`, pendingKey: PENDING_CHECKOUT_KEY },
  );
  return {
    loading: (await page.locator('p').getByText('Loading...', { exact: true }).count()) > 0,
    checkout: shown
      ? {
          text: (await button.textContent(READ)) ?? '',
          enabled: await button.isEnabled(READ),
          reason: described ? await page.locator(`[id="${described}"]`).textContent(READ) : null,
        }
      : null,
    rows: shown
      ? await card
          .getByRole('list', { name: 'Items in your order' })
          .getByRole('listitem')
          .evaluateAll((items) =>
            items.map((item) =>
              [...item.children].slice(0, 3).map((part) => part.textContent ?? ''),
            ),
          )
      : [],
    storedCart: stored.cart === null ? null : JSON.parse(stored.cart),
    pendingCheckout: stored.pending,
    loadingDetails: (await page.getByText('Loading your details').count()) > 0,
    dialog: await readDialog(page),
    failureShown: (await page.getByText(CHECKOUT_FAILED).count()) > 0,
  };
}
