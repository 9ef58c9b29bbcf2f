/**
 * `npm run bench:insights`: builds 100,000 orders (10,000 of them one busy restaurant's) in a
 * scratch database (PostgreSQL when DATABASE_URL is set, a new database on that server dropped
 * at the end; PGlite in a temporary folder otherwise), then for the busy restaurant over the
 * last 7, 30 and 366 days prints, per figure's query, its median and p95 time over repeated runs
 * and the plan nodes of EXPLAIN ANALYZE, flagging any whole-table read of orders.
 */
import { sql } from 'drizzle-orm';
import { addDays } from '@contract/insights';
import type { Database } from '@server/db/database';
import type { totalsStatement } from '@server/api/insights/insights.sql';
import { figureStatements } from './insights/figure-statements';
import { checkPlan, explain } from './insights/plan-check';
import { BUSY_ORDERS, loadInsightsData, ORDER_COUNT } from './insights/insights-data';
import { createScratchDatabase } from './support/scratch-database';

const RUNS = 15;
const PERIODS = [7, 30, 366];

async function timings(db: Database, statement: ReturnType<typeof totalsStatement>) {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    await db.execute(statement);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(RUNS / 2)], p95: times[Math.ceil(RUNS * 0.95) - 1] };
}

async function benchPeriod(db: Database, restaurantId: string, days: number, today: string) {
  const scope = {
    restaurantId,
    timeZone: 'Europe/London',
    from: addDays(today, 1 - days),
    to: today,
  };
  console.log(`\n## last ${days} days (${scope.from} to ${scope.to})`);
  for (const [name, statement] of Object.entries(figureStatements(scope))) {
    const plan = checkPlan(await explain(db, statement, true));
    const { p50, p95 } = await timings(db, statement);
    const verdict = plan.seqScans.length === 0 ? 'indexed ' : 'SEQ SCAN';
    console.log(
      `${verdict} ${name.padEnd(24)} p50 ${p50.toFixed(1).padStart(7)} ms  p95 ${p95.toFixed(1).padStart(7)} ms  ` +
        `indexes: ${plan.indexes.join(', ') || '-'}${plan.seqScans.length ? `; seq scans: ${plan.seqScans.join(', ')}` : ''}`,
    );
    for (const node of plan.nodes) console.log(`      ${node}`);
  }
}

async function main(): Promise<void> {
  const scratch = await createScratchDatabase(process.env.DATABASE_URL);
  console.log(`database: ${scratch.kind}`);
  const database = await scratch.open();
  try {
    const now = new Date();
    const started = performance.now();
    await loadInsightsData(database.db, now);
    console.log(
      `loaded ${ORDER_COUNT} orders in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const { rows } = await database.db.execute<{ id: string; today: string; lines: number }>(
      sql`select md5('r1')::uuid::text as id,
        to_char(now() at time zone 'Europe/London', 'YYYY-MM-DD') as today,
        (select count(*)::int from order_items) as lines`,
    );
    const [{ id, today, lines }] = rows;
    console.log(`${lines} order lines; measured restaurant: ${BUSY_ORDERS} orders over the year`);
    for (const days of PERIODS) await benchPeriod(database.db, id, days, today);
  } finally {
    await database.close();
    await scratch.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
