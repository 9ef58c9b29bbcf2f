import { cartLineKey } from '@contract/cart-line';
import type { OrderItem } from '@contract/order';
import type { MenuItem } from '@contract/restaurant';
import { lineOf, type CartItem } from './cart-items';

/**
 * A line of the past order that stays out of the cart, by the name it was sold under: its dish
 * sold out or off the menu, a choice of it sold out or no longer offered (named as it was bought),
 * or a group of the dish that now asks for other choices (named as the menu names it).
 */
export type LeftOutLine = { menuItemId: string; name: string } & (
  | { reason: 'soldOut' | 'notOnMenu' }
  | { reason: 'choiceUnavailable'; choice: string }
  | { reason: 'choicesChanged'; group: string }
);

/** Why a line of a past order cannot go into the cart today. */
export type LeftOutReason = LeftOutLine['reason'];

/** A line of a past order as 'Order again' reads it; an order's line without choices had none. */
export type PastOrderLine = Pick<OrderItem, 'menuItemId' | 'name' | 'quantity'> &
  Partial<Pick<OrderItem, 'choices'>>;

/** What ordering a past order again puts in the cart, and what it leaves out. */
export interface OrderAgainPlan {
  /** Today's name and price from the menu, the past order's quantity and choices. */
  items: CartItem[];
  leftOut: LeftOutLine[];
}

/**
 * Sorts the lines of a past order against the restaurant's menu today: a line whose item and
 * choices are on the menu, available, and still meet the dish's groups goes in, priced as the menu
 * says now; any other is left out, saying why. Lines keep the order's order; a line the order
 * names twice (the same item with the same choices) goes in once.
 */
export function planOrderAgain(
  lines: readonly PastOrderLine[],
  menu: readonly MenuItem[],
): OrderAgainPlan {
  const byId = new Map(menu.map((item) => [item._id, item]));
  const seen = new Set<string>();
  const plan: OrderAgainPlan = { items: [], leftOut: [] };
  for (const { menuItemId, name, quantity, choices = [] } of lines) {
    const choiceIds = [...new Set(choices.map((choice) => choice._id))];
    const key = cartLineKey({ menuItemId, choices: choiceIds });
    if (seen.has(key)) continue;
    seen.add(key);
    const item = byId.get(menuItemId);
    // Ids made unique above: there is a line whenever the item is on the menu.
    const line = item && lineOf(item, choiceIds, quantity, choices);
    if (!line) {
      plan.leftOut.push({ menuItemId, name, reason: 'notOnMenu' });
      continue;
    }
    switch (line.issue?.type) {
      case undefined:
        plan.items.push(line);
        break;
      case 'soldOut':
        plan.leftOut.push({ menuItemId, name, reason: 'soldOut' });
        break;
      case 'choiceGone':
      case 'choiceSoldOut':
        plan.leftOut.push({
          menuItemId,
          name,
          reason: 'choiceUnavailable',
          choice: line.issue.choice,
        });
        break;
      case 'choicesChanged':
        plan.leftOut.push({ menuItemId, name, reason: 'choicesChanged', group: line.issue.group });
        break;
    }
  }
  return plan;
}
