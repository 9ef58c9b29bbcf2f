import type { FastifyPluginAsync } from 'fastify';
import { CHECKOUT_MESSAGES, checkoutPayloadSchema } from '@contract/order';
import { firstIssueMessage } from '@contract/zod-message';
import { identityOf } from '../auth/authenticate';
import type { AppDependencies } from '../dependencies';
import { errorResponseSchema, httpError } from '../plugins/errors.plugin';
import { findRestaurantById } from '../restaurants/restaurant.service';
import { findUserByAuth0Id } from '../users/user.service';
import { attachPaymentSession, discardOrder, placeOrder, priceCart } from './checkout.service';
import { createPaymentSession } from './payment-session';

const schema = {
  response: {
    200: { type: 'object', properties: { url: { type: 'string' } }, required: ['url'] },
    ...Object.fromEntries([400, 401, 404, 502].map((status) => [status, errorResponseSchema])),
  },
};

/**
 * POST /api/order/checkout/create-checkout-session (SPEC §7, DESIGN.md §4): prices the cart from
 * the menu, stores the order as 'placed' and answers the hosted payment page's url.
 */
export const checkoutRoutes: FastifyPluginAsync<AppDependencies> = async (app, deps) => {
  const { database, authenticate, config, payments } = deps;
  const db = database.db;

  app.post(
    '/api/order/checkout/create-checkout-session',
    { preHandler: authenticate, schema },
    async (request) => {
      const user = await findUserByAuth0Id(db, identityOf(request).sub);
      if (!user) throw httpError(404, 'User not found');
      const parsed = checkoutPayloadSchema.safeParse(request.body ?? {});
      if (!parsed.success) throw httpError(400, firstIssueMessage(parsed.error));
      const { restaurantId, cartItems, deliveryDetails } = parsed.data;
      const restaurant = await findRestaurantById(db, restaurantId);
      if (!restaurant) throw httpError(404, 'Restaurant not found');

      const cart = priceCart(restaurant, cartItems);
      const orderId = await placeOrder(db, {
        userId: user.id,
        restaurantId,
        deliveryDetails,
        cart,
      });
      let session;
      try {
        session = await createPaymentSession(payments, {
          orderId,
          restaurant,
          cart,
          customerEmail: deliveryDetails.email,
          webOrigin: config.webOrigin,
        });
      } catch (error) {
        // An order nobody can pay for would only clutter the lists: it goes again.
        request.log.error({ err: error, orderId }, 'checkout session could not be created');
        await discardOrder(db, orderId);
        throw httpError(502, CHECKOUT_MESSAGES.sessionFailed);
      }
      await attachPaymentSession(db, orderId, session.id);
      return { url: session.url };
    },
  );
};
