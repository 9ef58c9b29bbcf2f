import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import net from 'node:net';
import { openDatabase, type DatabaseHandle } from '@server/db/database';
import { isDatabaseUnavailable } from '@server/db/database-unavailable';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { startSwitchableProxy, type SwitchableProxy } from '../helpers/switchable-proxy';
import { onServer } from '../helpers/test-database';

const serverUrl = process.env.TEST_DATABASE_URL;
const SHORT = { connectMs: 500, statementMs: 500 };

/** A server that accepts connections and never says a word. */
async function silentServer(): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    close: () =>
      new Promise((resolve) => {
        sockets.forEach((socket) => socket.destroy());
        server.close(() => resolve());
      }),
  };
}

describe('a database that cannot be reached at start', () => {
  it('is named in one line: host, port and database, never the password', async () => {
    const opening = openDatabase({ url: 'postgres://forkful:s3cret@127.0.0.1:1/forkful_main' });
    const error = await opening.catch((caught: unknown) => caught as Error);
    expect(error).toBeInstanceOf(Error);
    const { message } = error as Error;
    expect(message).toMatch(
      /^Cannot reach the database at 127\.0\.0\.1:1 \(database forkful_main\): .*ECONNREFUSED/,
    );
    expect(message).not.toContain('s3cret');
    expect(message).not.toContain('\n');
  });

  it('is named when the server accepts the connection and never answers', async () => {
    const silent = await silentServer();
    const url = `postgres://forkful@127.0.0.1:${silent.port}/orders`;
    const error = await openDatabase({ url, timeouts: SHORT }).catch((caught: Error) => caught);
    await silent.close();
    expect((error as Error).message).toMatch(
      new RegExp(
        `^Cannot reach the database at 127\\.0\\.0\\.1:${silent.port} \\(database orders\\): .*timeout`,
      ),
    );
  });
});

describe('isDatabaseUnavailable', () => {
  it.each([
    [
      'a refused connection',
      Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
    ],
    ['a statement timeout', Object.assign(new Error('canceling statement'), { code: '57014' })],
    ['a server shutting down', Object.assign(new Error('terminating'), { code: '57P01' })],
    ['a silent server', new Error('Query read timeout')],
    ['a full pool', new Error('timeout exceeded when trying to connect')],
    [
      'a wrapped driver error',
      new Error('Failed query', { cause: new Error('Query read timeout') }),
    ],
  ])('is true for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', Object.assign(new Error('duplicate key'), { code: '23505' })],
    ['a programming error', new TypeError('x is undefined')],
    ['not an error', 'Query read timeout'],
  ])('is false for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

// A black-holed PostgreSQL behind a proxy; PGlite runs inside the process and cannot be cut off:
// TEST_DATABASE_URL=postgres://… npx jest test/server/db/database-faults.test.ts
(serverUrl ? describe : describe.skip)('a PostgreSQL server that stops answering', () => {
  const name = `test_${randomUUID().replaceAll('-', '')}`;
  let proxy: SwitchableProxy;
  let database: DatabaseHandle;
  let subject: TestApp;

  beforeAll(async () => {
    await onServer(serverUrl!, `CREATE DATABASE "${name}"`);
    const target = new URL(serverUrl!);
    proxy = await startSwitchableProxy({
      host: target.hostname,
      port: Number(target.port || 5432),
    });
    const url = new URL(serverUrl!);
    url.host = `127.0.0.1:${proxy.port}`;
    url.pathname = `/${name}`;
    database = await openDatabase({ url: url.href, timeouts: SHORT });
    subject = await buildTestApp({ database });
    const healthy = await subject.app.inject({ method: 'GET', url: '/api/health' });
    expect(healthy.statusCode).toBe(200);
    proxy.blackHole();
  }, 60_000);

  afterAll(async () => {
    await proxy.close();
    await subject.app.close();
    await database.close();
    await onServer(serverUrl!, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  });

  it('answers /api/health 503, three times out of three', async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      const response = await subject.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ message: 'Database unavailable' });
    }
  }, 20_000);

  it('answers a read 503 with a message, not 500 and not never', async () => {
    const response = await subject.app.inject({
      method: 'GET',
      url: `/api/restaurant/${randomUUID()}`,
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      message: 'The database is not answering; try again in a moment',
    });
  }, 20_000);
});

// TEST_DATABASE_URL=postgres://… npx jest test/server/db/database-faults.test.ts
(serverUrl ? describe : describe.skip)('a connection that breaks during a transaction', () => {
  it('fails the transaction, and the process goes on', async () => {
    const name = `test_${randomUUID().replaceAll('-', '')}`;
    await onServer(serverUrl!, `CREATE DATABASE "${name}"`);
    const target = new URL(serverUrl!);
    const proxy = await startSwitchableProxy({
      host: target.hostname,
      port: Number(target.port || 5432),
    });
    const url = new URL(serverUrl!);
    url.host = `127.0.0.1:${proxy.port}`;
    url.pathname = `/${name}`;
    const database = await openDatabase({ url: url.href });
    try {
      // A transaction holds its connection out of the pool; the proxy then cuts every connection.
      const transaction = database.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_sleep(5)`);
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      await proxy.close();
      // It fails (drizzle reports the rollback it could not send); an 'error' event nobody heard
      // would have ended the process, which Jest reports as an unhandled error of this file.
      await expect(transaction).rejects.toThrow('Failed query: rollback');
    } finally {
      await database.close();
      await onServer(serverUrl!, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    }
  }, 30_000);
});
