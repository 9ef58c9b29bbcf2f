import { eq } from 'drizzle-orm';
import type { User, UserProfile } from '@contract/user';
import type { Database } from '@server/db/database';
import { users } from '@server/db/schema';

export type UserRow = typeof users.$inferSelect;

export function toUserJson(row: UserRow): User {
  return {
    _id: row.id,
    auth0Id: row.auth0Id,
    email: row.email,
    name: row.name,
    addressLine1: row.addressLine1,
    city: row.city,
    country: row.country,
  };
}

export async function findUserByAuth0Id(db: Database, auth0Id: string) {
  const [row] = await db.select().from(users).where(eq(users.auth0Id, auth0Id)).limit(1);
  return row;
}

/** Creates the user once; a second call finds the first record and changes nothing. */
export async function createUserOnce(db: Database, auth0Id: string, email: string) {
  const [created] = await db
    .insert(users)
    .values({ auth0Id, email })
    .onConflictDoNothing({ target: users.auth0Id })
    .returning();
  return { user: created ?? (await findUserByAuth0Id(db, auth0Id))!, created: Boolean(created) };
}

export async function updateUserProfile(db: Database, auth0Id: string, profile: UserProfile) {
  const [row] = await db.update(users).set(profile).where(eq(users.auth0Id, auth0Id)).returning();
  return row;
}
