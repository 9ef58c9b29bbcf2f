import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { kitchenRoutes } from '@contract/kitchen.routes';
import { restaurantRoutes as routes } from '@contract/restaurant.routes';
import { userOf } from '../auth/require-user';
import type { AppDependencies } from '../dependencies';
import { isUuid } from '../http/ids';
import { httpError } from '../plugins/errors.plugin';
import {
  endBusy,
  pauseRestaurant,
  resumeRestaurant,
  setChoiceAvailability,
  setMenuItemAvailability,
  startBusy,
} from './restaurant-operations.service';
import { findRestaurantByOwner, toRestaurantJson } from './restaurant.service';

/**
 * What an owner changes during service: sold-out items and choices, pauses, busy mode; each saved
 * at once.
 */
export const restaurantOperationRoutes: FastifyPluginAsyncZod<AppDependencies> = async (
  app,
  deps,
) => {
  const { database, requireUser, config } = deps;
  const db = database.db;

  /** 404 unless the caller owns a restaurant; checked first, so the 404s say which is missing. */
  const requireRestaurant = async (ownerId: string) => {
    const restaurant = await findRestaurantByOwner(db, ownerId);
    if (!restaurant) throw httpError(404, 'Restaurant not found');
    return restaurant;
  };

  app.route({
    ...routes.setMenuItemAvailability,
    preParsing: requireUser,
    handler: async (request) => {
      const restaurant = await requireRestaurant(userOf(request).id);
      const { menuItemId } = request.params;
      const updated = isUuid(menuItemId)
        ? await setMenuItemAvailability(db, restaurant, menuItemId, request.body.available)
        : undefined;
      if (!updated) throw httpError(404, 'Menu item not found');
      return toRestaurantJson(updated, config.apiBaseUrl);
    },
  });

  app.route({
    ...routes.setChoiceAvailability,
    preParsing: requireUser,
    handler: async (request) => {
      const restaurant = await requireRestaurant(userOf(request).id);
      const { menuItemId, choiceId } = request.params;
      const updated = isUuid(menuItemId)
        ? await setChoiceAvailability(db, restaurant, menuItemId, choiceId, request.body.available)
        : 'menu item';
      if (updated === 'menu item') throw httpError(404, 'Menu item not found');
      if (updated === 'choice') throw httpError(404, 'Choice not found');
      return toRestaurantJson(updated, config.apiBaseUrl);
    },
  });

  app.route({
    ...routes.pauseOrders,
    preParsing: requireUser,
    handler: async (request) => {
      const restaurant = await requireRestaurant(userOf(request).id);
      const paused = await pauseRestaurant(db, restaurant.id, request.body.minutes);
      return toRestaurantJson(paused!, config.apiBaseUrl);
    },
  });

  app.route({
    ...routes.resumeOrders,
    preParsing: requireUser,
    handler: async (request) => {
      const restaurant = await requireRestaurant(userOf(request).id);
      const resumed = await resumeRestaurant(db, restaurant.id);
      return toRestaurantJson(resumed!, config.apiBaseUrl);
    },
  });

  app.route({
    ...kitchenRoutes.startBusy,
    preParsing: requireUser,
    handler: async (request) => {
      const restaurant = await requireRestaurant(userOf(request).id);
      const { minutes, forMinutes } = request.body;
      const busy = await startBusy(db, restaurant.id, minutes, forMinutes);
      return toRestaurantJson(busy!, config.apiBaseUrl);
    },
  });

  app.route({
    ...kitchenRoutes.endBusy,
    preParsing: requireUser,
    handler: async (request) => {
      const restaurant = await requireRestaurant(userOf(request).id);
      const ended = await endBusy(db, restaurant.id);
      return toRestaurantJson(ended!, config.apiBaseUrl);
    },
  });
};
