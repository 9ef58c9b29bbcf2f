/**
 * `npm run bench:search`: builds 100,000 restaurants with their menus in a scratch database
 * (PostgreSQL when DATABASE_URL is set, a new database on that server dropped at the end; PGlite
 * in a temporary folder otherwise), checks the plans of a varied search mix and of a mix of
 * dietary-filtered searches with EXPLAIN, then measures each mix through the API (autocannon
 * against the app in a child process) and straight through the database driver, at 1, 16 and 64
 * concurrent clients. Prints requests per second, p50 and p99, and the machine's load average.
 *
 * `--plans` prints the plans.
 */
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '@server/db/database';
import { apiLoad, startApiChild } from './search/api-load';
import { loadBenchData, RESTAURANT_COUNT } from './search/bench-data';
import {
  DIETARY_MIX,
  MIX,
  pathOf,
  prepareMix,
  type MixEntry,
  type PreparedSearch,
} from './search/bench-mix';
import { driverLoad, type LoadResult, type Queryable } from './search/driver-load';
import { explainMix, type PlanSummary } from './search/explain-mix';
import { createScratchDatabase, type ScratchDatabase } from './support/scratch-database';

const LEVELS = [1, 16, 64];
const SECONDS = 5;
const WARM_UP_SECONDS = 2;

/** The two mixes, measured one after the other in the same run. */
const MIXES: Array<{ name: string; entries: MixEntry[] }> = [
  { name: 'search mix (baseline)', entries: MIX },
  { name: 'dietary mix', entries: DIETARY_MIX },
];

/**
 * Building the tables runs statements far longer than the API's statement timeout allows, the
 * more so on a busy machine: the load opens PostgreSQL with a long one.
 */
const LOAD_TIMEOUTS = { connectMs: 5_000, statementMs: 600_000 };

const openForLoading = (scratch: ScratchDatabase) =>
  scratch.location.url
    ? openDatabase({ url: scratch.location.url, timeouts: LOAD_TIMEOUTS })
    : scratch.open();

const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(1))
    .join(' / ');

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

function printResults(
  title: string,
  api: Map<number, LoadResult>,
  driver: Map<number, LoadResult>,
): void {
  console.log(`\n${title}`);
  console.log(
    'concurrency | API req/s | API p50 | API p99 | driver req/s | driver p50 | driver p99 | API÷driver',
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
  for (const level of LEVELS) {
    const [a, d] = [api.get(level)!.failed, driver.get(level)!.failed];
    if (a || d)
      console.log(`  at ${level} clients, failed: ${a} through the API, ${d} on the driver`);
  }
}

type Results = Map<number, LoadResult>;

/** Each mix through one API child: a warm-up, then every level. */
async function measureApi(location: { url?: string; dataDir?: string }): Promise<Results[]> {
  const server = await startApiChild(location);
  const all: Results[] = [];
  try {
    for (const mix of MIXES) {
      const paths = mix.entries.map(pathOf);
      const results: Results = new Map();
      await apiLoad(server.url, paths, 16, WARM_UP_SECONDS);
      for (const level of LEVELS)
        results.set(level, await apiLoad(server.url, paths, level, SECONDS));
      all.push(results);
    }
  } finally {
    await server.stop();
  }
  return all;
}

async function measureDriver(database: DatabaseHandle, mixes: PreparedSearch[][]) {
  const all: Results[] = [];
  for (const mix of mixes) {
    const results: Results = new Map();
    await driverLoad(driverOf(database), mix, 16, WARM_UP_SECONDS);
    for (const level of LEVELS)
      results.set(level, await driverLoad(driverOf(database), mix, level, SECONDS));
    all.push(results);
  }
  return all;
}

async function main(): Promise<void> {
  const scratch = await createScratchDatabase(process.env.DATABASE_URL);
  console.log(
    `Search benchmark on ${scratch.kind}, ${os.cpus().length} cores (${os.cpus()[0]?.model})`,
  );
  try {
    let database = await openForLoading(scratch);
    const started = Date.now();
    await loadBenchData(database.db);
    const [{ dishes }] = (
      await database.db.execute<{ dishes: number }>(
        sql`select count(*)::int as dishes from menu_items`,
      )
    ).rows;
    console.log(
      `${RESTAURANT_COUNT.toLocaleString('en')} restaurants and ${dishes.toLocaleString('en')} dishes loaded in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    const mixes = await Promise.all(MIXES.map((mix) => prepareMix(database.db, mix.entries)));
    const plans = await explainMix(driverOf(database), mixes.flat());
    printPlans(plans, process.argv.includes('--plans'));
    // PGlite has one owner at a time: the API child opens the folder next.
    await database.close();

    console.log(`\nLoad average (1 / 5 / 15 min) before the load: ${loadAverage()}`);
    const api = await measureApi(scratch.location);
    database = await scratch.open();
    let driver: Results[];
    try {
      driver = await measureDriver(database, mixes);
    } finally {
      await database.close();
    }
    MIXES.forEach((mix, i) => printResults(mix.name, api[i], driver[i]));
    console.log(`\nLoad average (1 / 5 / 15 min) after the load: ${loadAverage()}`);
    const failed = [...api, ...driver].some((results) =>
      [...results.values()].some((result) => result.failed > 0),
    );
    if (failed || plans.some((plan) => plan.seqScan)) process.exitCode = 1;
  } finally {
    await scratch.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
