import { randomUUID } from 'node:crypto';
import { IMAGE_WIDTHS, renderRestaurantImage, type ImageWidth } from './image-processing';
import type { ImageStore } from './image-store';

const WEBP = 'image/webp';
const IMAGE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The store key of one rendition of an image. */
export function variantKey(imageKey: string, width: ImageWidth): string {
  return `${imageKey}-${width}.webp`;
}

/** Whether a URL's key and width name a rendition that can exist. */
export function isImageKey(imageKey: string): boolean {
  return IMAGE_ID.test(imageKey);
}

export function isImageWidth(width: number): width is ImageWidth {
  return (IMAGE_WIDTHS as readonly number[]).includes(width);
}

/** Public path of one rendition; `imageUrl` is this under the API's base URL. */
export function imagePath(imageKey: string, width: ImageWidth): string {
  return `/api/images/${imageKey}/${width}.webp`;
}

/** The absolute URLs the JSON carries: the large rendition and a `srcset` of all of them. */
export function imageUrlsOf(apiBaseUrl: string, imageKey: string) {
  const largest = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];
  return {
    imageUrl: `${apiBaseUrl}${imagePath(imageKey, largest)}`,
    imageSrcSet: IMAGE_WIDTHS.map(
      (width) => `${apiBaseUrl}${imagePath(imageKey, width)} ${width}w`,
    ).join(', '),
  };
}

/**
 * Checks and renders an upload, stores every rendition under a new random key and answers the
 * key. Throws InvalidImageError for anything but a JPEG or PNG; stores nothing then.
 */
export async function storeRestaurantImage(store: ImageStore, upload: Buffer): Promise<string> {
  const rendered = await renderRestaurantImage(upload);
  const imageKey = randomUUID();
  try {
    for (const { width, data } of rendered)
      await store.put(variantKey(imageKey, width), data, WEBP);
  } catch (error) {
    await removeRestaurantImage(store, imageKey).catch(() => undefined);
    throw error;
  }
  return imageKey;
}

/** Removes every rendition of an image. */
export async function removeRestaurantImage(store: ImageStore, imageKey: string): Promise<void> {
  await Promise.all(IMAGE_WIDTHS.map((width) => store.delete(variantKey(imageKey, width))));
}
