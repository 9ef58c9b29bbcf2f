import { z } from 'zod';
import { errorResponses } from './api-error';
import { BEARER_SECURITY, defineRoute, NOT_MODIFIED } from './api-route';
import * as checkoutPaths from './checkout.paths';
import * as orderPaths from './order.paths';
import {
  checkoutPayloadSchema,
  checkoutResponseSchema,
  orderParamsSchema,
  orderRemovedSchema,
  orderSchema,
  updateOrderStatusSchema,
} from './order';

const security = BEARER_SECURITY;
const polled = 'Polled by the web app: answers carry an ETag; a matching If-None-Match is 304.';

/** Checkout, the payment provider's webhook, the customer's orders and the owner's. */
export const orderRoutes = {
  createCheckoutSession: defineRoute({
    ...checkoutPaths.createCheckoutSession,
    schema: {
      summary: 'Places an order and opens its payment page',
      description:
        'Prices the cart from the menu (client prices are ignored), stores the order as ' +
        "'placed' and answers the hosted payment page's url.",
      tags: ['Orders'],
      security,
      body: checkoutPayloadSchema,
      response: {
        200: checkoutResponseSchema.describe('Send the browser to `url`'),
        ...errorResponses(400, 401, 404, 409, 413, 415, 429, 502, 503),
      },
    },
  }),
  checkoutWebhook: defineRoute({
    ...checkoutPaths.checkoutWebhook,
    schema: {
      summary: "The payment provider's events",
      description:
        'A Stripe event, verified by its `Stripe-Signature` header on the raw body. ' +
        '`checkout.session.completed` and `checkout.session.async_payment_succeeded` record ' +
        'the payment once. Every verified event is answered 200. Not rate-limited.',
      tags: ['Payments'],
      response: {
        200: z.strictObject({ received: z.literal(true) }).describe('The event was received'),
        ...errorResponses(400, 413, 415),
      },
    },
  }),
  getMyOrders: defineRoute({
    ...orderPaths.getMyOrders,
    schema: {
      summary: "The caller's orders, newest first",
      description: `Orders that went through payment, at most 50. ${polled}`,
      tags: ['Orders'],
      security,
      response: {
        200: z.array(orderSchema).describe('The orders'),
        304: NOT_MODIFIED,
        ...errorResponses(401, 404, 503),
      },
    },
  }),
  getMyRestaurantOrders: defineRoute({
    ...orderPaths.getMyRestaurantOrders,
    schema: {
      summary: "The paid orders of the caller's restaurant, newest first",
      description: `Removed orders are left out. ${polled}`,
      tags: ['My restaurant'],
      security,
      response: {
        200: z.array(orderSchema).describe('The orders'),
        304: NOT_MODIFIED,
        ...errorResponses(401, 404, 503),
      },
    },
  }),
  updateOrderStatus: defineRoute({
    ...orderPaths.updateOrderStatus,
    schema: {
      summary: 'Sets the status of one of your restaurant’s orders',
      description: 'Any of the five statuses, in any order.',
      tags: ['My restaurant'],
      security,
      params: orderParamsSchema,
      body: updateOrderStatusSchema,
      response: {
        200: orderSchema.describe('The order as it now is'),
        ...errorResponses(400, 401, 403, 404, 413, 415, 429, 503),
      },
    },
  }),
  removeOrder: defineRoute({
    ...orderPaths.removeOrder,
    schema: {
      summary: "Takes an order off your restaurant's list",
      description: "The order is archived, not destroyed: the customer's list keeps it.",
      tags: ['My restaurant'],
      security,
      params: orderParamsSchema,
      response: {
        200: orderRemovedSchema.describe('The order left the list'),
        ...errorResponses(400, 401, 403, 404, 429, 503),
      },
    },
  }),
};
