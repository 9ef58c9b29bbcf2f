import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isValidImageKey, type ImageStore } from './image-store';

const CONTENT_TYPES: Record<string, string> = {
  '.avif': 'image/avif',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
};

/**
 * Images as files in `folder`, created on first write. The content type follows from the key's
 * extension, so a key must end in one this store knows.
 */
export function createDiskImageStore(folder: string): ImageStore {
  const fileOf = (key: string) => {
    if (!isValidImageKey(key)) throw new Error(`Invalid image key '${key}'`);
    return path.join(folder, key);
  };

  return {
    async put(key, data, contentType) {
      if (CONTENT_TYPES[path.extname(key)] !== contentType) {
        throw new Error(`Image key '${key}' does not match ${contentType}`);
      }
      const file = fileOf(key);
      await mkdir(folder, { recursive: true });
      // Written aside then renamed, so a reader never sees half a file.
      const partial = `${file}.${process.pid}.partial`;
      await writeFile(partial, data);
      await rename(partial, file);
    },
    async get(key) {
      const contentType = CONTENT_TYPES[path.extname(key)];
      if (!isValidImageKey(key) || !contentType) return undefined;
      try {
        return { data: await readFile(fileOf(key)), contentType };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
