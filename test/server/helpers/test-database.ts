import { randomUUID } from 'node:crypto';
import { Client, type QueryResultRow } from 'pg';
import { openDatabase, type DatabaseHandle } from '@server/db/database';

/**
 * An isolated, migrated database for one test file: PGlite in memory, or, when TEST_DATABASE_URL
 * is set, a throwaway database on that PostgreSQL server that is dropped on close.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase();

  const name = `test_${randomUUID().replaceAll('-', '')}`;
  await onServer(serverUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.href }).catch(async (error: unknown) => {
    await onServer(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    throw error;
  });
  return {
    ...database,
    close: async () => {
      await database.close();
      await onServer(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

/**
 * Runs one statement on the server of `serverUrl` (e.g. CREATE or DROP DATABASE, or a query of a
 * test's own database) on a connection of its own; answers its rows.
 */
export async function onServer(
  serverUrl: string,
  statement: string,
  values: unknown[] = [],
): Promise<QueryResultRow[]> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return (await client.query(statement, values)).rows;
  } finally {
    await client.end();
  }
}
