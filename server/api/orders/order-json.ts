import type { Refund } from '@contract/kitchen';
import type { Order } from '@contract/order';
import type { orderItems, orders, restaurants } from '@server/db/schema';
import { imageUrlsOf } from '@server/images/restaurant-images';

type OrderRow = typeof orders.$inferSelect;
type OrderItemRow = typeof orderItems.$inferSelect;
type RestaurantRow = typeof restaurants.$inferSelect;

/** The restaurant columns an order shows. */
export type OrderRestaurantRow = Pick<
  RestaurantRow,
  'id' | 'restaurantName' | 'imageKey' | 'estimatedDeliveryTime'
>;

/**
 * An order row with its restaurant summary, its lines in the order they were sold, and its
 * refunds summed up (null when it has none).
 */
export interface OrderWithDetails {
  order: OrderRow;
  restaurant: OrderRestaurantRow;
  items: OrderItemRow[];
  refund: Refund | null;
}

const MINUTE_MS = 60_000;

/**
 * When the order should reach the customer: the kitchen's time once it accepted, else the
 * order's time plus the restaurant's usual delivery time (without busy minutes, which are an
 * estimate for orders not yet placed).
 */
export function expectedAtOf(
  order: OrderRow,
  restaurant: Pick<OrderRestaurantRow, 'estimatedDeliveryTime'>,
): Date {
  return (
    order.expectedAt ??
    new Date(order.createdAt.getTime() + restaurant.estimatedDeliveryTime * MINUTE_MS)
  );
}

/** Why and when the order was cancelled; null while it is not. */
function cancellationOf(order: OrderRow): Order['cancellation'] {
  if (order.status !== 'cancelled' || !order.cancelledAt || !order.cancelReason) return null;
  return {
    reason: order.cancelReason,
    note: order.cancelNote,
    by: order.cancelledBy ?? 'system',
    at: order.cancelledAt.toISOString(),
  };
}

/** The JSON the API answers (contract/order.ts `orderSchema`); the image URL is absolute. */
export function toOrderJson(row: OrderWithDetails, apiBaseUrl: string): Order {
  const { order, restaurant, items, refund } = row;
  return {
    _id: order.id,
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
    totalAmount: order.totalAmount,
    deliveryDetails: {
      name: order.deliveryName,
      addressLine1: order.deliveryAddressLine1,
      city: order.deliveryCity,
      country: order.deliveryCountry,
      email: order.deliveryEmail,
    },
    cartItems: items.map((item) => ({
      menuItemId: item.menuItemId,
      name: item.name,
      quantity: item.quantity,
      price: item.unitPrice,
      // As they were bought, field by field: the answer's schema is strict, and stored JSON
      // gains nothing unlisted on its way out.
      choices: item.choices.map(({ _id, group, name, price }) => ({ _id, group, name, price })),
      refunded: item.refundId !== null,
    })),
    restaurant: {
      _id: restaurant.id,
      restaurantName: restaurant.restaurantName,
      imageUrl: imageUrlsOf(apiBaseUrl, restaurant.imageKey).imageUrl,
      estimatedDeliveryTime: restaurant.estimatedDeliveryTime,
    },
    expectedAt: expectedAtOf(order, restaurant).toISOString(),
    // Only while the order waits for the kitchen: an answered order keeps no deadline.
    acceptBy: order.status === 'paid' && order.acceptBy ? order.acceptBy.toISOString() : null,
    cancellation: cancellationOf(order),
    refund,
  };
}
