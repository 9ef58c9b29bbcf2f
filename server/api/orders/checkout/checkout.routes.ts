import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CHECKOUT_MESSAGES } from '@contract/order';
import { orderRoutes } from '@contract/order.routes';
import { userOf } from '../../auth/require-user';
import type { AppDependencies } from '../../dependencies';
import { httpError } from '../../plugins/errors.plugin';
import { openingStateAt } from '../../restaurants/opening-state';
import { findRestaurantById } from '../../restaurants/restaurant.service';
import { attachPaymentSession, discardOrder, placeOrder, priceCart } from './checkout.service';
import { createPaymentSession } from './payment-session';

/**
 * Where the payment page sends the customer back: the web client they paid from when it is one of
 * WEB_ORIGIN's origins (a second front end keeps its customers), else the web app's own.
 */
function returnOrigin(requestOrigin: string | undefined, webOrigins: string[]): string {
  return requestOrigin && webOrigins.includes(requestOrigin) ? requestOrigin : webOrigins[0];
}

/**
 * POST /api/order/checkout/create-checkout-session: prices the cart from the menu, stores the
 * order as 'placed' and answers the hosted payment page's url.
 */
export const checkoutRoutes: FastifyPluginAsyncZod<AppDependencies> = async (app, deps) => {
  const { database, requireUser, config, payments } = deps;
  const db = database.db;

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
          webOrigin: returnOrigin(request.headers.origin, config.webOrigins),
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
  });
};
