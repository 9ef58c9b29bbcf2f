import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migratedTemplate } from '@server/db/pglite-template';

/** A stand-in for a fresh PGlite: it dumps `contents` and counts how often it was made. */
function fakeDatabases(contents: string) {
  const made = { count: 0 };
  const create = () => {
    made.count += 1;
    return Promise.resolve({
      dumpDataDir: () => Promise.resolve(new Blob([contents]) as File),
      close: () => Promise.resolve(),
    });
  };
  return { made, create };
}

describe('the migrated PGlite template', () => {
  let folder: string;
  let migrations: string;
  let cache: string;
  beforeEach(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'pglite-template-'));
    migrations = path.join(folder, 'migrations');
    cache = path.join(folder, 'cache');
    await mkdir(migrations);
    await writeFile(path.join(migrations, '0000_first.sql'), 'create table a (id int);');
  });
  afterEach(() => rm(folder, { recursive: true, force: true }));

  it('is made once, then read from the cache', async () => {
    const { made, create } = fakeDatabases('template one');
    const first = await migratedTemplate(migrations, create, cache);
    const second = await migratedTemplate(migrations, create, cache);
    expect(await first!.text()).toBe('template one');
    expect(await second!.text()).toBe('template one');
    expect(made.count).toBe(1);
    expect(await readdir(cache)).toHaveLength(1);
  });

  it('is made again when a migration is added or changed', async () => {
    const { made, create } = fakeDatabases('template');
    await migratedTemplate(migrations, create, cache);
    await writeFile(path.join(migrations, '0001_second.sql'), 'create table b (id int);');
    await migratedTemplate(migrations, create, cache);
    await writeFile(path.join(migrations, '0000_first.sql'), 'create table a (id bigint);');
    await migratedTemplate(migrations, create, cache);
    expect(made.count).toBe(3);
    expect(await readdir(cache)).toHaveLength(3);
  });

  it('answers nothing when no template can be made, so the database starts the usual way', async () => {
    const failing = () => Promise.reject(new Error('initdb failed'));
    expect(await migratedTemplate(migrations, failing, cache)).toBeUndefined();
  });
});
