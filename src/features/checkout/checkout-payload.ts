import type { CheckoutPayload, DeliveryDetails } from '@contract/order';
import type { CartItem } from '@machines/cart/cart-items';

/**
 * The body of POST /api/order/checkout/create-checkout-session: ids, names and quantities as text,
 * and the ids of a line's choices when it has any (a dish without options sends none, as ever).
 * Prices stay behind: the server prices the cart from the menu.
 */
export function toCheckoutPayload(
  restaurantId: string,
  items: readonly CartItem[],
  deliveryDetails: DeliveryDetails,
): CheckoutPayload {
  return {
    cartItems: items.map((item) => ({
      menuItemId: item._id,
      name: item.name,
      quantity: String(item.quantity),
      ...(item.choices.length > 0 ? { choices: item.choices.map((choice) => choice._id) } : {}),
    })),
    restaurantId,
    deliveryDetails,
  };
}
