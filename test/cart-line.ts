import type { CartItem } from '@machines/cart/cart-items';
import type { MenuItem } from '@contract/restaurant';

/** The cart line of `quantity` of a menu item, as the cart keeps and stores it. */
export function cartLine({ _id, name, price, available }: MenuItem, quantity: number): CartItem {
  return { _id, name, price, quantity, available };
}
