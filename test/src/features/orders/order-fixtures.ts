import type { Order, OrderItem } from '@contract/order';

/** 18:40 local time on a fixed day, as the API writes it. */
export const PLACED_AT = new Date(2025, 5, 1, 18, 40).toISOString();

/** 35 minutes later: the restaurant's delivery time, as the API works it out before acceptance. */
export const EXPECTED_AT = new Date(2025, 5, 1, 19, 15).toISOString();

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
      {
        menuItemId: 'm1',
        name: 'Margherita',
        quantity: 2,
        price: 1250,
        choices: [],
        refunded: false,
      },
      {
        menuItemId: 'm2',
        name: 'Tiramisu',
        quantity: 1,
        price: 600,
        choices: [],
        refunded: false,
      },
    ],
    restaurant: {
      _id: 'r1',
      restaurantName: 'Luigi’s Trattoria',
      imageUrl: 'http://localhost:7000/api/images/abc/1280.webp',
      estimatedDeliveryTime: 35,
    },
    expectedAt: EXPECTED_AT,
    acceptBy: null,
    cancellation: null,
    refund: null,
    ...overrides,
  };
}

/** Two Margheritas made Large with two extras: $12.50 + $4.00 + $1.00 + $1.50 each. */
export const LARGE_WITH_EXTRAS: OrderItem = {
  menuItemId: 'm1',
  name: 'Margherita',
  quantity: 2,
  price: 1900,
  choices: [
    { _id: 'c-large', group: 'Size', name: 'Large', price: 400 },
    { _id: 'c-olives', group: 'Extras', name: 'Olives', price: 100 },
    { _id: 'c-mushrooms', group: 'Extras', name: 'Mushrooms', price: 150 },
  ],
  refunded: false,
};

/** The same dish with another choice: a line of its own. */
export const SMALL: OrderItem = {
  menuItemId: 'm1',
  name: 'Margherita',
  quantity: 1,
  price: 1250,
  choices: [{ _id: 'c-small', group: 'Size', name: 'Small', price: 0 }],
  refunded: false,
};

/** An order whose first lines have choices and whose last has none; delivery $2.50. */
export function anOrderWithChoices(overrides: Partial<Order> = {}): Order {
  const tiramisu = anOrder().cartItems[1];
  return anOrder({
    _id: 'order-choices',
    totalAmount: 2 * 1900 + 1250 + 600 + 250,
    cartItems: [LARGE_WITH_EXTRAS, SMALL, tiramisu],
    ...overrides,
  });
}
