import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@server/db/database';

/** The index the insights read paid orders through (migration 0010). */
export const INSIGHTS_INDEX = 'orders_paid_restaurant_id_created_at_idx';

/** What one EXPLAIN says about how a statement reads its tables. */
export interface PlanCheck {
  /** Index names, in plan order, without repeats. */
  indexes: string[];
  /** Tables read whole (Seq Scan), without repeats. */
  seqScans: string[];
  /** Whether orders are read through the insights index and never whole. */
  usesInsightsIndex: boolean;
  /** The plan's node lines, as PostgreSQL printed them. */
  nodes: string[];
}

const INDEX = /(?:Index (?:Only )?Scan(?: Backward)? using|Bitmap Index Scan on) (\w+)/g;
const SEQ_SCAN = /Seq Scan on (\w+)/g;
const unique = (values: string[]) => [...new Set(values)];

/** Reads a text EXPLAIN: which indexes serve it, which tables are scanned whole. */
export function checkPlan(plan: string): PlanCheck {
  const indexes = unique([...plan.matchAll(INDEX)].map((match) => match[1]));
  const seqScans = unique([...plan.matchAll(SEQ_SCAN)].map((match) => match[1]));
  const nodes = plan
    .split('\n')
    .filter((line) => line.includes('(cost='))
    .map((line) => line.replace(/\s+\(cost=.*$/, '').replace(/^\s*->\s*/, ''));
  return {
    indexes,
    seqScans,
    usesInsightsIndex: indexes.includes(INSIGHTS_INDEX) && !seqScans.includes('orders'),
    nodes,
  };
}

/** The text EXPLAIN of `statement`, with ANALYZE (it runs) when asked. */
export async function explain(
  db: Pick<Database, 'execute'>,
  statement: SQL,
  analyze = false,
): Promise<string> {
  const prefix = analyze ? sql.raw('explain (analyze, buffers off) ') : sql.raw('explain ');
  const { rows } = await db.execute<Record<string, string>>(sql`${prefix}${statement}`);
  return rows.map((row) => Object.values(row)[0]).join('\n');
}
