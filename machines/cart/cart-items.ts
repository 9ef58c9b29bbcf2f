import type { MenuItem } from '@contract/restaurant';

/** One line of a cart: a menu item and how many of it. Prices in cents. */
export interface CartItem {
  _id: string;
  name: string;
  price: number;
  quantity: number;
}

/** Adding an item already in the cart raises its quantity by one; a new item starts at one. */
export function addItem(items: CartItem[], item: MenuItem): CartItem[] {
  const existing = items.find((line) => line._id === item._id);
  if (!existing)
    return [...items, { _id: item._id, name: item.name, price: item.price, quantity: 1 }];
  return items.map((line) => (line === existing ? { ...line, quantity: line.quantity + 1 } : line));
}

/** The remove icon deletes the whole line, whatever its quantity. */
export function removeItem(items: CartItem[], itemId: string): CartItem[] {
  return items.filter((line) => line._id !== itemId);
}

/** How many things are in the cart: every line's quantity added up. */
export function itemCount(items: CartItem[]): number {
  return items.reduce((sum, line) => sum + line.quantity, 0);
}

export function subtotal(items: CartItem[]): number {
  return items.reduce((sum, line) => sum + line.price * line.quantity, 0);
}

/** What the customer pays in cents: every line plus the restaurant's delivery price. */
export function cartTotal(items: CartItem[], deliveryPrice: number): number {
  return subtotal(items) + deliveryPrice;
}

/**
 * The lines of a stored cart that still make sense for this menu, priced and named as the menu
 * says today. Anything corrupt or foreign (other restaurants' items, bad quantities) is dropped.
 */
export function restoreItems(stored: unknown, menu: MenuItem[]): CartItem[] {
  if (!Array.isArray(stored)) return [];
  const byId = new Map(menu.map((item) => [item._id, item]));
  const restored: CartItem[] = [];
  for (const entry of stored) {
    const id = (entry as { _id?: unknown } | null)?._id;
    const quantity = (entry as { quantity?: unknown } | null)?.quantity;
    const item = typeof id === 'string' ? byId.get(id) : undefined;
    if (!item || !isQuantity(quantity) || restored.some((line) => line._id === id)) continue;
    restored.push({ _id: item._id, name: item.name, price: item.price, quantity });
  }
  return restored;
}

function isQuantity(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 99;
}
