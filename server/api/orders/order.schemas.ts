const stringProperties = <const K extends readonly string[]>(...keys: K) =>
  Object.fromEntries(keys.map((key) => [key, { type: 'string' }])) as Record<
    K[number],
    { type: 'string' }
  >;

const deliveryDetailsKeys = ['name', 'addressLine1', 'city', 'country', 'email'] as const;

const cartItemSchema = {
  type: 'object',
  properties: {
    ...stringProperties('menuItemId', 'name'),
    quantity: { type: 'integer' },
    price: { type: 'integer' },
  },
  required: ['menuItemId', 'name', 'quantity', 'price'],
} as const;

const orderRestaurantSchema = {
  type: 'object',
  properties: {
    ...stringProperties('_id', 'restaurantName', 'imageUrl'),
    estimatedDeliveryTime: { type: 'integer' },
  },
  required: ['_id', 'restaurantName', 'imageUrl', 'estimatedDeliveryTime'],
} as const;

/** JSON schema of contract/order.ts `Order`, for route responses. */
export const orderResponseSchema = {
  type: 'object',
  properties: {
    ...stringProperties('_id', 'status', 'createdAt', 'updatedAt'),
    totalAmount: { type: 'integer' },
    deliveryDetails: {
      type: 'object',
      properties: stringProperties(...deliveryDetailsKeys),
      required: deliveryDetailsKeys,
    },
    cartItems: { type: 'array', items: cartItemSchema },
    restaurant: orderRestaurantSchema,
  },
  required: [
    '_id',
    'status',
    'createdAt',
    'updatedAt',
    'totalAmount',
    'deliveryDetails',
    'cartItems',
    'restaurant',
  ],
} as const;

export const orderListResponseSchema = { type: 'array', items: orderResponseSchema } as const;
