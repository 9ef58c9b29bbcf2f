import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { restaurantRoutes as routes } from '@contract/restaurant.routes';
import { IMAGE_BUSY_MESSAGES } from '@contract/restaurant';
import { ImageTimeoutError } from '@server/images/image-errors';
import { isImageFormat, isImageWidth } from '@server/images/image-renditions';
import { createRenditionSource } from '@server/images/rendition-source';
import { isImageKey } from '@server/images/restaurant-images';
import { removeUnreferencedImages } from '@server/images/unreferenced-images';
import type { AppDependencies } from '../dependencies';
import { httpError } from '../plugins/errors.plugin';

const FILE = /^(\d{1,5})\.([a-z]+)$/;

/**
 * GET /api/images/:imageKey/:width.(avif|webp): a stored rendition. A new upload gets a new key,
 * so a URL never changes meaning and can be cached for good.
 */
export const restaurantImageRoutes: FastifyPluginAsyncZod<AppDependencies> = async (app, deps) => {
  const renditionOf = createRenditionSource(deps.imageStore);
  sweepUnreferencedImages(app, deps);
  app.route({
    ...routes.getRestaurantImage,
    handler: async (request, reply) => {
      const { imageKey, file } = request.params;
      const [, widthText = '', format = ''] = FILE.exec(file) ?? [];
      const width = Number(widthText);
      const image =
        isImageKey(imageKey) && isImageWidth(width) && isImageFormat(format)
          ? await renditionOf(imageKey, { width, format }).catch((error: unknown) => {
              // A rendition made on demand shares the image work queue and its time limit.
              if (error instanceof ImageTimeoutError) {
                throw httpError(503, IMAGE_BUSY_MESSAGES.tooSlow);
              }
              throw error;
            })
          : undefined;
      if (!image) throw httpError(404, 'Image not found');
      return reply
        .header('content-type', image.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(image.data);
    },
  });
};

/** Once the app is ready, in the background: starting is not held up by it. */
function sweepUnreferencedImages(app: FastifyInstance, { database }: AppDependencies) {
  let sweeping: Promise<void> | undefined;
  app.addHook('onReady', async () => {
    sweeping = removeUnreferencedImages(database).then(
      (removed) => {
        if (removed > 0) app.log.info({ removed }, 'removed images no restaurant refers to');
      },
      (error: unknown) => app.log.warn({ err: error }, 'could not remove unreferenced images'),
    );
  });
  app.addHook('onClose', async () => sweeping);
}
