import type { CartItem } from '@machines/cart/cart-items';

/** Where a restaurant's cart is kept for the tab's session. */
export function cartStorageKey(restaurantId: string): string {
  return `cartItems-${restaurantId}`;
}

/**
 * The stored cart as it was written, or undefined when there is none or it is no JSON. What it
 * holds is not trusted: the cart machine keeps only lines that fit today's menu. Storage the
 * browser will not let the page read throws, and the cart machine starts empty.
 */
export function readStoredCart(restaurantId: string): unknown {
  const text = window.sessionStorage.getItem(cartStorageKey(restaurantId));
  if (text === null) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Keeps the cart's lines as the cart holds them: each its item's id, quantity and choices (ids,
 * with the names they were chosen under, so that a choice gone from the menu can still be named).
 * A line kept before dishes had options has no choices and restores as it was. An empty cart
 * leaves nothing behind.
 */
export function writeStoredCart(restaurantId: string, items: readonly CartItem[]): void {
  try {
    if (items.length === 0) window.sessionStorage.removeItem(cartStorageKey(restaurantId));
    else window.sessionStorage.setItem(cartStorageKey(restaurantId), JSON.stringify(items));
  } catch {
    // Blocked or full storage: the cart still works on this page, it just is not kept.
  }
}
