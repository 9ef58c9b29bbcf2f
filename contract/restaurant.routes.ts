import { z } from 'zod';
import { errorResponses } from './api-error';
import { BEARER_SECURITY, defineRoute } from './api-route';
import * as myRestaurantPaths from './my-restaurant.paths';
import * as restaurantPaths from './restaurant.paths';
import {
  CENTS_TOLERANCE,
  menuItemAvailabilitySchema,
  pauseSchema,
  restaurantFormSchema,
  restaurantSchema,
} from './restaurant';

const security = BEARER_SECURITY;
const multipart = ['multipart/form-data'];
const formDescription =
  'multipart/form-data with bracketed names: `cuisines[0]`, `menuItems[0][name]`, ' +
  '`menuItems[0][price]` (cents), `menuItems[0][_id]` to keep an existing item, and the image ' +
  'in `imageFile`. Prices (`menuItems[0][price]`, `deliveryPrice`) are whole cents; a decimal ' +
  `within ${CENTS_TOLERANCE} of a whole number, such as \`229.99999999999997\` from dollars ` +
  'times 100 in floating point, counts as that number (bounds apply after rounding); any other ' +
  'fraction, a negative or anything but a number is a 400 naming the field.';
const imageBytes = z.custom<Uint8Array>().meta({ type: 'string', format: 'binary' });

/** The signed-in owner's one restaurant, a restaurant anyone may view, and its pictures. */
export const restaurantRoutes = {
  getMyRestaurant: defineRoute({
    ...myRestaurantPaths.getMyRestaurant,
    schema: {
      summary: "The caller's restaurant",
      tags: ['My restaurant'],
      security,
      response: {
        200: restaurantSchema.describe('The restaurant'),
        ...errorResponses(401, 404, 503),
      },
    },
  }),
  createMyRestaurant: defineRoute({
    ...myRestaurantPaths.createMyRestaurant,
    schema: {
      summary: "Creates the caller's restaurant",
      description: `${formDescription} The image is required. One restaurant per owner.`,
      tags: ['My restaurant'],
      security,
      consumes: multipart,
      body: restaurantFormSchema,
      response: {
        201: restaurantSchema.describe('The restaurant as created'),
        ...errorResponses(400, 401, 404, 409, 413, 415, 429, 503),
      },
    },
  }),
  updateMyRestaurant: defineRoute({
    ...myRestaurantPaths.updateMyRestaurant,
    schema: {
      summary: "Replaces the caller's restaurant and its menu",
      description: `${formDescription} Without an image the current one stays. A menu item sent without its \`_id\` keeps the id of the saved item of exactly the same name (each saved item at most once, in menu order, and never one that another item sends by its \`_id\`), so carts and past orders stay valid; one with no such namesake, a renamed one included, gets a new id. Items not kept are removed.`,
      tags: ['My restaurant'],
      security,
      consumes: multipart,
      body: restaurantFormSchema,
      response: {
        200: restaurantSchema.describe('The restaurant as saved'),
        ...errorResponses(400, 401, 404, 413, 415, 429, 503),
      },
    },
  }),
  setMenuItemAvailability: defineRoute({
    ...myRestaurantPaths.setMenuItemAvailability,
    schema: {
      summary: 'Marks a menu item sold out, or available again',
      description:
        'Saved at once, without the rest of the form. A sold-out item stays on the menu; ' +
        'customers cannot order it. 404 when the item is not on your menu.',
      tags: ['My restaurant'],
      security,
      params: z.object({ menuItemId: z.string() }),
      body: menuItemAvailabilitySchema,
      response: {
        200: restaurantSchema.describe('The restaurant as it now is'),
        ...errorResponses(400, 401, 404, 413, 415, 429, 503),
      },
    },
  }),
  setChoiceAvailability: defineRoute({
    ...myRestaurantPaths.setChoiceAvailability,
    schema: {
      summary: "Marks one of a menu item's choices sold out, or available again",
      description:
        'Saved at once, without the rest of the form. A sold-out choice stays in its group; ' +
        'customers cannot choose it. 404 when the item is not on your menu or the choice not ' +
        'in its groups.',
      tags: ['My restaurant'],
      security,
      params: z.object({ menuItemId: z.string(), choiceId: z.string() }),
      body: menuItemAvailabilitySchema,
      response: {
        200: restaurantSchema.describe('The restaurant as it now is'),
        ...errorResponses(400, 401, 404, 413, 415, 429, 503),
      },
    },
  }),
  pauseOrders: defineRoute({
    ...myRestaurantPaths.pauseOrders,
    schema: {
      summary: 'Stops new orders for a while, or until resumed',
      description:
        '`minutes` from 1 to 1440, or null until resumed; a new pause replaces the one in ' +
        'force. Customers can still browse the menu and fill a cart; checkout answers 409.',
      tags: ['My restaurant'],
      security,
      body: pauseSchema,
      response: {
        200: restaurantSchema.describe('The restaurant, paused'),
        ...errorResponses(400, 401, 404, 413, 415, 429, 503),
      },
    },
  }),
  resumeOrders: defineRoute({
    ...myRestaurantPaths.resumeOrders,
    schema: {
      summary: 'Takes new orders again',
      tags: ['My restaurant'],
      security,
      response: {
        200: restaurantSchema.describe('The restaurant, taking orders within its hours'),
        ...errorResponses(400, 401, 404, 429, 503),
      },
    },
  }),
  getRestaurant: defineRoute({
    ...restaurantPaths.getRestaurant,
    schema: {
      summary: 'A restaurant with its menu',
      tags: ['Restaurants'],
      params: z.object({ restaurantId: z.string() }),
      response: { 200: restaurantSchema.describe('The restaurant'), ...errorResponses(400, 404) },
    },
  }),
  getRestaurantImage: defineRoute({
    ...restaurantPaths.getRestaurantImage,
    schema: {
      summary: 'One rendition of a restaurant image',
      description:
        '`file` is `{width}.avif` or `{width}.webp`, `width` one of 320, 640, 960 and 1280. ' +
        'A new upload gets a new key, so an image URL never changes meaning and is cached for a ' +
        'year.',
      tags: ['Restaurants'],
      params: z.object({ imageKey: z.string(), file: z.string().meta({ example: '1280.webp' }) }),
      response: {
        200: {
          description: 'The AVIF or WebP image, as the extension says',
          content: {
            'image/avif': { schema: imageBytes },
            'image/webp': { schema: imageBytes },
          },
        },
        ...errorResponses(400, 404, 503),
      },
    },
  }),
};
