import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DatabaseHandle } from '@server/db/database';
import { createDatabaseImageStore, createImageStore } from '@server/images/database-image-store';
import { createDiskImageStore } from '@server/images/disk-image-store';
import { createTestDatabase } from '../helpers/test-database';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
}, 60_000);
afterAll(() => database.close());

const bytes = (text: string) => Buffer.from(text);

describe('createDatabaseImageStore', () => {
  it('reads back the bytes and type it stored, and nothing once deleted', async () => {
    const store = createDatabaseImageStore(database.db);
    const data = Buffer.from([0, 1, 2, 255, 0x5c, 0x78]);
    await store.put('a1-640.webp', data, 'image/webp');
    const stored = await store.get('a1-640.webp');
    expect(Buffer.isBuffer(stored?.data)).toBe(true);
    expect(stored).toEqual({ data, contentType: 'image/webp' });
    await store.delete('a1-640.webp');
    expect(await store.get('a1-640.webp')).toBeUndefined();
    await expect(store.delete('a1-640.webp')).resolves.toBeUndefined();
  });

  it('keeps the first bytes stored under a key', async () => {
    const store = createDatabaseImageStore(database.db);
    await store.put('a2-320.avif', bytes('first'), 'image/avif');
    await store.put('a2-320.avif', bytes('second'), 'image/avif');
    expect((await store.get('a2-320.avif'))?.data).toEqual(bytes('first'));
  });

  it('refuses to write a key that is not a flat name, and finds nothing under one', async () => {
    const store = createDatabaseImageStore(database.db);
    await expect(store.put('../a3-640.webp', bytes('x'), 'image/webp')).rejects.toThrow(
      "Invalid image key '../a3-640.webp'",
    );
    expect(await store.get('../a3-640.webp')).toBeUndefined();
  });

  it('stores nothing when the transaction it writes in rolls back', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await createDatabaseImageStore(tx).put('a4-640.webp', bytes('x'), 'image/webp');
        throw new Error('the restaurant could not be saved');
      }),
    ).rejects.toThrow('the restaurant could not be saved');
    expect(await createDatabaseImageStore(database.db).get('a4-640.webp')).toBeUndefined();
  });
});

describe('createImageStore (the database, then the files of images stored before)', () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'forkful-legacy-images-'));
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('serves a file stored before, writes only to the database and removes from both', async () => {
    const files = createDiskImageStore(root);
    const store = createImageStore(database.db, files);
    await files.put('b1-1280.webp', bytes('from disk'), 'image/webp');
    expect((await store.get('b1-1280.webp'))?.data).toEqual(bytes('from disk'));

    await store.put('b1-640.webp', bytes('made now'), 'image/webp');
    expect(await files.get('b1-640.webp')).toBeUndefined();
    expect((await createDatabaseImageStore(database.db).get('b1-640.webp'))?.data).toEqual(
      bytes('made now'),
    );

    await Promise.all(['b1-1280.webp', 'b1-640.webp'].map((key) => store.delete(key)));
    expect(await store.get('b1-1280.webp')).toBeUndefined();
    expect(await store.get('b1-640.webp')).toBeUndefined();
  });

  it('prefers the database when both hold a key', async () => {
    const files = createDiskImageStore(root);
    const store = createImageStore(database.db, files);
    await files.put('b2-320.webp', bytes('old file'), 'image/webp');
    await store.put('b2-320.webp', bytes('row'), 'image/webp');
    expect((await store.get('b2-320.webp'))?.data).toEqual(bytes('row'));
  });
});
