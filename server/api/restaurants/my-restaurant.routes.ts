import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { IMAGE_FIELD, RESTAURANT_MESSAGES } from '@contract/restaurant';
import { InvalidImageError } from '@server/images/image-processing';
import { removeRestaurantImage, storeRestaurantImage } from '@server/images/restaurant-images';
import { identityOf } from '../auth/authenticate';
import type { AppDependencies } from '../dependencies';
import { httpError } from '../plugins/errors.plugin';
import { findUserByAuth0Id } from '../users/user.service';
import { createRestaurant, RESTAURANT_EXISTS, updateRestaurant } from './my-restaurant.service';
import { readRestaurantForm, RESTAURANT_FORM_LIMITS } from './restaurant-form';
import { errorResponses, restaurantResponseSchema } from './restaurant.schemas';
import { findRestaurantByOwner, toRestaurantJson } from './restaurant.service';

const PATH = '/api/my/restaurant';
const NOT_FOUND = 'Restaurant not found';
const readSchema = { response: { 200: restaurantResponseSchema, ...errorResponses(401, 404) } };
const writeErrors = errorResponses(400, 401, 404, 409, 413, 415);

/** /api/my/restaurant: the signed-in owner's one restaurant (SPEC §7, DESIGN.md §4). */
export const myRestaurantRoutes: FastifyPluginAsync<AppDependencies> = async (app, deps) => {
  const { database, authenticate, config, imageStore, cities } = deps;
  const db = database.db;
  await app.register(multipart, { limits: RESTAURANT_FORM_LIMITS, throwFileSizeLimit: true });

  /** The caller's user record; the owner routes need it (created by POST /api/my/user). */
  const ownerOf = async (request: FastifyRequest) => {
    const user = await findUserByAuth0Id(db, identityOf(request).sub);
    if (!user) throw httpError(404, 'User not found');
    return user;
  };

  /** Renders and stores an upload; its key, or a 400 that names the field. */
  const storeImage = async (image: Buffer) => {
    try {
      return await storeRestaurantImage(imageStore, image);
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

  app.get(PATH, { preHandler: authenticate, schema: readSchema }, async (request) => {
    const owner = await ownerOf(request);
    const restaurant = await findRestaurantByOwner(db, owner.id);
    if (!restaurant) throw httpError(404, NOT_FOUND);
    return toRestaurantJson(restaurant, config.apiBaseUrl);
  });

  app.post(
    PATH,
    {
      preHandler: authenticate,
      schema: { response: { 201: restaurantResponseSchema, ...writeErrors } },
    },
    async (request, reply) => {
      const owner = await ownerOf(request);
      const { input, image } = await readRestaurantForm(request);
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
  );

  app.put(
    PATH,
    {
      preHandler: authenticate,
      schema: { response: { 200: restaurantResponseSchema, ...writeErrors } },
    },
    async (request) => {
      const owner = await ownerOf(request);
      const { input, image } = await readRestaurantForm(request);
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
  );
};
