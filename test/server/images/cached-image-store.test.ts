import { createCachedImageStore } from '@server/images/cached-image-store';
import type { ImageStore, StoredImage } from '@server/images/image-store';

/** A store in a Map that counts its reads. */
function countingStore() {
  const images = new Map<string, StoredImage>();
  const reads: string[] = [];
  const store: ImageStore = {
    put: async (key, data, contentType) => void images.set(key, { data, contentType }),
    get: async (key) => {
      reads.push(key);
      return images.get(key);
    },
    delete: async (key) => void images.delete(key),
  };
  return { store, reads, images };
}

const bytes = (length: number) => Buffer.alloc(length, 1);

describe('createCachedImageStore', () => {
  it('reads a key from its store once, and again after it was deleted', async () => {
    const { store, reads } = countingStore();
    const cached = createCachedImageStore(store);
    await cached.put('a-640.webp', bytes(10), 'image/webp');
    expect(await cached.get('a-640.webp')).toEqual({ data: bytes(10), contentType: 'image/webp' });
    await cached.get('a-640.webp');
    expect(reads).toEqual(['a-640.webp']);

    await cached.delete('a-640.webp');
    expect(await cached.get('a-640.webp')).toBeUndefined();
    expect(reads).toEqual(['a-640.webp', 'a-640.webp']);
  });

  it('does not keep a miss: an image stored later is found', async () => {
    const { store } = countingStore();
    const cached = createCachedImageStore(store);
    expect(await cached.get('b-640.webp')).toBeUndefined();
    await store.put('b-640.webp', bytes(5), 'image/webp');
    expect((await cached.get('b-640.webp'))?.data).toEqual(bytes(5));
  });

  it('drops the least recently read first to stay within its bytes, and keeps nothing larger', async () => {
    const { store, reads } = countingStore();
    const cached = createCachedImageStore(store, { maxBytes: 25 });
    for (const key of ['c1.webp', 'c2.webp', 'c3.webp'])
      await store.put(key, bytes(10), 'image/webp');
    await store.put('big.webp', bytes(26), 'image/webp');

    await cached.get('c1.webp');
    await cached.get('c2.webp');
    await cached.get('c1.webp'); // c2 is now the least recently read
    await cached.get('c3.webp'); // 30 bytes: c2 goes
    reads.length = 0;
    await cached.get('c1.webp');
    await cached.get('c3.webp');
    expect(reads).toEqual([]);
    await cached.get('c2.webp');
    expect(reads).toEqual(['c2.webp']);

    await cached.get('big.webp');
    await cached.get('big.webp');
    expect(reads.filter((key) => key === 'big.webp')).toHaveLength(2);
  });
});
