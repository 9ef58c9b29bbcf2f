import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type Assume } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { Client, Pool } from 'pg';
import { durablePgliteOptions } from './pglite-durable-fs';
import * as schema from './schema';

interface RowsResult<TRow> {
  rows: Assume<TRow, Record<string, unknown>>[];
}

/** What a raw `db.execute(sql)` answers on both drivers: at least the rows. */
export interface RowsResultHKT extends PgQueryResultHKT {
  type: RowsResult<this['row']>;
}

/** The Drizzle database over the schema, whichever driver is underneath. */
export type Database = PgDatabase<RowsResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Resolves when the database answers a query; rejects otherwise. */
  ping(): Promise<void>;
  /**
   * Hands `onPayload` every NOTIFY on `channel`, from this process and every other one on the
   * database, once listening (when this resolves). PostgreSQL listens on a connection of its own,
   * which `onLost` is told of if it breaks: nothing is heard then until `listen` is called again.
   * Answers what stops listening; call it before `close`.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onLost: (error: Error) => void,
  ): Promise<Unlisten>;
  close(): Promise<void>;
}

export type Unlisten = () => Promise<void>;

export interface OpenDatabaseOptions {
  /** A postgres:// URL; when given, a PostgreSQL server is used instead of PGlite. */
  url?: string;
  /** PGlite's data folder; in memory when absent. Ignored with `url`. */
  dataDir?: string;
  /** Told about errors of idle pooled connections, which would otherwise crash the process. */
  onPoolError?: (error: Error) => void;
}

const migrationsFolder = path.join(__dirname, 'migrations');

/** Opens the database and brings its schema up to date. */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<DatabaseHandle> {
  return options.url ? openPostgres(options.url, options.onPoolError) : openPglite(options.dataDir);
}

async function openPglite(dataDir: string | undefined): Promise<DatabaseHandle> {
  if (dataDir) await mkdir(path.dirname(path.resolve(dataDir)), { recursive: true });
  // Extensions must be passed on every open, not only when the data folder is created.
  const extensions = { pg_trgm, btree_gin };
  // On disk, every acknowledged commit is flushed to it, so it survives a power cut as well.
  const client = dataDir
    ? new PGlite({ ...durablePgliteOptions(dataDir), extensions })
    : new PGlite({ extensions });
  const db = drizzlePglite(client, { schema });
  try {
    await migratePglite(db, { migrationsFolder });
  } catch (error) {
    await client.close();
    throw error;
  }
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    // One session: notifications arrive with the answers of its own queries, so none is lost.
    listen: async (channel, onPayload) => {
      const unlisten = await client.listen(channel, onPayload);
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

async function openPostgres(
  url: string,
  onPoolError: (error: Error) => void = () => undefined,
): Promise<DatabaseHandle> {
  const pool = new Pool({ connectionString: url });
  pool.on('error', onPoolError);
  const db = drizzlePostgres(pool, { schema });
  try {
    await migrateExclusively(pool);
  } catch (error) {
    await pool.end();
    throw error;
  }
  let closed = false;
  return {
    db,
    kind: 'postgres',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    listen: (channel, onPayload, onLost) => listenPostgres(url, channel, onPayload, onLost),
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

/** API processes starting together against one server must not migrate at the same time. */
async function migrateExclusively(pool: Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query(`select pg_advisory_lock(hashtext('forkful.migrations'))`);
    await migratePostgres(drizzlePostgres(client, { schema }), { migrationsFolder });
  } finally {
    // Ending this session releases the lock, whatever state the migration left it in.
    client.release(true);
  }
}

/** A pooled connection cannot hold LISTEN (it serves other queries): this one is its own. */
async function listenPostgres(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  onLost: (error: Error) => void,
): Promise<Unlisten> {
  const client = new Client({ connectionString: url, keepAlive: true });
  let ended = false;
  const end = async () => {
    ended = true;
    await client.end().catch(() => undefined);
  };
  const lose = (error: Error) => {
    if (ended) return;
    void end();
    onLost(error);
  };
  client.on('error', lose);
  client.on('end', () => lose(new Error('the listening connection ended')));
  client.on('notification', (message) => {
    if (message.channel === channel) onPayload(message.payload ?? '');
  });
  try {
    await client.connect();
    await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
  } catch (error) {
    await end();
    throw error;
  }
  return end;
}
