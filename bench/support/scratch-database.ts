import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { openDatabase, type DatabaseHandle } from '@server/db/database';

/** A database that exists only for one benchmark run. */
export interface ScratchDatabase {
  kind: 'pglite' | 'postgres';
  /** How `openDatabase` reaches it: `{ url }` or `{ dataDir }`. */
  location: { url?: string; dataDir?: string };
  open(): Promise<DatabaseHandle>;
  drop(): Promise<void>;
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A new database on the server of `serverUrl`, or a PGlite folder under the temp directory. */
export async function createScratchDatabase(serverUrl?: string): Promise<ScratchDatabase> {
  if (!serverUrl) {
    const dataDir = path.join(await mkdtemp(path.join(tmpdir(), 'forkful-bench-')), 'db');
    return {
      kind: 'pglite',
      location: { dataDir },
      open: () => openDatabase({ dataDir }),
      drop: () => rm(path.dirname(dataDir), { recursive: true, force: true }),
    };
  }
  const name = `bench_search_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    kind: 'postgres',
    location: { url: url.href },
    open: () => openDatabase({ url: url.href }),
    drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}
