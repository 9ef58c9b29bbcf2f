import { expect } from 'expect';
import type { Page } from 'playwright-core';
import type { AnyMachineSnapshot } from 'xstate';
import type { Restaurant } from '@contract/restaurant';
import { pathModel, type CartModelEvent, type Dish } from '../../models/cart.model';
import {
  CART_SIGHT_STATES,
  CLOSED_CART,
  earlierVisitStorage,
  expectedCartSight,
  type CartSight,
  type PathMenu,
} from '../../support/cart-expected';
import { checkingEach } from '../../support/state-checks';
import { accountFor, signIn } from '../accounts';
import type { BrowserPathRunner } from '../browser-path-runner';
import { OwnerApi } from '../owner-api';
import type { PathPage } from '../path-page';
import { until } from '../until';

interface CartWorld {
  owner: OwnerApi;
  restaurant: Restaurant;
  menu: PathMenu;
}

const cartKey = (restaurant: Restaurant) => `cartItems-${restaurant._id}`;

/**
 * Puts the storage in place before the app's first script, in the tab's first document only (a
 * reload finds what the page left): the saved value, or a storage that refuses the page its cart
 * once, as a browser blocking storage does while the page opens ('blocked'), or for the whole
 * visit, reads and writes alike ('refused').
 */
async function prepareStorage(
  page: Page,
  key: string,
  value: string | undefined,
  blocked: 'blocked' | 'refused' | undefined,
) {
  await page.addInitScript(
    ({ key, value, blocked }) => {
      if (blocked === 'refused') {
        // Every document of the visit: reads and writes of the cart throw.
        for (const method of ['getItem', 'setItem', 'removeItem'] as const) {
          const original = Storage.prototype[method] as (this: Storage, ...a: string[]) => unknown;
          Storage.prototype[method] = function (this: Storage, name: string, ...rest: string[]) {
            if (name === key) throw new DOMException('The storage is refused', 'SecurityError');
            return original.call(this, name, ...rest);
          } as never;
        }
        return;
      }
      if (sessionStorage.getItem('paths:prepared')) return;
      sessionStorage.setItem('paths:prepared', 'yes');
      if (value !== undefined) sessionStorage.setItem(key, value);
      if (!blocked) return;
      const read = Storage.prototype.getItem;
      Storage.prototype.getItem = function (this: Storage, name: string) {
        if (name === key) {
          Storage.prototype.getItem = read;
          throw new DOMException('The storage is blocked', 'SecurityError');
        }
        return read.call(this, name);
      };
    },
    { key, value, blocked },
  );
}

/** The cart as the customer sees it in the browser, read as the jsdom paths read it. */
async function readCartSight(page: Page, key: string): Promise<CartSight> {
  const card = page.getByRole('region', { name: 'Your Order' });
  if ((await card.count()) === 0) {
    return CLOSED_CART;
  }
  const checkout = card.getByRole('button', { name: 'Log in to check out' });
  const described = await checkout.getAttribute('aria-describedby');
  const note = card.getByText(/^Your cart is empty/);
  return {
    shown: true,
    note: (await note.count()) ? await note.textContent() : null,
    rows: await card
      .getByRole('list', { name: 'Items in your order' })
      .getByRole('listitem')
      .evaluateAll((items) =>
        items.map((item) => [...item.children].slice(0, 3).map((part) => part.textContent ?? '')),
      ),
    total: await card
      .getByText('Total', { exact: true })
      .evaluate((label) => label.nextElementSibling?.textContent ?? null),
    stored: await page.evaluate((name) => {
      try {
        const text = sessionStorage.getItem(name);
        return text === null ? null : JSON.parse(text);
      } catch {
        return null; // A browser refusing the page its storage keeps nothing.
      }
    }, key),
    tiramisuDisabled: await page.getByRole('button', { name: /^Tiramisu, \$/ }).isDisabled(),
    checkout: {
      enabled: await checkout.isEnabled(),
      reason: described ? await page.locator(`[id="${described}"]`).textContent() : null,
    },
  };
}

/** The restaurant page of the paths' own restaurant, signed out, with the real API behind it. */
export const cartBrowserRunner: BrowserPathRunner<CartWorld> = {
  model: pathModel,
  prepare: async ({ browser, system }) => {
    const session = await signIn(browser, system, accountFor('owner'));
    const owner = new OwnerApi(system, session.accessToken);
    const restaurant = await owner.setUpRestaurant('Paths Trattoria');
    const dish = (name: Dish) => restaurant.menuItems.find((item) => item.name === name)!;
    return {
      owner,
      restaurant,
      menu: { Margherita: dish('Margherita'), Tiramisu: dish('Tiramisu') },
    };
  },
  steps: (path: PathPage<CartWorld>) => {
    const { world } = path;
    const event = (step: { event: unknown }) => step.event as CartModelEvent;
    const menuButton = (dish: Dish) =>
      path.page.getByRole('button', { name: new RegExp(`^${dish}, \\$`) });
    const ready = () => path.page.getByRole('region', { name: 'Your Order' }).waitFor();
    const tiramisuSoldOut = async (soldOut: boolean) => {
      await world.owner.setAvailable(world.menu.Tiramisu._id, !soldOut);
    };
    return {
      'page.open': async (step) => {
        const { stored } = event(step) as Extract<CartModelEvent, { type: 'page.open' }>;
        await tiramisuSoldOut(stored === 'soldOut');
        const url = `${path.system.web}/detail/${world.restaurant._id}`;
        // The context exists once the page does: storage is prepared on a blank page first.
        const page = await path.open('about:blank');
        await prepareStorage(
          page,
          cartKey(world.restaurant),
          earlierVisitStorage(stored, world.menu),
          stored === 'blocked' || stored === 'refused' ? stored : undefined,
        );
        await page.goto(url);
        await ready();
      },
      'item.add': async (step) => {
        const { dish } = event(step) as Extract<CartModelEvent, { type: 'item.add' }>;
        await menuButton(dish).click();
      },
      'item.remove': async (step) => {
        const { dish } = event(step) as Extract<CartModelEvent, { type: 'item.remove' }>;
        await path.page.getByRole('button', { name: `Remove ${dish}` }).click();
      },
      // The page loads the restaurant again only after a refused checkout, which a signed-out
      // cart cannot reach: in the browser the dish sells out and the customer reloads.
      'menu.tiramisuSellsOut': async () => {
        await tiramisuSoldOut(true);
        await path.page.reload();
        await ready();
        await expect(menuButton('Tiramisu').isDisabled()).resolves.toBe(true);
      },
      'page.reload': async () => {
        await path.page.reload();
        await ready();
      },
    };
  },
  sights: (path) => {
    const check = async (snapshot: AnyMachineSnapshot) => {
      const { world } = path;
      const expected = expectedCartSight(snapshot, world.menu, world.restaurant.deliveryPrice);
      // The page draws a click's change at its next frame: read until it shows, then compare.
      const read = () =>
        path.isOpen
          ? readCartSight(path.page, cartKey(world.restaurant))
          : Promise.resolve(expected);
      await until(async () => expect(await read()).toEqual(expected));
    };
    return checkingEach(CART_SIGHT_STATES, check);
  },
};
