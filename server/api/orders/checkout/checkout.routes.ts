import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CHECKOUT_MESSAGES } from '@contract/order';
import { orderRoutes } from '@contract/order.routes';
import { userOf } from '../../auth/require-user';
import type { AppDependencies } from '../../dependencies';
import { httpError } from '../../plugins/errors.plugin';
import { openingStateAt } from '../../restaurants/opening-state';
import { findRestaurantById } from '../../restaurants/restaurant.service';
import { placeOrder, priceCart } from './checkout.service';
import { createPaymentSession } from './payment-session';
import { sweepStaleOrders } from './stale-orders';

/**
 * Where the payment page sends the customer back: the web client they paid from when it is one of
 * WEB_ORIGIN's origins (a second front end keeps its customers), else the web app's own.
 */
function returnOrigin(requestOrigin: string | undefined, webOrigins: string[]): string {
  return requestOrigin && webOrigins.includes(requestOrigin) ? requestOrigin : webOrigins[0];
}

/**
 * POST /api/order/checkout/create-checkout-session: prices the cart from the menu, makes the
 * hosted payment page for a new order id, then stores the order as 'placed' with its payment
 * session, and answers the page's url. The session comes first so that a crash or a failed call
 * leaves no order without one; a session whose order was never stored is never handed out.
 */
export const checkoutRoutes: FastifyPluginAsyncZod<AppDependencies> = async (app, deps) => {
  const { database, requireUser, config, payments } = deps;
  const db = database.db;
  sweepStaleOrders(app, db);

  app.route({
    ...orderRoutes.createCheckoutSession,
    preParsing: requireUser,
    handler: async (request) => {
      const user = userOf(request);
      const { restaurantId, cartItems, deliveryDetails } = request.body;
      const restaurant = await findRestaurantById(db, restaurantId);
      if (!restaurant) throw httpError(404, 'Restaurant not found');
      const { isOpen, pause } = openingStateAt(restaurant, new Date());
      if (!isOpen) {
        throw httpError(409, pause ? CHECKOUT_MESSAGES.paused : CHECKOUT_MESSAGES.closed);
      }

      const cart = priceCart(restaurant, cartItems);
      const orderId = randomUUID();
      let session;
      try {
        session = await createPaymentSession(payments, {
          orderId,
          restaurant,
          cart,
          customerEmail: deliveryDetails.email,
          webOrigin: returnOrigin(request.headers.origin, config.webOrigins),
        });
      } catch (error) {
        request.log.error({ err: error, orderId }, 'checkout session could not be created');
        throw httpError(502, CHECKOUT_MESSAGES.sessionFailed);
      }
      await placeOrder(db, {
        id: orderId,
        paymentSessionId: session.id,
        userId: user.id,
        restaurantId,
        deliveryDetails,
        cart,
      });
      return { url: session.url };
    },
  });
};
