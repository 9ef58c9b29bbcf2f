/** An image as the store hands it back. */
export interface StoredImage {
  data: Buffer;
  contentType: string;
}

/**
 * Where processed images live. Keys are flat names such as `3f2c…-1280.webp`; the store never
 * interprets them beyond that. The database (database-image-store.ts), so that every API process
 * serves every image; a folder on disk holds those stored before; an S3-compatible bucket fits
 * the same three calls.
 */
export interface ImageStore {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** Undefined when nothing is stored under `key`. */
  get(key: string): Promise<StoredImage | undefined>;
  /** Removing a key that is not there is not an error. */
  delete(key: string): Promise<void>;
}

const KEY = /^[A-Za-z0-9][A-Za-z0-9_-]*\.[a-z0-9]+$/;

/** Keys are file names without folders, so no key can reach outside the store. */
export function isValidImageKey(key: string): boolean {
  return key.length <= 200 && KEY.test(key);
}
