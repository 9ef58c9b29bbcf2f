import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { openDatabase } from '@server/db/database';
import { durablePgliteOptions, SyncingNodeFS } from '@server/db/pglite-durable-fs';

describe('the embedded database on disk', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'forkful-durable-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('runs with fsync on, flushing the WAL with fsync()', async () => {
    const database = await openDatabase({ dataDir: path.join(dir, 'db') });
    try {
      const settings = await database.db.execute<{ name: string; setting: string }>(
        sql`select name, setting from pg_settings where name in ('fsync', 'wal_sync_method')
            order by name`,
      );
      expect(settings.rows).toEqual([
        { name: 'fsync', setting: 'on' },
        { name: 'wal_sync_method', setting: 'fsync' },
      ]);
    } finally {
      await database.close();
    }
  });

  it('reaches the disk with an fsync at every commit, and reads it back after a reopen', async () => {
    const options = durablePgliteOptions(dir);
    const client = new PGlite(options);
    await client.exec('create table notes (id int primary key)');
    const fs = options.fs as SyncingNodeFS;
    for (let id = 1; id <= 5; id++) {
      const before = fs.syncs;
      await client.query('insert into notes values ($1)', [id]);
      expect(fs.syncs).toBeGreaterThan(before);
    }
    await client.close();

    const reopened = new PGlite(durablePgliteOptions(dir));
    try {
      const { rows } = await reopened.query<{ n: number }>('select count(*)::int as n from notes');
      expect(rows).toEqual([{ n: 5 }]);
    } finally {
      await reopened.close();
    }
  });
});
