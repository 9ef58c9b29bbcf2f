import { CHOICE_MESSAGES } from '@contract/menu-option-limits';
import {
  CHECKOUT_MESSAGES,
  MAX_ORDER_TOTAL_CENTS,
  MIN_ORDER_TOTAL_CENTS,
  type CheckoutRequest,
  type DeliveryDetails,
  type OrderChoice,
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
  /** The dish's price plus its choices' prices, in cents. */
  unitPrice: number;
  /** The chosen options as they are sold, in menu order: none for a dish without options. */
  choices: OrderChoice[];
}

type MenuItemRow = RestaurantWithMenu['menuItems'][number];

/**
 * The line's choices checked against the dish's option groups and named as the menu names them:
 * each id is one of this dish's choices, given once and not sold out, and each group has from its
 * minimum to its maximum. Anything else is a 400 naming the choice or the group.
 */
function choicesOf(item: MenuItemRow, choiceIds: readonly string[], field: string): OrderChoice[] {
  const refuse = (message: string) => httpError(400, `${field}: ${message}`);
  const offered = new Map(
    item.optionGroups.flatMap((group) =>
      group.choices.map((choice) => [choice._id, { group, choice }] as const),
    ),
  );
  const chosen = new Set<string>();
  for (const id of choiceIds) {
    if (chosen.has(id)) throw refuse(CHOICE_MESSAGES.repeated);
    const found = offered.get(id);
    if (!found) throw refuse(`${id} ${CHOICE_MESSAGES.notOfItem(item.name)}`);
    if (!found.choice.available) throw refuse(CHOICE_MESSAGES.soldOut(found.choice.name));
    chosen.add(id);
  }
  return item.optionGroups.flatMap((group) => {
    const picked = group.choices.filter((choice) => chosen.has(choice._id));
    // A required group needs one choice at least, whatever its stored minimum says.
    const minimum = Math.max(group.minChoices, group.required ? 1 : 0);
    if (picked.length < minimum) throw refuse(CHOICE_MESSAGES.tooFew(group.name, minimum));
    if (picked.length > group.maxChoices) {
      throw refuse(CHOICE_MESSAGES.tooMany(group.name, group.maxChoices));
    }
    return picked.map(({ _id, name, price }) => ({ _id, group: group.name, name, price }));
  });
}

export interface PricedCart {
  lines: PricedLine[];
  deliveryPrice: number;
  /** Σ unit price × quantity + delivery, in cents. */
  totalAmount: number;
}

/**
 * Prices the cart from the restaurant's menu. A line not on the menu or sold out, choices the
 * dish's option groups do not allow, or a total too small or too large to charge, is a 400 naming
 * it. A line without `choices` (the specification's payload) has none.
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
    const choices = choicesOf(item, cartItem.choices ?? [], `cartItems.${index}.choices`);
    return {
      menuItemId: item.id,
      name: item.name,
      quantity: cartItem.quantity,
      unitPrice: choices.reduce((sum, choice) => sum + choice.price, item.price),
      choices,
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
