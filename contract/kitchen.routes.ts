import { errorResponses } from './api-error';
import { BEARER_SECURITY, defineRoute } from './api-route';
import {
  acceptOrderSchema,
  busySchema,
  cancelOrderSchema,
  lateOrderSchema,
  rejectOrderSchema,
} from './kitchen';
import * as kitchenPaths from './kitchen.paths';
import { orderParamsSchema, orderSchema } from './order';
import { restaurantSchema } from './restaurant';

const security = BEARER_SECURITY;
const tags = ['My restaurant'];
const orderErrors = errorResponses(400, 401, 403, 404, 409, 413, 415, 429, 503);
const conflict = "A 409 names the order's status when it does not allow this.";

/** The kitchen's answers to an order, and busy mode. */
export const kitchenRoutes = {
  acceptOrder: defineRoute({
    ...kitchenPaths.acceptOrder,
    schema: {
      summary: 'Accepts a paid order, saying when it reaches the customer',
      description: `The order moves to inProgress and its \`expectedAt\` is now plus \`minutes\`. ${conflict}`,
      tags,
      security,
      params: orderParamsSchema,
      body: acceptOrderSchema,
      response: { 200: orderSchema.describe('The order as it now is'), ...orderErrors },
    },
  }),
  lateOrder: defineRoute({
    ...kitchenPaths.lateOrder,
    schema: {
      summary: 'Moves an accepted order’s time on',
      description: `Adds \`minutes\` to the order's \`expectedAt\`. ${conflict}`,
      tags,
      security,
      params: orderParamsSchema,
      body: lateOrderSchema,
      response: { 200: orderSchema.describe('The order as it now is'), ...orderErrors },
    },
  }),
  rejectOrder: defineRoute({
    ...kitchenPaths.rejectOrder,
    schema: {
      summary: 'Rejects a paid order not yet accepted, and refunds it',
      description:
        'The order is cancelled with the reason and refunded in full through the payment ' +
        `provider; its \`refund\` settles as the provider reports. ${conflict}`,
      tags,
      security,
      params: orderParamsSchema,
      body: rejectOrderSchema,
      response: { 200: orderSchema.describe('The order as it now is'), ...orderErrors },
    },
  }),
  cancelOrder: defineRoute({
    ...kitchenPaths.cancelOrder,
    schema: {
      summary: 'Cancels an accepted order, or some of its lines, and refunds them',
      description:
        'Without `lines` (or with every line not yet refunded) the order is cancelled and what ' +
        'is left of its payment refunded; with some lines, those are refunded and the order goes ' +
        `on. A line is refunded once at most. ${conflict}`,
      tags,
      security,
      params: orderParamsSchema,
      body: cancelOrderSchema,
      response: { 200: orderSchema.describe('The order as it now is'), ...orderErrors },
    },
  }),
  startBusy: defineRoute({
    ...kitchenPaths.startBusy,
    schema: {
      summary: 'Adds minutes to the delivery time for a while',
      description:
        'Search results, the restaurant page and the default acceptance time show the delivery ' +
        'time plus `minutes` until `forMinutes` have passed (60 by default) or busy mode is ' +
        'ended; a new call replaces the one in force.',
      tags,
      security,
      body: busySchema,
      response: {
        200: restaurantSchema.describe('The restaurant, busy'),
        ...errorResponses(400, 401, 404, 413, 415, 429, 503),
      },
    },
  }),
  endBusy: defineRoute({
    ...kitchenPaths.endBusy,
    schema: {
      summary: 'Ends busy mode',
      tags,
      security,
      response: {
        200: restaurantSchema.describe('The restaurant, at its usual delivery time'),
        ...errorResponses(400, 401, 404, 429, 503),
      },
    },
  }),
};
