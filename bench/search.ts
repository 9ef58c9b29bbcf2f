/**
 * `npm run bench:search`: builds 100,000 restaurants in a scratch database (PostgreSQL when
 * DATABASE_URL is set, a new database on that server dropped at the end; PGlite in a temporary
 * folder otherwise), checks the plans of a varied search mix with EXPLAIN, then measures the
 * mix through the API (autocannon against the app in a child process) and straight through the
 * database driver, at 1, 16 and 64 concurrent clients. Prints requests per second, p50 and p99.
 */
import os from 'node:os';
import type { DatabaseHandle } from '@server/db/database';
import { apiLoad, startApiChild } from './search/api-load';
import { loadBenchData, RESTAURANT_COUNT } from './search/bench-data';
import { MIX, pathOf, prepareMix } from './search/bench-mix';
import { driverLoad, type LoadResult, type Queryable } from './search/driver-load';
import { explainMix, type PlanSummary } from './search/explain-mix';
import { createScratchDatabase } from './support/scratch-database';

const LEVELS = [1, 16, 64];
const SECONDS = 5;
const WARM_UP_SECONDS = 2;

/** The driver under Drizzle: pg's Pool or the PGlite instance. */
function driverOf(database: DatabaseHandle): Queryable {
  const client = (database.db as unknown as { $client?: Queryable }).$client;
  if (!client) throw new Error('The database exposes no driver client');
  return client;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

function printPlans(plans: PlanSummary[], verbose: boolean): void {
  console.log('\nPlans (EXPLAIN ANALYZE; page + count execution time):');
  for (const plan of plans) {
    const uses = `lookup ${plan.cities.join('+') || '-'} | page ${plan.page.join('+') || '-'} | count ${plan.count.join('+') || '-'}`;
    console.log(
      `  ${plan.seqScan ? 'SEQ SCAN' : 'indexed '} ${plan.label.padEnd(36)} ${ms(plan.milliseconds).padStart(9)}  ${uses}`,
    );
    if (verbose) console.log(`${plan.plans.replace(/^/gm, '      ')}\n`);
  }
}

function printResults(api: Map<number, LoadResult>, driver: Map<number, LoadResult>): void {
  console.log(
    '\nconcurrency | API req/s | API p50 | API p99 | driver req/s | driver p50 | driver p99 | API÷driver',
  );
  for (const level of LEVELS) {
    const a = api.get(level)!;
    const d = driver.get(level)!;
    const cells = [
      String(level).padStart(11),
      a.requestsPerSecond.toFixed(0).padStart(9),
      ms(a.p50).padStart(7),
      ms(a.p99).padStart(7),
      d.requestsPerSecond.toFixed(0).padStart(12),
      ms(d.p50).padStart(10),
      ms(d.p99).padStart(10),
      `${((a.requestsPerSecond / d.requestsPerSecond) * 100).toFixed(0)}%`.padStart(10),
    ];
    console.log(cells.join(' | '));
  }
}

async function measureApi(location: { url?: string; dataDir?: string }) {
  const server = await startApiChild(location);
  const paths = MIX.map(pathOf);
  const results = new Map<number, LoadResult>();
  try {
    await apiLoad(server.url, paths, 16, WARM_UP_SECONDS);
    for (const level of LEVELS)
      results.set(level, await apiLoad(server.url, paths, level, SECONDS));
  } finally {
    await server.stop();
  }
  return results;
}

async function main(): Promise<void> {
  const scratch = await createScratchDatabase(process.env.DATABASE_URL);
  console.log(
    `Search benchmark on ${scratch.kind}, ${os.cpus().length} cores (${os.cpus()[0]?.model})`,
  );
  try {
    let database = await scratch.open();
    const started = Date.now();
    await loadBenchData(database.db);
    console.log(
      `${RESTAURANT_COUNT.toLocaleString('en')} restaurants loaded in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    const mix = await prepareMix(database.db);
    const plans = await explainMix(driverOf(database), mix);
    printPlans(plans, process.argv.includes('--plans'));
    // PGlite has one owner at a time: the API child opens the folder next.
    await database.close();

    const api = await measureApi(scratch.location);
    database = await scratch.open();
    const driver = new Map<number, LoadResult>();
    try {
      await driverLoad(driverOf(database), mix, 16, WARM_UP_SECONDS);
      for (const level of LEVELS)
        driver.set(level, await driverLoad(driverOf(database), mix, level, SECONDS));
    } finally {
      await database.close();
    }
    printResults(api, driver);
    if (plans.some((plan) => plan.seqScan)) process.exitCode = 1;
  } finally {
    await scratch.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
