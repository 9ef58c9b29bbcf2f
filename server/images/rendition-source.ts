import sharp from 'sharp';
import { MAX_IMAGE_PIXELS } from '@contract/restaurant';
import { ImageTimeoutError, isSharpTimeout } from './image-errors';
import { IMAGE_TIME_LIMIT_SECONDS } from './image-processing';
import { CONTENT_TYPES, encodeRendition, LARGEST_WIDTH, type Rendition } from './image-renditions';
import type { ImageStore, StoredImage } from './image-store';
import { imageWork } from './image-work';
import { variantKey } from './restaurant-images';

/** The renditions of an image, made on demand when the store lacks one. */
export type RenditionSource = (
  imageKey: string,
  rendition: Rendition,
) => Promise<StoredImage | undefined>;

/**
 * Images stored before AVIF and the 320 and 960 widths have only their 640 and 1280 WebP. Rather
 * than keep a list of what each image has, or render them all at start-up, a missing rendition is
 * rendered from the image's 1280 WebP when first asked for and stored, so every URL the JSON lists
 * answers and only what browsers ask for is made (once: concurrent requests share one render).
 */
export function createRenditionSource(store: ImageStore): RenditionSource {
  const rendering = new Map<string, Promise<StoredImage | undefined>>();
  return async (imageKey, rendition) => {
    const key = variantKey(imageKey, rendition);
    const stored = await store.get(key);
    if (stored) return stored;
    let pending = rendering.get(key);
    if (!pending) {
      pending = renderMissing(store, imageKey, rendition).finally(() => rendering.delete(key));
      rendering.set(key, pending);
    }
    return pending;
  };
}

async function renderMissing(
  store: ImageStore,
  imageKey: string,
  rendition: Rendition,
): Promise<StoredImage | undefined> {
  const sourceKey = variantKey(imageKey, { width: LARGEST_WIDTH, format: 'webp' });
  const source = await store.get(sourceKey);
  if (!source) return undefined;
  // In the queue uploads use, so that browsers asking for AVIFs cannot crowd out other requests.
  const data = await imageWork
    .run(() =>
      encodeRendition(
        sharp(source.data, { limitInputPixels: MAX_IMAGE_PIXELS }),
        rendition,
        IMAGE_TIME_LIMIT_SECONDS,
      ),
    )
    .catch((error: unknown) => {
      throw isSharpTimeout(error) ? new ImageTimeoutError() : error;
    });
  const contentType = CONTENT_TYPES[rendition.format];
  await store.put(variantKey(imageKey, rendition), data, contentType);
  // The owner may have replaced the image meanwhile; its renditions must not outlive it.
  if (!(await store.get(sourceKey))) {
    await store.delete(variantKey(imageKey, rendition));
    return undefined;
  }
  return { data, contentType };
}
