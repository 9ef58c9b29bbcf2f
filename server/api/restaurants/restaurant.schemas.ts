import { errorResponseSchema } from '../plugins/errors.plugin';

const menuItemSchema = {
  type: 'object',
  properties: { _id: { type: 'string' }, name: { type: 'string' }, price: { type: 'integer' } },
  required: ['_id', 'name', 'price'],
} as const;

/** JSON schema of contract/restaurant.ts `Restaurant`, for route responses. */
export const restaurantResponseSchema = {
  type: 'object',
  properties: {
    _id: { type: 'string' },
    restaurantName: { type: 'string' },
    city: { type: 'string' },
    country: { type: 'string' },
    deliveryPrice: { type: 'integer' },
    estimatedDeliveryTime: { type: 'integer' },
    cuisines: { type: 'array', items: { type: 'string' } },
    menuItems: { type: 'array', items: menuItemSchema },
    imageUrl: { type: 'string' },
    imageSrcSet: { type: 'string' },
    lastUpdated: { type: 'string' },
  },
  required: [
    '_id',
    'restaurantName',
    'city',
    'country',
    'deliveryPrice',
    'estimatedDeliveryTime',
    'cuisines',
    'menuItems',
    'imageUrl',
    'imageSrcSet',
    'lastUpdated',
  ],
} as const;

/** The error statuses a restaurant route may answer with, each as `{ message }`. */
export function errorResponses<const S extends readonly number[]>(...statuses: S) {
  return Object.fromEntries(statuses.map((status) => [status, errorResponseSchema])) as Record<
    S[number],
    typeof errorResponseSchema
  >;
}
