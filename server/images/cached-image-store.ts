import type { ImageStore, StoredImage } from './image-store';

/** Enough for the renditions of a few hundred restaurants' search cards. */
export const IMAGE_CACHE_BYTES = 32 * 1024 * 1024;

/**
 * Keeps the images last read in memory, up to `maxBytes`, least recently read dropped first.
 * A key's bytes never change (a new upload gets a new key), so a copy never goes stale; one
 * removed through another process may still be served from here until it is dropped, as a CDN
 * would serve it for a year. Reading a row through PGlite costs far more than a file
 * (npm run bench:images), and the same few images are asked for again and again.
 */
export function createCachedImageStore(
  store: ImageStore,
  { maxBytes = IMAGE_CACHE_BYTES }: { maxBytes?: number } = {},
): ImageStore {
  const cache = new Map<string, StoredImage>();
  let bytes = 0;

  const drop = (key: string) => {
    const cached = cache.get(key);
    if (!cached) return;
    cache.delete(key);
    bytes -= cached.data.length;
  };
  const keep = (key: string, image: StoredImage) => {
    if (image.data.length > maxBytes) return;
    drop(key);
    cache.set(key, image);
    bytes += image.data.length;
    for (const oldest of cache.keys()) {
      if (bytes <= maxBytes) break;
      drop(oldest);
    }
  };

  return {
    put: (key, data, contentType) => store.put(key, data, contentType),
    async get(key) {
      const cached = cache.get(key);
      if (cached) {
        // Read again: to the back of the line.
        cache.delete(key);
        cache.set(key, cached);
        return cached;
      }
      const image = await store.get(key);
      if (image) keep(key, image);
      return image;
    },
    async delete(key) {
      drop(key);
      await store.delete(key);
    },
  };
}
