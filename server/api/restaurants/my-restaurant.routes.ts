import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IMAGE_FIELD, RESTAURANT_MESSAGES } from '@contract/restaurant';
import { restaurantRoutes as routes } from '@contract/restaurant.routes';
import { InvalidImageError } from '@server/images/image-processing';
import { removeRestaurantImage, storeRestaurantImage } from '@server/images/restaurant-images';
import { userOf } from '../auth/require-user';
import type { AppDependencies } from '../dependencies';
import { httpError } from '../plugins/errors.plugin';
import { createRestaurant, RESTAURANT_EXISTS, updateRestaurant } from './my-restaurant.service';
import { readRestaurantForm, RESTAURANT_FORM_LIMITS } from './restaurant-form';
import { findRestaurantByOwner, toRestaurantJson } from './restaurant.service';

const NOT_FOUND = 'Restaurant not found';

/** /api/my/restaurant: the signed-in owner's one restaurant (docs/api.md). */
export const myRestaurantRoutes: FastifyPluginAsyncZod<AppDependencies> = async (app, deps) => {
  const { database, requireUser, config, imageStore, cities } = deps;
  const db = database.db;
  await app.register(multipart, { limits: RESTAURANT_FORM_LIMITS, throwFileSizeLimit: true });

  /** Renders and stores an upload; its key, or a 400 that names the field. */
  const storeImage = async (image: Uint8Array) => {
    try {
      return await storeRestaurantImage(imageStore, Buffer.from(image));
    } catch (error) {
      if (error instanceof InvalidImageError) {
        throw httpError(400, `${IMAGE_FIELD}: ${RESTAURANT_MESSAGES.imageType}`);
      }
      throw error;
    }
  };

  /** Runs a write that refers to a freshly stored image; on failure the image goes again. */
  const withNewImage = async <T>(imageKey: string | undefined, write: () => Promise<T>) => {
    try {
      return await write();
    } catch (error) {
      if (imageKey) await removeImage(imageKey);
      throw error;
    }
  };

  const removeImage = (imageKey: string) =>
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
      const imageKey = await storeImage(image);
      const restaurant = await withNewImage(imageKey, () =>
        createRestaurant(db, owner.id, input, imageKey),
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
      const imageKey = image ? await storeImage(image) : undefined;
      const updated = await withNewImage(imageKey, async () => {
        const result = await updateRestaurant(db, owner.id, input, imageKey);
        if (!result) throw httpError(404, NOT_FOUND);
        return result;
      });
      cities.forget();
      // Only once the new key is committed may the old files go.
      if (updated.replacedImageKey) await removeImage(updated.replacedImageKey);
      return toRestaurantJson(updated.restaurant, config.apiBaseUrl);
    },
  });
};
