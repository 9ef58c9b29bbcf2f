import { act, cleanup, screen, waitFor } from '@testing-library/react';
import type { Restaurant } from '@contract/restaurant';
import { api } from '@/api/api';
import {
  CART_KEY,
  ID,
  pageReady,
  renderDetailPage,
  RESTAURANT,
  storeCart,
} from '../../src/features/cart/cart-test-kit';
import { MARGHERITA, TIRAMISU } from '../../src/features/cart/cart-test-kit';
import { getRestaurant } from '../../src/msw/handlers/restaurant';
import { server } from '../../src/msw/server';
import { savedRestaurant, soldOut } from '../../src/features/restaurant/restaurant-fixtures';
import type { StoredCart } from '../models/cart.model';
import { earlierVisitStorage, type PathMenu } from './cart-expected';

/** The test restaurant's two dishes, as the model names them. */
export const MENU: PathMenu = { Margherita: MARGHERITA, Tiramisu: TIRAMISU };

/** The restaurant once its Tiramisu has sold out. */
export const TIRAMISU_SOLD_OUT = savedRestaurant({ menuItems: [MARGHERITA, soldOut(TIRAMISU)] });

/**
 * As a browser that refuses the page its storage for the whole visit: reading or writing the
 * cart throws (Jest puts Storage back after the test, or when a walk opens its next page).
 */
function refuseCartStorage() {
  const refuse = () => {
    throw new DOMException('The storage is refused', 'SecurityError');
  };
  for (const method of ['getItem', 'setItem', 'removeItem'] as const) {
    const original = Storage.prototype[method] as (this: Storage, ...args: string[]) => unknown;
    jest.spyOn(Storage.prototype, method).mockImplementation(function (
      this: Storage,
      key: string,
      ...rest: string[]
    ) {
      return key === CART_KEY ? refuse() : original.call(this, key, ...rest);
    } as never);
  }
}

/**
 * The restaurant page at /detail/{id}, signed out, with the API answered on the test network.
 * A reload renders the page afresh (a new store and cart) over the same session storage.
 */
export class CartPage {
  private view?: ReturnType<typeof renderDetailPage>;
  private restaurant: Restaurant = RESTAURANT;

  async open(stored: StoredCart) {
    if (stored === 'soldOut') this.restaurant = TIRAMISU_SOLD_OUT;
    if (stored === 'blocked') return this.openWithStorageBlocked();
    if (stored === 'refused') refuseCartStorage();
    const earlier = earlierVisitStorage(stored, MENU);
    if (earlier !== undefined) storeCart(earlier);
    await this.render();
  }

  /** As a browser blocking storage while the page opens: reading the cart throws, once. */
  private async openWithStorageBlocked() {
    const read = Storage.prototype.getItem;
    const blocked = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(function (
      this: Storage,
      key: string,
    ) {
      if (key === CART_KEY) throw new DOMException('The storage is blocked', 'SecurityError');
      return read.call(this, key);
    });
    try {
      await this.render();
    } finally {
      blocked.mockRestore();
    }
  }

  /**
   * The API now says Tiramisu is sold out, and the page loads the restaurant again, as it does
   * when a checkout is refused for it.
   */
  async sellOutTiramisu() {
    this.restaurant = TIRAMISU_SOLD_OUT;
    server.use(getRestaurant({ status: 200, body: this.restaurant }));
    const { store } = this.current;
    act(() => {
      store.dispatch(api.util.invalidateTags([{ type: 'Restaurant', id: ID }]));
    });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^Tiramisu, \$/ })).toBeDisabled(),
    );
  }

  async reload() {
    cleanup();
    await this.render();
  }

  get user() {
    return this.current.user;
  }

  private get current() {
    if (!this.view) throw new Error('The path has not opened the page yet');
    return this.view;
  }

  private async render() {
    this.view = renderDetailPage({ restaurant: this.restaurant });
    await pageReady();
  }
}
