/** What one checkout may carry, and the messages the checkout answers with. Free of zod. */

/**
 * The most lines one checkout may carry: the payment page takes at most 100 lines, and one of
 * them is the delivery fee.
 */
export const MAX_CART_LINES = 99;
/**
 * The name of the payment page's extra line that carries the restaurant's delivery price: the API
 * adds it to each checkout, and the local checkout shows it apart from the dishes.
 */
export const DELIVERY_LINE_NAME = 'Delivery';
/** Bounds of one line's quantity. */
export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 99;
/** Card payments below this many cents are refused by the payment provider ($0.50). */
export const MIN_ORDER_TOTAL_CENTS = 50;
/** Nor does it take one charge above this many cents ($999,999.99). */
export const MAX_ORDER_TOTAL_CENTS = 99_999_999;

/** The messages the checkout answers with (after the field name). */
export const CHECKOUT_MESSAGES = {
  deliveryDetails: 'Delivery details are required',
  email: 'must be an email address',
  cartEmpty: 'the cart is empty',
  tooManyLines: `must have at most ${MAX_CART_LINES} lines`,
  quantity: `must be a whole number from ${MIN_QUANTITY} to ${MAX_QUANTITY}`,
  menuItemId: 'a menu item id is required',
  repeatedItem: 'is repeated',
  notOnMenu: "is not on this restaurant's menu",
  restaurantId: 'a restaurant id is required',
  totalTooSmall: 'the order total must be at least $0.50',
  totalTooLarge: 'the order total must be at most $999,999.99',
  sessionFailed: 'Unable to create checkout session',
  soldOut: 'is sold out',
  closed: 'This restaurant is closed right now',
  paused: 'This restaurant is not taking orders right now',
} as const;
