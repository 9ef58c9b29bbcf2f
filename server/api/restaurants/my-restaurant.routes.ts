import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IMAGE_BUSY_MESSAGES, IMAGE_FIELD, RESTAURANT_MESSAGES } from '@contract/restaurant';
import { restaurantRoutes as routes } from '@contract/restaurant.routes';
import { ImageLimitError, ImageTimeoutError, InvalidImageError } from '@server/images/image-errors';
import { renderRestaurantImage } from '@server/images/image-processing';
import { ImageBusyError, MAX_UPLOADS_WAITING } from '@server/images/image-work';
import { removeRestaurantImage } from '@server/images/restaurant-images';
import { userOf } from '../auth/require-user';
import type { AppDependencies } from '../dependencies';
import { httpError } from '../plugins/errors.plugin';
import {
  createRestaurantWithImage,
  RESTAURANT_EXISTS,
  updateRestaurantWithImage,
} from './my-restaurant.service';
import { readRestaurantForm, RESTAURANT_FORM_LIMITS } from './restaurant-form';
import { findRestaurantByOwner, toRestaurantJson } from './restaurant.service';

const NOT_FOUND = 'Restaurant not found';

/** /api/my/restaurant: the signed-in owner's one restaurant (docs/api.md). */
export const myRestaurantRoutes: FastifyPluginAsyncZod<AppDependencies> = async (app, deps) => {
  const { database, requireUser, config, imageStore, cities } = deps;
  const db = database.db;
  await app.register(multipart, { limits: RESTAURANT_FORM_LIMITS, throwFileSizeLimit: true });

  /** Checks and renders an upload: its renditions, a 400 that names the field, or a 503. */
  const renderImage = async (image: Uint8Array) => {
    try {
      return await renderRestaurantImage(Buffer.from(image), undefined, {
        maxWaiting: MAX_UPLOADS_WAITING,
      });
    } catch (error) {
      if (error instanceof InvalidImageError) {
        throw httpError(400, `${IMAGE_FIELD}: ${RESTAURANT_MESSAGES.imageType}`);
      }
      if (error instanceof ImageLimitError)
        throw httpError(400, `${IMAGE_FIELD}: ${error.message}`);
      if (error instanceof ImageBusyError) throw httpError(503, IMAGE_BUSY_MESSAGES.busy);
      if (error instanceof ImageTimeoutError) throw httpError(503, IMAGE_BUSY_MESSAGES.tooSlow);
      throw error;
    }
  };

  /** Files of an image stored before images moved into the database. */
  const removeLegacyImage = (imageKey: string) =>
    removeRestaurantImage(imageStore, imageKey).catch((error: unknown) => {
      app.log.warn({ err: error, imageKey }, 'could not remove restaurant image');
    });

  app.route({
    ...routes.getMyRestaurant,
    preParsing: requireUser,
    handler: async (request) => {
      const restaurant = await findRestaurantByOwner(db, userOf(request).id);
      if (!restaurant) throw httpError(404, NOT_FOUND);
      return toRestaurantJson(restaurant, config.apiBaseUrl);
    },
  });

  app.route({
    ...routes.createMyRestaurant,
    preParsing: requireUser,
    preValidation: readRestaurantForm,
    handler: async (request, reply) => {
      const owner = userOf(request);
      const { [IMAGE_FIELD]: image, ...input } = request.body;
      // Checked before the image work; the insert itself still guards against a race.
      if (await findRestaurantByOwner(db, owner.id)) throw httpError(409, RESTAURANT_EXISTS);
      if (!image) throw httpError(400, `${IMAGE_FIELD}: ${RESTAURANT_MESSAGES.image}`);
      const restaurant = await createRestaurantWithImage(
        db,
        owner.id,
        input,
        await renderImage(image),
      );
      cities.forget();
      return reply.code(201).send(toRestaurantJson(restaurant, config.apiBaseUrl));
    },
  });

  app.route({
    ...routes.updateMyRestaurant,
    preParsing: requireUser,
    preValidation: readRestaurantForm,
    handler: async (request) => {
      const owner = userOf(request);
      const { [IMAGE_FIELD]: image, ...input } = request.body;
      if (!(await findRestaurantByOwner(db, owner.id))) throw httpError(404, NOT_FOUND);
      const rendered = image ? await renderImage(image) : undefined;
      const updated = await updateRestaurantWithImage(db, owner.id, input, rendered);
      if (!updated) throw httpError(404, NOT_FOUND);
      cities.forget();
      if (updated.replacedImageKey) await removeLegacyImage(updated.replacedImageKey);
      return toRestaurantJson(updated.restaurant, config.apiBaseUrl);
    },
  });
};
