import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '@server/db/database';
import type { SeedDependencies } from '@local/demo/seed-demo-data';
import type { ImageStore } from '@server/images/image-store';

/** An account store that remembers what it was asked, without hashing anything. */
export function fakeAccounts() {
  const calls: Array<{ email: string; password: string }> = [];
  return {
    calls,
    ensureAccounts: async (emails: string[], password: string) =>
      emails.map((email) => {
        calls.push({ email, password });
        return { id: `auth0|fake-${email}`, email };
      }),
  };
}

const unusedImageStore: ImageStore = {
  put: () => Promise.reject(new Error('no images in this test')),
  get: () => Promise.resolve(undefined),
  delete: () => Promise.resolve(),
};

/** Seeding without pictures or password hashing: the rows are what these tests look at. */
export function fastSeedDependencies(db: Database, accounts = fakeAccounts()): SeedDependencies {
  return { db, accounts, imageStore: unusedImageStore, storeImage: async () => randomUUID() };
}

export async function countRows(db: Database, table: 'restaurants' | 'menu_items' | 'users') {
  const result = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from ${sql.identifier(table)}`,
  );
  return result.rows[0].n;
}
