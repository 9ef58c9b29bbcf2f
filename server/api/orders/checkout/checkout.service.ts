import {
  CHECKOUT_MESSAGES,
  MAX_ORDER_TOTAL_CENTS,
  MIN_ORDER_TOTAL_CENTS,
  type CheckoutRequest,
  type DeliveryDetails,
} from '@contract/order';
import type { Database } from '@server/db/database';
import { orderItems, orders } from '@server/db/schema';
import { httpError } from '../../plugins/errors.plugin';
import type { RestaurantWithMenu } from '../../restaurants/restaurant.service';

/** A cart line priced from the menu: the name and unit price are the restaurant's, not the client's. */
export interface PricedLine {
  menuItemId: string;
  name: string;
  quantity: number;
  unitPrice: number;
}

export interface PricedCart {
  lines: PricedLine[];
  deliveryPrice: number;
  /** Σ unit price × quantity + delivery, in cents. */
  totalAmount: number;
}

/**
 * Prices the cart from the restaurant's menu. A line not on the menu or sold out, or a total too
 * small or too large to charge, is a 400 naming it.
 */
export function priceCart(
  restaurant: RestaurantWithMenu,
  cartItems: CheckoutRequest['cartItems'],
): PricedCart {
  const menu = new Map(restaurant.menuItems.map((item) => [item.id, item]));
  const lines = cartItems.map((cartItem, index) => {
    const item = menu.get(cartItem.menuItemId);
    if (!item) {
      throw httpError(400, `cartItems.${index}.menuItemId: ${CHECKOUT_MESSAGES.notOnMenu}`);
    }
    if (!item.available) {
      throw httpError(
        400,
        `cartItems.${index}.menuItemId: ${item.name} ${CHECKOUT_MESSAGES.soldOut}`,
      );
    }
    return {
      menuItemId: item.id,
      name: item.name,
      quantity: cartItem.quantity,
      unitPrice: item.price,
    };
  });
  const itemsTotal = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  const deliveryPrice = restaurant.deliveryPrice;
  const totalAmount = itemsTotal + deliveryPrice;
  if (totalAmount < MIN_ORDER_TOTAL_CENTS) {
    throw httpError(400, `cartItems: ${CHECKOUT_MESSAGES.totalTooSmall}`);
  }
  if (totalAmount > MAX_ORDER_TOTAL_CENTS) {
    throw httpError(400, `cartItems: ${CHECKOUT_MESSAGES.totalTooLarge}`);
  }
  return { lines, deliveryPrice, totalAmount };
}

export interface NewOrder {
  /** Chosen before the payment session is made, which carries it; a new one when absent. */
  id?: string;
  /** The order's payment session, stored with it so that no order is ever without one. */
  paymentSessionId?: string;
  userId: string;
  restaurantId: string;
  deliveryDetails: DeliveryDetails;
  cart: PricedCart;
}

/** Stores the order as 'placed' with its lines, all or nothing; answers the order's id. */
export async function placeOrder(db: Database, order: NewOrder): Promise<string> {
  const { deliveryDetails: details, cart } = order;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(orders)
      .values({
        ...(order.id ? { id: order.id } : {}),
        paymentSessionId: order.paymentSessionId,
        userId: order.userId,
        restaurantId: order.restaurantId,
        deliveryName: details.name,
        deliveryAddressLine1: details.addressLine1,
        deliveryCity: details.city,
        deliveryCountry: details.country,
        deliveryEmail: details.email,
        totalAmount: cart.totalAmount,
      })
      .returning({ id: orders.id });
    await tx
      .insert(orderItems)
      .values(cart.lines.map((line, position) => ({ ...line, orderId: row.id, position })));
    return row.id;
  });
}
