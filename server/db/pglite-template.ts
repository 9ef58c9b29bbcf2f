import { createHash, randomUUID, type Hash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

/**
 * Where migrated templates are kept. Creating a PGlite database runs initdb, which takes most of
 * its start (4 s of CPU on a busy 2-core machine, against under 2 s to load a template); every
 * API test file opens at least one.
 */
const TEMPLATE_DIR = path.resolve(__dirname, '../../node_modules/.cache/forkful-pglite');
const PGLITE_PACKAGE = path.resolve(
  __dirname,
  '../../node_modules/@electric-sql/pglite/package.json',
);

/**
 * What a template depends on: PGlite's version (its data format) and every migration file. A new
 * migration or another PGlite makes a new template instead of loading a stale one.
 */
async function templateKey(migrationsFolder: string): Promise<string> {
  const hash = createHash('sha256').update(await readFile(PGLITE_PACKAGE));
  return (await hashMigrations(hash, migrationsFolder)).digest('hex').slice(0, 32);
}

/** Feeds every migration file, its name and its content, to `hash`. */
export async function hashMigrations(hash: Hash, migrationsFolder: string): Promise<Hash> {
  const files = (await readdir(migrationsFolder, { recursive: true })).sort();
  for (const file of files.filter((name) => name.endsWith('.sql') || name.endsWith('.json'))) {
    hash.update(file).update(await readFile(path.join(migrationsFolder, file)));
  }
  return hash;
}

/**
 * An empty database with every migration applied, as a gzipped data folder for PGlite's
 * `loadDataDir`: read from the cache, or made with `create` (a fresh, migrated PGlite) and
 * written there for the next one. Answers undefined when neither works, and the caller starts a
 * database the usual way.
 */
export async function migratedTemplate(
  migrationsFolder: string,
  create: () => Promise<Pick<PGlite, 'dumpDataDir' | 'close'>>,
  cacheDir = TEMPLATE_DIR,
): Promise<Blob | undefined> {
  try {
    const file = path.join(cacheDir, `${await templateKey(migrationsFolder)}.tar.gz`);
    const cached = await readFile(file).catch(() => undefined);
    if (cached) return new Blob([cached]);
    const client = await create();
    const template = await client.dumpDataDir('gzip').finally(() => client.close());
    await mkdir(cacheDir, { recursive: true });
    // Written aside, then renamed: a test file starting beside this one never reads half of it.
    const aside = `${file}.${randomUUID()}`;
    await writeFile(aside, Buffer.from(await template.arrayBuffer()));
    await rename(aside, file);
    return template;
  } catch {
    return undefined;
  }
}
