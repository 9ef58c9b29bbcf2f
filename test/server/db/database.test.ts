import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '@server/db/database';
import { users } from '@server/db/schema';
import { createTestDatabase } from '../helpers/test-database';

const SLOW = 60_000;

describe('openDatabase', () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await createTestDatabase();
  }, SLOW);
  afterAll(() => database.close());

  it('is PostgreSQL when TEST_DATABASE_URL is set, else PGlite', () => {
    expect(database.kind).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
  });

  it('applies the migrations, including the trigram extension', async () => {
    const extensions = await database.db.execute<{ extname: string }>(
      sql`select extname from pg_extension where extname = 'pg_trgm'`,
    );
    expect(extensions.rows).toEqual([{ extname: 'pg_trgm' }]);
    const similarity = await database.db.execute<{ score: number }>(
      sql`select similarity('london', 'londn') > 0.3 as score`,
    );
    expect(similarity.rows[0].score).toBe(true);
  });

  it('stores users with defaults for the profile fields', async () => {
    const [created] = await database.db
      .insert(users)
      .values({ auth0Id: 'local|alice', email: 'alice@example.com' })
      .returning();
    expect(created).toMatchObject({ name: '', addressLine1: '', city: '', country: '' });
    expect(created.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(created.createdAt).toBeInstanceOf(Date);
    const [found] = await database.db.select().from(users).where(eq(users.auth0Id, 'local|alice'));
    expect(found.email).toBe('alice@example.com');
  });

  it('refuses a second user with the same auth0Id', async () => {
    await database.db.insert(users).values({ auth0Id: 'local|bob', email: 'b@example.com' });
    await expect(
      database.db.insert(users).values({ auth0Id: 'local|bob', email: 'other@example.com' }),
    ).rejects.toThrow();
  });

  it(
    'pings while open and fails once closed',
    async () => {
      const other = await createTestDatabase();
      await expect(other.ping()).resolves.toBeUndefined();
      await other.close();
      await expect(other.ping()).rejects.toThrow();
      await expect(other.close()).resolves.toBeUndefined();
    },
    SLOW,
  );
});

describe('openDatabase with a data folder', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'forkful-db-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it(
    'keeps data and the extension across a reopen',
    async () => {
      const dataDir = path.join(dir, 'nested', 'db');
      const first = await openDatabase({ dataDir });
      expect(first.kind).toBe('pglite');
      await first.db.insert(users).values({ auth0Id: 'local|carol', email: 'c@example.com' });
      await first.close();

      const second = await openDatabase({ dataDir });
      try {
        const rows = await second.db.select().from(users);
        expect(rows.map((row) => row.auth0Id)).toEqual(['local|carol']);
        const trgm = await second.db.execute(sql`select show_trgm('ab') as grams`);
        expect(trgm.rows).toHaveLength(1);
      } finally {
        await second.close();
      }
    },
    SLOW,
  );
});
