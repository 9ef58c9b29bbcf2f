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

/** An order row with its restaurant summary and its lines in the order they were sold. */
export interface OrderWithDetails {
  order: OrderRow;
  restaurant: OrderRestaurantRow;
  items: OrderItemRow[];
}

/** The JSON the API answers (contract/order.ts `orderSchema`); the image URL is absolute. */
export function toOrderJson(row: OrderWithDetails, apiBaseUrl: string): Order {
  const { order, restaurant, items } = row;
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
    })),
    restaurant: {
      _id: restaurant.id,
      restaurantName: restaurant.restaurantName,
      imageUrl: imageUrlsOf(apiBaseUrl, restaurant.imageKey).imageUrl,
      estimatedDeliveryTime: restaurant.estimatedDeliveryTime,
    },
  };
}
