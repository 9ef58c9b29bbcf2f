import type { CartChoice, CartItem } from '@machines/cart/cart-items';
import type { MenuItem } from '@contract/restaurant';

/**
 * The cart line of `quantity` of a menu item, as the cart keeps and stores it: with the choices of
 * ids `choiceIds` (none unless given), in the menu's order, priced with them. A sold-out item's
 * line says so; a line's unavailable choices are the cart's own business (see its tests).
 */
export function cartLine(item: MenuItem, quantity: number, choiceIds: string[] = []): CartItem {
  const choices: CartChoice[] = item.optionGroups.flatMap((group) =>
    group.choices
      .filter((choice) => choiceIds.includes(choice._id))
      .map(({ _id, name, price }) => ({ _id, group: group.name, name, price })),
  );
  return {
    lineKey: [item._id, ...[...choiceIds].sort()].join(' '),
    _id: item._id,
    name: item.name,
    price: choices.reduce((sum, choice) => sum + choice.price, item.price),
    quantity,
    choices,
    available: item.available,
    ...(item.available ? {} : { issue: { type: 'soldOut' as const } }),
  };
}
