import type { MenuItem } from '@contract/restaurant';

/**
 * One line of a cart: a menu item and how many of it. Prices in cents. `available` is what the
 * menu says today: a line restored after its item sold out stays in the cart, but cannot be
 * ordered or counted.
 */
export interface CartItem {
  _id: string;
  name: string;
  price: number;
  quantity: number;
  available: boolean;
}

const lineOf = (item: MenuItem, quantity: number): CartItem => ({
  _id: item._id,
  name: item.name,
  price: item.price,
  quantity,
  available: item.available,
});

/** Adding an item already in the cart raises its quantity by one; a new item starts at one. */
export function addItem(items: CartItem[], item: MenuItem): CartItem[] {
  const existing = items.find((line) => line._id === item._id);
  if (!existing) return [...items, lineOf(item, 1)];
  return items.map((line) => (line === existing ? { ...line, quantity: line.quantity + 1 } : line));
}

/** The remove icon deletes the whole line, whatever its quantity. */
export function removeItem(items: CartItem[], itemId: string): CartItem[] {
  return items.filter((line) => line._id !== itemId);
}

/** The lines that can be ordered: a sold-out line is shown, but neither counted nor paid. */
const orderable = (items: CartItem[]) => items.filter((line) => line.available);

/** Whether a line's item has sold out since it was put in the cart. */
export function hasSoldOutLines(items: CartItem[]): boolean {
  return items.some((line) => !line.available);
}

/** How many things are in the cart: every orderable line's quantity added up. */
export function itemCount(items: CartItem[]): number {
  return orderable(items).reduce((sum, line) => sum + line.quantity, 0);
}

export function subtotal(items: CartItem[]): number {
  return orderable(items).reduce((sum, line) => sum + line.price * line.quantity, 0);
}

/** What the customer pays in cents: every orderable line plus the restaurant's delivery price. */
export function cartTotal(items: CartItem[], deliveryPrice: number): number {
  return subtotal(items) + deliveryPrice;
}

/**
 * The lines of a stored cart that still make sense for this menu, named, priced and marked
 * available as the menu says today. Anything corrupt or foreign (other restaurants' items, bad
 * quantities) is dropped; a line whose item sold out is kept, marked unavailable.
 */
export function restoreItems(stored: unknown, menu: readonly MenuItem[]): CartItem[] {
  if (!Array.isArray(stored)) return [];
  const byId = new Map(menu.map((item) => [item._id, item]));
  const restored: CartItem[] = [];
  for (const entry of stored) {
    const id = (entry as { _id?: unknown } | null)?._id;
    const quantity = (entry as { quantity?: unknown } | null)?.quantity;
    const item = typeof id === 'string' ? byId.get(id) : undefined;
    if (!item || !isQuantity(quantity) || restored.some((line) => line._id === id)) continue;
    restored.push(lineOf(item, quantity));
  }
  return restored;
}

function isQuantity(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 99;
}
