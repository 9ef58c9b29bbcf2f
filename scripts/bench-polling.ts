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
import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { createLocalJWKSet, type JWK } from 'jose';
import { buildApp } from '@server/app';
import { loadConfig } from '@server/config';
import { openDatabase } from '@server/db/database';
import { listen } from '@server/running-server';
import { createScratchDatabase } from './bench-search/scratch-database';
import { seedPolling, type Seeded } from './bench-polling/seed';
import { benchTokens } from './bench-support/bench-tokens';
import { sendPaidWebhook } from './bench-support/paid-webhook';

const POLL_SECONDS = 5;
/** Keep-alive connections per list, each polling for pages in turn (one request in flight). */
const CONNECTIONS_PER_LIST = 64;
const STATUSES = ['inProgress', 'outForDelivery', 'delivered', 'paid'] as const;

interface ServeOptions {
  pages: number;
  location: { url?: string; dataDir?: string };
  jwk: JWK;
}
type Served = Seeded & { url: string };

/** The child: the API over the scratch database, seeded. */
async function serve({ pages, location, jwk }: ServeOptions): Promise<void> {
  const database = await openDatabase(location);
  const seeded = await seedPolling(database.db, pages);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'forkful-bench-polling-'));
  const config = { ...loadConfig(), logLevel: 'warn' as const, writeRateLimit: 1e9, dataDir };
  const app = await buildApp({ config, database, tokenKeys: createLocalJWKSet({ keys: [jwk] }) });
  const url = await listen(app, { port: 0, host: '127.0.0.1' });
  process.on('message', () => process.send!(process.cpuUsage()));
  process.once('SIGTERM', () => {
    void app
      .close()
      .then(() => database.close())
      .then(() => rm(dataDir, { recursive: true, force: true }))
      .then(() => process.exit(0));
  });
  process.send!({ url, ...seeded } satisfies Served);
}

/** What autocannon keeps per connection: the page its request in flight polls. */
interface PageContext {
  page: number;
}

interface ListRun {
  list: 'customer' | 'owner';
  pages: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  notModifiedShare: number;
}

/** One list's pages polling for `seconds`: each request is the next page's, with its ETag. */
async function pollList(
  url: string,
  list: ListRun['list'],
  tokens: string[],
  etags: string[],
  seconds: number,
  connections: number,
): Promise<ListRun> {
  const pages = tokens.length;
  const listPath = list === 'owner' ? '/api/my/restaurant/order' : '/api/order';
  let next = 0;
  const statuses = new Map<number, number>();
  const result = await autocannon({
    url,
    connections: Math.min(connections, pages),
    overallRate: pages / POLL_SECONDS,
    duration: seconds,
    timeout: 10,
    requests: [
      {
        method: 'GET',
        path: listPath,
        setupRequest: (request, context) => {
          const page = next++ % pages;
          (context as PageContext).page = page;
          return {
            ...request,
            headers: {
              authorization: `Bearer ${tokens[page]}`,
              'accept-encoding': 'br, gzip',
              ...(etags[page] ? { 'if-none-match': etags[page] } : {}),
            },
          };
        },
        onResponse: (status, _body, context, headers) => {
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          const etag = headers?.etag;
          if (status === 200 && typeof etag === 'string')
            etags[(context as PageContext).page] = etag;
        },
      },
    ],
  });
  let answered = 0;
  let failed = result.errors + result.timeouts;
  for (const [status, count] of statuses) {
    answered += count;
    if (status !== 200 && status !== 304) failed += count;
  }
  return {
    list,
    pages,
    requestsPerSecond: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: failed,
    notModifiedShare: answered ? (statuses.get(304) ?? 0) / answered : 0,
  };
}

interface PollOptions {
  url: string;
  list: ListRun['list'];
  tokens: string[];
  etags: string[];
  seconds: number;
  connections: number;
}

/**
 * `pollList` in a process of its own, one per list: a load generator shares no event loop with
 * the other list's, nor with the API.
 */
async function pollInChild(options: PollOptions): Promise<ListRun> {
  const { list } = options;
  const folder = await mkdtemp(path.join(tmpdir(), 'forkful-bench-polling-'));
  const file = path.join(folder, 'poll.json');
  await writeFile(file, JSON.stringify(options));
  try {
    const child = fork(__filename, [], { env: { ...process.env, BENCH_POLLING_POLL: file } });
    const [answer] = (await Promise.race([
      once(child, 'message'),
      once(child, 'exit').then(([code]) => {
        throw new Error(`the ${list} poller exited with ${String(code)}`);
      }),
    ])) as [ListRun];
    await once(child, 'exit');
    return answer;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

async function poll(file: string): Promise<void> {
  const { url, list, tokens, etags, seconds, connections } = JSON.parse(
    await readFile(file, 'utf8'),
  ) as PollOptions;
  process.send!(await pollList(url, list, tokens, etags, seconds, connections));
  process.disconnect();
}

/** Every page loads its list once, as it opens: answers each page's ETag. */
async function openPages(url: string, listPath: string, tokens: string[]): Promise<string[]> {
  const etags: string[] = new Array<string>(tokens.length);
  let next = 0;
  const opener = async () => {
    for (let page = next++; page < tokens.length; page = next++) {
      const response = await fetch(`${url}${listPath}`, {
        headers: { authorization: `Bearer ${tokens[page]}`, 'accept-encoding': 'br, gzip' },
      });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${listPath} answered ${response.status}`);
      etags[page] = response.headers.get('etag') ?? '';
    }
  };
  await Promise.all(Array.from({ length: 16 }, opener));
  return etags;
}

/**
 * Owners at work while the pages poll: `perSecond` changes a second, one in ten a removal and
 * one in ten a new order paid through the webhook, the rest status changes. Answers its stop.
 */
function changeOrders(
  url: string,
  served: Served,
  ownerTokens: string[],
  perSecond: number,
): { stop(): Promise<Changes> } {
  const started = performance.now();
  let done = 0;
  const failed = new Map<string, number>();
  const fail = (what: string) => failed.set(what, (failed.get(what) ?? 0) + 1);
  let tick = 0;
  let unpaid = 0;
  const busy = new Set<Promise<void>>();
  const change = async (n: number) => {
    const order = served.paid[(n * 7919) % served.paid.length];
    const authorization = `Bearer ${ownerTokens[order.owner]}`;
    let response: Response;
    let what: string;
    if (n % 10 === 9 && unpaid < served.unpaid.length) {
      const orderId = served.unpaid[unpaid++];
      what = 'payment webhook';
      response = await sendPaidWebhook(url, orderId, served.total);
    } else if (n % 10 === 4) {
      what = 'removal';
      response = await fetch(`${url}/api/my/restaurant/order/${order.id}`, {
        method: 'DELETE',
        headers: { authorization },
      });
    } else {
      what = 'status change';
      response = await fetch(`${url}/api/my/restaurant/order/${order.id}/status`, {
        method: 'PATCH',
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify({ status: STATUSES[n % STATUSES.length] }),
      });
    }
    // The webhook's sender has already let go of the body (postSignedEvent).
    const body = response.bodyUsed ? '' : await response.text();
    if (response.ok) done++;
    else fail(`${what} ${response.status} ${body.slice(0, 80)}`);
  };
  const timer = setInterval(() => {
    const running = change(tick++).catch(
      (error: Error) => void fail(`no answer: ${error.message}`),
    );
    busy.add(running);
    void running.finally(() => busy.delete(running));
  }, 1000 / perSecond);
  return {
    stop: async () => {
      clearInterval(timer);
      await Promise.all(busy);
      return { done, failed, seconds: (performance.now() - started) / 1000 };
    },
  };
}

interface Changes {
  done: number;
  /** How many of each kind of change failed, by what the API answered. */
  failed: Map<string, number>;
  seconds: number;
}

interface EngineRun {
  engine: string;
  runs: ListRun[];
  /** The API process's CPU time over the polling, as a share of one core. */
  apiCpu: number;
  changes: Changes;
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
  const child: ChildProcess = fork(__filename, [], {
    env: {
      ...process.env,
      BENCH_POLLING_SERVE: JSON.stringify({ pages, location: scratch.location, jwk }),
    },
  });
  try {
    const started = Date.now();
    const [served] = (await Promise.race([
      once(child, 'message'),
      once(child, 'exit').then(([code]) => {
        throw new Error(`the API exited with ${String(code)}`);
      }),
    ])) as [Served];
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
      child.send('cpu');
      const [usage] = (await once(child, 'message')) as [NodeJS.CpuUsage];
      return { usage, at: performance.now() };
    };
    const cpuBefore = await cpu();
    const poll = { url: served.url, seconds, connections };
    const changer = changeOrders(served.url, served, ownerTokens, changesPerSecond);
    const runs = await Promise.all([
      pollInChild({ ...poll, list: 'customer', tokens: customerTokens, etags: customerEtags }),
      pollInChild({ ...poll, list: 'owner', tokens: ownerTokens, etags: ownerEtags }),
    ]);
    const changes = await changer.stop();
    const cpuAfter = await cpu();
    const used =
      cpuAfter.usage.user + cpuAfter.usage.system - cpuBefore.usage.user - cpuBefore.usage.system;
    const apiCpu = used / 1000 / (cpuAfter.at - cpuBefore.at);
    return { engine, runs, apiCpu, changes };
  } finally {
    if (child.exitCode === null) {
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

const serving = process.env.BENCH_POLLING_SERVE;
const polling = process.env.BENCH_POLLING_POLL;
(serving ? serve(JSON.parse(serving) as ServeOptions) : polling ? poll(polling) : main()).catch(
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
