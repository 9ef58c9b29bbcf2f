import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '@server/db/database';
import { restaurantImages, restaurants } from '@server/db/schema';

/** Image keys are UUIDs; a rendition's key starts with its image's (restaurant-images.ts). */
const IMAGE_KEY_LENGTH = 36;

/**
 * Removes renditions whose image no restaurant refers to. The API stores an image in the
 * restaurant's own transaction, so only a write outside one leaves such rows: a demo seed
 * interrupted between storing its pictures and committing its rows. On PGlite nothing else can
 * be writing while a process starts (it holds the database alone); on PostgreSQL another process
 * may be seeding right now, so only rows older than an hour go. Answers how many went.
 */
export async function removeUnreferencedImages(database: DatabaseHandle): Promise<number> {
  const i = restaurantImages;
  // Not `created_at < now()` on PGlite: its clock is coarse enough for a row stored a moment ago
  // to carry the same time as now().
  const oldEnough =
    database.kind === 'pglite' ? sql`true` : sql`${i.createdAt} < now() - interval '1 hour'`;
  const { rows } = await database.db.execute<{ removed: number }>(sql`
    with removed as (
      delete from ${i}
      where ${oldEnough}
        and not exists (
          select 1 from ${restaurants}
          where ${restaurants.imageKey} = left(${i.key}, ${IMAGE_KEY_LENGTH})
        )
      returning 1
    )
    select count(*)::int as removed from removed`);
  return rows[0].removed;
}
