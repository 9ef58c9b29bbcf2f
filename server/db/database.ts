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
import {
  CLIENT_GRACE_MS,
  DEFAULT_DATABASE_TIMEOUTS,
  PING_TIMEOUT_MS,
  type DatabaseTimeouts,
} from './database-timeouts';
import { DatabaseUnreachableError } from './database-unavailable';
import { durablePgliteOptions } from './pglite-durable-fs';
import { migratedTemplate } from './pglite-template';
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
  /** Resolves when the database answers a query; rejects otherwise, within PING_TIMEOUT_MS. */
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
  /** How long to wait for PostgreSQL; DEFAULT_DATABASE_TIMEOUTS when absent. Ignored by PGlite. */
  timeouts?: DatabaseTimeouts;
}

/** The schema's migrations, applied in order on every open. */
export const migrationsFolder = path.join(__dirname, 'migrations');

/** Opens the database and brings its schema up to date. */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<DatabaseHandle> {
  return options.url
    ? openPostgres(options.url, options.timeouts, options.onPoolError)
    : openPglite(options.dataDir);
}

/** Rejects when `query` has not answered within PING_TIMEOUT_MS (it may still finish later). */
async function withinPingTimeout(query: () => Promise<unknown>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new Error(`the database did not answer within ${PING_TIMEOUT_MS} ms`)),
      PING_TIMEOUT_MS,
    );
  });
  try {
    await Promise.race([query(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

// Extensions must be passed on every open, not only when the data folder is created.
const extensions = { pg_trgm, btree_gin };

/** A fresh in-memory PGlite with every migration applied. */
async function migratedInMemory(): Promise<PGlite> {
  const client = new PGlite({ extensions });
  try {
    await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
  } catch (error) {
    await client.close();
    throw error;
  }
  return client;
}

async function openPglite(dataDir: string | undefined): Promise<DatabaseHandle> {
  if (dataDir) await mkdir(path.dirname(path.resolve(dataDir)), { recursive: true });
  // On disk, every acknowledged commit is flushed to it, so it survives a power cut as well.
  // In memory (tests, benchmarks), it starts from a migrated template when one can be had.
  const client = dataDir
    ? new PGlite({ ...durablePgliteOptions(dataDir), extensions })
    : new PGlite({
        extensions,
        loadDataDir: await migratedTemplate(migrationsFolder, () => migratedInMemory()),
      });
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
    ping: () => withinPingTimeout(() => client.query('select 1')),
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

/**
 * A pool whose every wait is bounded: a server that accepts connections and then says nothing
 * would otherwise hold each request, and the pool's connections, for good.
 */
function boundedPool(url: string, timeouts: DatabaseTimeouts): Pool {
  return new Pool({
    connectionString: url,
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.statementMs,
    query_timeout: timeouts.statementMs + CLIENT_GRACE_MS,
    keepAlive: true,
  });
}

async function openPostgres(
  url: string,
  timeouts: DatabaseTimeouts = DEFAULT_DATABASE_TIMEOUTS,
  onPoolError: (error: Error) => void = () => undefined,
): Promise<DatabaseHandle> {
  const pool = boundedPool(url, timeouts);
  pool.on('error', onPoolError);
  // A connection checked out for a transaction has none of the pool's listeners: were it to break
  // midway, its 'error' event would go unheard and end the process. Its queries fail with that
  // error, which the request answers; the pool reports a break of an idle connection itself.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzlePostgres(pool, { schema });
  try {
    await migrateExclusively(url, timeouts);
  } catch (error) {
    await pool.end();
    throw error;
  }
  let closed = false;
  return {
    db,
    kind: 'postgres',
    ping: () => withinPingTimeout(() => db.execute(sql`select 1`)),
    listen: (channel, onPayload, onLost) => listenPostgres(url, channel, onPayload, onLost),
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

/**
 * API processes starting together against one server must not migrate at the same time. On a
 * connection of its own, without the pool's statement deadlines: waiting for another process's
 * migration, or building an index over many rows, may rightly take longer than a request.
 */
async function migrateExclusively(url: string, timeouts: DatabaseTimeouts): Promise<void> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: timeouts.connectMs });
  // A broken connection also fails the query in flight, which reports it; unheard, it would crash.
  client.on('error', () => undefined);
  try {
    await client.connect();
  } catch (error) {
    await client.end().catch(() => undefined);
    throw new DatabaseUnreachableError(url, error);
  }
  try {
    await client.query(`select pg_advisory_lock(hashtext('forkful.migrations'))`);
    await migratePostgres(drizzlePostgres(client, { schema }), { migrationsFolder });
  } finally {
    // Ending this session releases the lock, whatever state the migration left it in.
    await client.end().catch(() => undefined);
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
