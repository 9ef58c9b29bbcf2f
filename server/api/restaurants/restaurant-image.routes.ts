import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { restaurantRoutes as routes } from '@contract/restaurant.routes';
import { isImageKey, isImageWidth, variantKey } from '@server/images/restaurant-images';
import type { AppDependencies } from '../dependencies';
import { httpError } from '../plugins/errors.plugin';

/**
 * GET /api/images/:imageKey/:width.webp: a stored rendition. A new upload gets a new key, so a URL
 * never changes meaning and can be cached for good.
 */
export const restaurantImageRoutes: FastifyPluginAsyncZod<AppDependencies> = async (app, deps) => {
  const { imageStore } = deps;
  app.route({
    ...routes.getRestaurantImage,
    handler: async (request, reply) => {
      const { imageKey, file } = request.params;
      const width = Number(/^(\d{1,5})\.webp$/.exec(file)?.[1]);
      const image =
        isImageKey(imageKey) && isImageWidth(width)
          ? await imageStore.get(variantKey(imageKey, width))
          : undefined;
      if (!image) throw httpError(404, 'Image not found');
      return reply
        .header('content-type', image.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(image.data);
    },
  });
};
