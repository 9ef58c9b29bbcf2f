import { randomUUID } from 'node:crypto';
import {
  ALL_RENDITIONS,
  CONTENT_TYPES,
  IMAGE_WIDTHS,
  LARGEST_WIDTH,
  type ImageFormat,
  type ImageWidth,
  type RenderedImage,
  type Rendition,
} from './image-renditions';
import type { ImageStore } from './image-store';

const IMAGE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The store key of one rendition of an image. */
export function variantKey(imageKey: string, { width, format }: Rendition): string {
  return `${imageKey}-${width}.${format}`;
}

/** Whether a URL's key names an image that can exist. */
export function isImageKey(imageKey: string): boolean {
  return IMAGE_ID.test(imageKey);
}

/** Public path of one rendition; `imageUrl` is the largest WebP under the API's base URL. */
export function imagePath(imageKey: string, { width, format }: Rendition): string {
  return `/api/images/${imageKey}/${width}.${format}`;
}

function srcSetOf(apiBaseUrl: string, imageKey: string, format: ImageFormat): string {
  return IMAGE_WIDTHS.map(
    (width: ImageWidth) => `${apiBaseUrl}${imagePath(imageKey, { width, format })} ${width}w`,
  ).join(', ');
}

/**
 * The absolute URLs the JSON carries: the large WebP and a `srcset` per format. Every entry is
 * served, images stored before AVIF and the small widths included (see rendition-source.ts).
 */
export function imageUrlsOf(apiBaseUrl: string, imageKey: string) {
  return {
    imageUrl: `${apiBaseUrl}${imagePath(imageKey, { width: LARGEST_WIDTH, format: 'webp' })}`,
    imageSrcSet: srcSetOf(apiBaseUrl, imageKey, 'webp'),
    imageSrcSetAvif: srcSetOf(apiBaseUrl, imageKey, 'avif'),
  };
}

/** Stores rendered renditions under a new random key and answers it; on failure stores none. */
export async function storeRenditions(
  store: ImageStore,
  rendered: readonly RenderedImage[],
): Promise<string> {
  const imageKey = randomUUID();
  try {
    for (const { data, ...rendition } of rendered)
      await store.put(variantKey(imageKey, rendition), data, CONTENT_TYPES[rendition.format]);
  } catch (error) {
    await removeRestaurantImage(store, imageKey).catch(() => undefined);
    throw error;
  }
  return imageKey;
}

/** Removes every rendition of an image, those of images stored before AVIF included. */
export async function removeRestaurantImage(store: ImageStore, imageKey: string): Promise<void> {
  await Promise.all(
    ALL_RENDITIONS.map((rendition) => store.delete(variantKey(imageKey, rendition))),
  );
}
