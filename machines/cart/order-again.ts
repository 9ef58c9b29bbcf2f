import type { OrderItem } from '@contract/order';
import type { MenuItem } from '@contract/restaurant';
import type { CartItem } from './cart-items';

/** Why a line of a past order cannot go into the cart today. */
export type LeftOutReason = 'soldOut' | 'notOnMenu';

/** A line of the past order that stays out of the cart, by the name it was sold under. */
export interface LeftOutLine {
  menuItemId: string;
  name: string;
  reason: LeftOutReason;
}

/** What ordering a past order again puts in the cart, and what it leaves out. */
export interface OrderAgainPlan {
  /** Today's name and price from the menu, the past order's quantity. */
  items: CartItem[];
  leftOut: LeftOutLine[];
}

/**
 * Sorts the lines of a past order against the restaurant's menu today: a line whose item is on
 * the menu and available goes in, priced as the menu says now; one sold out or gone is left out.
 * Lines keep the order's order; an item the order names twice goes in once.
 */
export function planOrderAgain(
  lines: readonly Pick<OrderItem, 'menuItemId' | 'name' | 'quantity'>[],
  menu: readonly MenuItem[],
): OrderAgainPlan {
  const byId = new Map(menu.map((item) => [item._id, item]));
  const seen = new Set<string>();
  const plan: OrderAgainPlan = { items: [], leftOut: [] };
  for (const { menuItemId, name, quantity } of lines) {
    if (seen.has(menuItemId)) continue;
    seen.add(menuItemId);
    const item = byId.get(menuItemId);
    if (!item) plan.leftOut.push({ menuItemId, name, reason: 'notOnMenu' });
    else if (!item.available) plan.leftOut.push({ menuItemId, name, reason: 'soldOut' });
    else
      plan.items.push({
        _id: item._id,
        name: item.name,
        price: item.price,
        quantity,
        available: true,
      });
  }
  return plan;
}
