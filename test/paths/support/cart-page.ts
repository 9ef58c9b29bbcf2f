import { cleanup } from '@testing-library/react';
import {
  CART_KEY,
  pageReady,
  renderDetailPage,
  storeCart,
} from '../../src/features/cart/cart-test-kit';
import { MARGHERITA, TIRAMISU } from '../../src/features/cart/cart-test-kit';
import { SAVED_LINES, type StoredCart } from '../models/cart.model';
import { cartLine } from '../../cart-line';

/** What an earlier visit in this tab left in storage, as the browser keeps it. */
const STORED: Record<StoredCart, unknown> = {
  nothing: undefined,
  saved: [
    cartLine(MARGHERITA, SAVED_LINES.Margherita),
    cartLine(TIRAMISU, SAVED_LINES.Tiramisu),
    // A line of another restaurant's menu, which the cart leaves out.
    { _id: 'f0000000-0000-4000-8000-000000000009', name: 'Pad Thai', price: 900, quantity: 1 },
  ],
  corrupt: '{"_id": "a0000000-0000-4000-8000-000000000001", "quantity": ',
  blocked: undefined,
};

/**
 * The restaurant page at /detail/{id}, signed out, with the API answered on the test network.
 * A reload renders the page afresh (a new store and cart) over the same session storage.
 */
export class CartPage {
  private view?: ReturnType<typeof renderDetailPage>;

  async open(stored: StoredCart) {
    if (stored === 'blocked') return this.openWithStorageBlocked();
    if (STORED[stored] !== undefined) storeCart(STORED[stored]);
    await this.render();
  }

  /** As a browser that refuses the page its storage: reading the cart throws while it opens. */
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

  async reload() {
    cleanup();
    await this.render();
  }

  get user() {
    if (!this.view) throw new Error('The path has not opened the page yet');
    return this.view.user;
  }

  private async render() {
    this.view = renderDetailPage();
    await pageReady();
  }
}
