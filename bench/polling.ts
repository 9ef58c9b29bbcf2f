/**
 * `npm run bench:polling`: open order pages polling their list every 5 s with If-None-Match.
 * For each engine the API runs in a child process over a scratch database (PGlite in a temporary
 * folder; PostgreSQL when a server URL is given: a new database there, dropped at the end) seeded
 * with one restaurant per owner page, one customer per customer page and ORDERS_PER_RESTAURANT
 * paid orders per restaurant spread over the customers. Every page first loads its list (as a page
 * opens), then N customer pages and N owner pages poll at N/5 requests per second each, while
 * owners change a few orders a second through the API (status changes, removals) and the payment
 * webhook pays new orders. Prints per list: pages, requests/s, p50/p99, errors, 304 share.
 *
 *   npm run bench:polling -- [--engine pglite|postgres|both] [--pages N] [--seconds S]
 *                            [--changes PER_SECOND] [--connections N]
 *                            [--database-url postgres://…]
 *
 * Defaults: both engines (PostgreSQL at BENCH_DATABASE_URL, else postgres://postgres@127.0.0.1
 * :5432/postgres), 5,000 pages of each list on PostgreSQL and 1,500 on PGlite, 30 s, 5 changes/s;
 * 64 keep-alive connections per list (`--connections`).
 */
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { changeOrders, type Changes } from './polling/change-orders';
import { openPages, POLL_SECONDS, type ListRun } from './polling/order-pages';
import { PROGRAMS, startProgram, type PollOptions, type Served } from './polling/programs';
import { benchTokens } from './support/bench-tokens';
import { createScratchDatabase } from './support/scratch-database';

/** Keep-alive connections per list, each polling for pages in turn (one request in flight). */
const CONNECTIONS_PER_LIST = 64;

interface EngineRun {
  engine: string;
  runs: ListRun[];
  /** The API process's CPU time over the polling, as a share of one core. */
  apiCpu: number;
  changes: Changes;
}

/**
 * One list's pages polling in a process of their own (bench:polling:poll): a load generator
 * shares no event loop with the other list's, nor with the API.
 */
async function pollAlone(options: PollOptions): Promise<ListRun> {
  const { child, answer } = await startProgram<ListRun>(
    PROGRAMS.poll,
    options,
    `the ${options.list} poller`,
  );
  await once(child, 'exit');
  return answer;
}

async function run(
  engine: 'PGlite' | 'PostgreSQL',
  serverUrl: string | undefined,
  pages: number,
  seconds: number,
  changesPerSecond: number,
  connections: number,
): Promise<EngineRun> {
  const scratch = await createScratchDatabase(serverUrl);
  const { jwk, token } = await benchTokens('bench-polling');
  const started = Date.now();
  let child: ChildProcess | undefined;
  try {
    const api = await startProgram<Served>(
      PROGRAMS.api,
      { pages, location: scratch.location, jwk },
      'the API',
    );
    child = api.child;
    const served = api.answer;
    const customerTokens: string[] = [];
    const ownerTokens: string[] = [];
    for (let page = 0; page < pages; page++) {
      customerTokens.push(await token(served.customerSubs[page]));
      ownerTokens.push(await token(served.ownerSubs[page]));
    }
    const customerEtags = await openPages(served.url, '/api/order', customerTokens);
    const ownerEtags = await openPages(served.url, '/api/my/restaurant/order', ownerTokens);
    console.log(
      `  ${engine}: seeded ${served.orders} orders and opened ${2 * pages} pages in ` +
        `${((Date.now() - started) / 1000).toFixed(0)} s; polling for ${seconds} s`,
    );

    const cpu = async () => {
      api.child.send('cpu');
      const [usage] = (await once(api.child, 'message')) as [NodeJS.CpuUsage];
      return { usage, at: performance.now() };
    };
    const cpuBefore = await cpu();
    const poll = { url: served.url, seconds, connections };
    const changer = changeOrders(served.url, served, ownerTokens, changesPerSecond);
    const runs = await Promise.all([
      pollAlone({ ...poll, list: 'customer', tokens: customerTokens, etags: customerEtags }),
      pollAlone({ ...poll, list: 'owner', tokens: ownerTokens, etags: ownerEtags }),
    ]);
    const changes = await changer.stop();
    const cpuAfter = await cpu();
    const used =
      cpuAfter.usage.user + cpuAfter.usage.system - cpuBefore.usage.user - cpuBefore.usage.system;
    const apiCpu = used / 1000 / (cpuAfter.at - cpuBefore.at);
    return { engine, runs, apiCpu, changes };
  } finally {
    if (child && child.exitCode === null) {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    }
    await scratch.drop();
  }
}

function printTable(results: EngineRun[]): void {
  const header = `| engine | list | pages | requests/s | p50 ms | p99 ms | errors | 304 share |`;
  console.log(`\n${header}\n|---|---|---:|---:|---:|---:|---:|---:|`);
  for (const { engine, runs } of results) {
    for (const r of runs) {
      console.log(
        `| ${engine} | ${r.list} | ${r.pages} | ${r.requestsPerSecond.toFixed(0)} | ` +
          `${r.p50} | ${r.p99} | ${r.errors} | ${(r.notModifiedShare * 100).toFixed(1)}% |`,
      );
    }
  }
  for (const { engine, changes, apiCpu } of results) {
    console.log(
      `\n${engine}: ${changes.done} order changes in ${changes.seconds.toFixed(0)} s ` +
        `(${(changes.done / changes.seconds).toFixed(1)}/s)` +
        `; API process CPU ${(apiCpu * 100).toFixed(0)}% of one core`,
    );
    for (const [what, count] of changes.failed) console.log(`  failed ${count}×: ${what}`);
  }
  console.log(
    `load average at the end: ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      engine: { type: 'string', default: 'both' },
      pages: { type: 'string' },
      seconds: { type: 'string', default: '30' },
      changes: { type: 'string', default: '5' },
      connections: { type: 'string', default: String(CONNECTIONS_PER_LIST) },
      'database-url': { type: 'string' },
    },
  });
  const engine = values.engine;
  if (!['both', 'pglite', 'postgres'].includes(engine)) {
    throw new Error(`--engine is pglite, postgres or both, not ${engine}`);
  }
  const seconds = Number(values.seconds);
  const changes = Number(values.changes);
  const connections = Number(values.connections);
  const pagesOption = values.pages === undefined ? undefined : Number(values.pages);
  for (const [name, value] of [
    ['--seconds', seconds],
    ['--changes', changes],
    ['--connections', connections],
    ['--pages', pagesOption ?? 1],
  ] as const) {
    if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  }
  const serverUrl =
    values['database-url'] ??
    process.env.BENCH_DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/postgres';
  console.log(
    `load average at the start: ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
  console.log(
    `bench:polling: every page polls each ${POLL_SECONDS} s with If-None-Match; ` +
      `${changes} order changes/s; ${connections} connections per list`,
  );
  const results: EngineRun[] = [];
  if (engine !== 'pglite') {
    results.push(
      await run('PostgreSQL', serverUrl, pagesOption ?? 5000, seconds, changes, connections),
    );
  }
  if (engine !== 'postgres') {
    results.push(
      await run('PGlite', undefined, pagesOption ?? 1500, seconds, changes, connections),
    );
  }
  printTable(results);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
