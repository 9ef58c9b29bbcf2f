import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../server/db/database';
import { buildDemoRestaurants } from '../../local/demo/demo-restaurants';
import { isProcessRunning } from '../../local/shared/process-running';

/** `<file>.<writer's pid>.<random>.tmp`, as the identity provider and the checkout write. */
const TEMP_WITH_WRITER = /\.(\d+)\.[0-9a-f]+\.tmp$/;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile() || entry.isDirectory())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Files a crash left behind in DATA_DIR (the embedded database's own folder aside, which
 * PostgreSQL recovers itself): temporary files whose writer is gone, `.partial` images, and any
 * image file on disk, since images are kept in the database.
 */
export async function debrisFiles(dataDir: string): Promise<string[]> {
  const all = (await filesUnder(dataDir)).filter(
    (file) => !path.relative(dataDir, file).startsWith(`db${path.sep}`),
  );
  return all
    .filter((file) => {
      const name = path.basename(file);
      if (name.endsWith('.partial')) return true;
      if (name.endsWith('.tmp')) {
        const writer = TEMP_WITH_WRITER.exec(name)?.[1];
        return writer === undefined || !isProcessRunning(Number(writer));
      }
      return path.relative(dataDir, file).startsWith(`images${path.sep}`);
    })
    .map((file) => path.relative(dataDir, file));
}

export interface DatabaseFindings {
  problems: string[];
  restaurants: number;
  orders: number;
  images: number;
}

async function countOf(
  db: Awaited<ReturnType<typeof openDatabase>>['db'],
  query: ReturnType<typeof sql>,
) {
  const result = await db.execute<{ n: number }>(query);
  return Number(result.rows[0].n);
}

/**
 * Looks into the stopped system's embedded database: no image without a restaurant, no restaurant
 * without its image, no unpaid order without a payment session, an order for every acknowledged
 * checkout, and the demo catalogue loaded exactly once when it was loaded.
 */
export async function inspectDatabase(
  dataDir: string,
  acknowledgedSessions: string[],
  demoLoaded: boolean,
): Promise<DatabaseFindings> {
  const database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
  const { db } = database;
  const problems: string[] = [];
  try {
    const orphanImages = await countOf(
      db,
      sql`
      select count(*)::int as n from restaurant_images i
      where not exists (select 1 from restaurants r where i.key like r.image_key || '-%')`,
    );
    if (orphanImages > 0) problems.push(`${orphanImages} image renditions without a restaurant`);
    const imageless = await countOf(
      db,
      sql`
      select count(*)::int as n from restaurants r
      where not exists (select 1 from restaurant_images i where i.key like r.image_key || '-%')`,
    );
    if (imageless > 0) problems.push(`${imageless} restaurants whose image is not stored`);
    const sessionless = await countOf(
      db,
      sql`
      select count(*)::int as n from orders
      where payment_session_id is null and status = 'placed' and amount_paid is null`,
    );
    if (sessionless > 0) problems.push(`${sessionless} unpaid orders without a payment session`);
    const sessions = new Set(
      (await db.execute<{ id: string }>(sql`select payment_session_id as id from orders`)).rows.map(
        (row) => row.id,
      ),
    );
    const lost = acknowledgedSessions.filter((id) => !sessions.has(id));
    if (lost.length > 0) problems.push(`no order for acknowledged checkouts ${lost.join(', ')}`);
    if (demoLoaded) {
      const demo = await countOf(
        db,
        sql`
        select count(*)::int as n from restaurants r join users u on u.id = r.owner_id
        where u.email like 'owner-%@forkful.test'`,
      );
      const expected = buildDemoRestaurants().length;
      if (demo !== expected) problems.push(`${demo} demo restaurants, expected ${expected}`);
    }
    return {
      problems,
      restaurants: await countOf(db, sql`select count(*)::int as n from restaurants`),
      orders: await countOf(db, sql`select count(*)::int as n from orders`),
      images: await countOf(db, sql`select count(*)::int as n from restaurant_images`),
    };
  } finally {
    await database.close();
  }
}
