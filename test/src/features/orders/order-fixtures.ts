import type { Order } from '@contract/order';

/** 18:40 local time on a fixed day, as the API writes it. */
export const PLACED_AT = new Date(2025, 5, 1, 18, 40).toISOString();

/** An order as the API answers it; `_id` and the restaurant's name are worth varying. */
export function anOrder(overrides: Partial<Order> = {}): Order {
  return {
    _id: 'order-1',
    status: 'paid',
    createdAt: PLACED_AT,
    updatedAt: PLACED_AT,
    totalAmount: 3350,
    deliveryDetails: {
      name: 'Ada Lovelace',
      addressLine1: '12 St James Square',
      city: 'London',
      country: 'United Kingdom',
      email: 'ada@example.com',
    },
    cartItems: [
      { menuItemId: 'm1', name: 'Margherita', quantity: 2, price: 1250 },
      { menuItemId: 'm2', name: 'Tiramisu', quantity: 1, price: 600 },
    ],
    restaurant: {
      _id: 'r1',
      restaurantName: 'Luigi’s Trattoria',
      imageUrl: 'http://localhost:7000/api/images/abc/1280.webp',
      estimatedDeliveryTime: 35,
    },
    ...overrides,
  };
}
