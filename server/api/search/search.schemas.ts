import { restaurantResponseSchema } from '../restaurants/restaurant.schemas';

const { menuItems: _menu, ...summaryProperties } = restaurantResponseSchema.properties;

/** JSON schema of contract/search.ts `RestaurantSummary`: a restaurant without its menu. */
export const restaurantSummarySchema = {
  type: 'object',
  properties: summaryProperties,
  required: restaurantResponseSchema.required.filter((field) => field !== 'menuItems'),
} as const;

/** JSON schema of `RestaurantSearchResponse`. */
export const searchResponseSchema = {
  type: 'object',
  properties: {
    data: { type: 'array', items: restaurantSummarySchema },
    pagination: {
      type: 'object',
      properties: {
        total: { type: 'integer' },
        page: { type: 'integer' },
        pages: { type: 'integer' },
      },
      required: ['total', 'page', 'pages'],
    },
  },
  required: ['data', 'pagination'],
} as const;
