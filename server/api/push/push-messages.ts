import type { Order } from '@contract/order';
import type { OrderState } from '@contract/order-status';
import { PUSH_FIRST_LINES, type PushMessage } from '@contract/push';

/**
 * The owner's alert of a paid order, from the order as their list answers it: its total and
 * first lines, as the in-page notification names them, and how many more there are.
 */
export function newOrderPushMessage(order: Order): PushMessage {
  return {
    kind: 'new-order',
    orderId: order._id,
    total: order.totalAmount,
    lines: order.cartItems
      .slice(0, PUSH_FIRST_LINES)
      .map(({ name, quantity }) => ({ name, quantity })),
    moreLines: Math.max(0, order.cartItems.length - PUSH_FIRST_LINES),
  };
}

/** To the owner's devices: the order was answered, so its alert is closed wherever it shows. */
export function orderAnsweredPushMessage(orderId: string): PushMessage {
  return { kind: 'order-answered', orderId };
}

/** To the customer's devices: the status their order reached, and where it is from. */
export function orderStatusPushMessage(
  orderId: string,
  status: OrderState,
  restaurantName: string,
): PushMessage {
  return { kind: 'order-status', orderId, status, restaurantName };
}
