import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDiskImageStore } from '@server/images/disk-image-store';
import type { ImageStore } from '@server/images/image-store';

let root: string;
let folder: string;
let store: ImageStore;

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'forkful-store-'));
  folder = path.join(root, 'images');
  store = createDiskImageStore(folder);
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('createDiskImageStore', () => {
  it('creates its folder on first write and reads back bytes and type', async () => {
    await expect(readdir(folder)).rejects.toThrow();
    await store.put('abc-640.webp', Buffer.from('webp bytes'), 'image/webp');
    expect(await readdir(folder)).toEqual(['abc-640.webp']);
    expect(await store.get('abc-640.webp')).toEqual({
      data: Buffer.from('webp bytes'),
      contentType: 'image/webp',
    });
  });

  it('keeps AVIF as image/avif', async () => {
    await store.put('abc-640.avif', Buffer.from('avif bytes'), 'image/avif');
    expect(await store.get('abc-640.avif')).toEqual({
      data: Buffer.from('avif bytes'),
      contentType: 'image/avif',
    });
    await expect(store.put('abc-320.avif', Buffer.from('x'), 'image/webp')).rejects.toThrow();
  });

  it('answers undefined for a key it does not hold', async () => {
    expect(await store.get('missing-640.webp')).toBeUndefined();
  });

  it('deletes, and deleting twice is fine', async () => {
    await store.put('gone-640.webp', Buffer.from('x'), 'image/webp');
    await store.delete('gone-640.webp');
    await store.delete('gone-640.webp');
    expect(await store.get('gone-640.webp')).toBeUndefined();
    expect(await readdir(folder)).toEqual([]);
  });

  it.each(['../escape.webp', 'a/b.webp', '.hidden.webp', 'no-extension', ''])(
    'refuses the key %j',
    async (key) => {
      await expect(store.put(key, Buffer.from('x'), 'image/webp')).rejects.toThrow();
      expect(await store.get(key)).toBeUndefined();
      await expect(store.delete(key)).rejects.toThrow();
      expect(await readdir(root)).toEqual([]);
    },
  );

  it('refuses a content type that does not match the key', async () => {
    await expect(store.put('a-640.webp', Buffer.from('x'), 'image/png')).rejects.toThrow();
  });
});
