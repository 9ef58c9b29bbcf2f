/**
 * `npm run bench:push`: how fast pushed order events arrive, and what an open stream costs.
 * For 100 and 1,000 customers, the API runs in a child process on a scratch database (PGlite in a
 * temporary folder; also PostgreSQL when BENCH_DATABASE_URL is set, a new database on that server
 * dropped at the end) holding one restaurant and a paid order per customer. Every customer and
 * the owner open their stream; the owner then PATCHes every order's status (CONCURRENCY at a
 * time) and the payment webhook pays NEW_ORDERS new orders. Prints p50/p95/p99 from each
 * request's send to its event's arrival, on the customer's and the owner's stream, and the
 * child's heap and RSS growth per open stream.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { ORDER_TOTAL, type ApiOptions, type Memory, type Served } from './push/push-api';
import { createScratchDatabase } from './support/scratch-database';
import { benchTokens } from './support/bench-tokens';
import { sendPaidWebhook } from './support/paid-webhook';

const CUSTOMER_COUNTS = [100, 1000];
const CONCURRENCY = 4;
/** The API under measure, in a process of its own. */
const API_PROCESS = path.join(__dirname, 'push/api-process.ts');

/** Arrival times of `order` events, by `side:orderId:status`. */
const arrivals = new Map<string, (at: number) => void>();

async function openStream(url: string, token: string, side: string): Promise<AbortController> {
  const abort = new AbortController();
  const response = await fetch(
    `${url}/api${side === 'owner' ? '/my/restaurant' : ''}/order/events`,
    {
      headers: { authorization: `Bearer ${token}` },
      signal: abort.signal,
    },
  );
  if (response.status !== 200) throw new Error(`stream answered ${response.status}`);
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  let opened!: () => void;
  const isOpen = new Promise<void>((resolve) => (opened = resolve));
  void (async () => {
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      const at = performance.now();
      text += chunk.value;
      let end: number;
      while ((end = text.indexOf('\n\n')) >= 0) {
        const frame = text.slice(0, end);
        text = text.slice(end + 2);
        if (frame.startsWith('retry:')) opened();
        const data = /^data: (.*)$/m.exec(frame)?.[1];
        if (!/^event: order$/m.test(frame) || !data) continue;
        const { _id, status } = JSON.parse(data) as { _id: string; status: string };
        arrivals.get(`${side}:${_id}:${status}`)?.(at);
      }
    }
  })().catch(() => undefined);
  await isOpen;
  return abort;
}

/** Resolves with the milliseconds from now to the arrival of `keys`' events (or NaN in 30 s). */
function arrivalsOf(keys: string[]): Promise<number>[] {
  const sent = performance.now();
  return keys.map(
    (key) =>
      new Promise<number>((resolve) => {
        const late = setTimeout(() => resolve(NaN), 30_000);
        arrivals.set(key, (at) => {
          clearTimeout(late);
          arrivals.delete(key);
          resolve(at - sent);
        });
      }),
  );
}

async function inBatches<T>(items: T[], size: number, each: (item: T) => Promise<unknown>) {
  for (let i = 0; i < items.length; i += size)
    await Promise.all(items.slice(i, i + size).map(each));
}

function percentiles(values: number[]): string {
  const arrived = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  const at = (p: number) =>
    arrived[Math.min(arrived.length - 1, Math.ceil(p * arrived.length) - 1)];
  const missing = values.length - arrived.length;
  if (arrived.length === 0) return `none of ${missing} arrived`;
  return `${[0.5, 0.95, 0.99].map((p) => `${at(p).toFixed(1)}`.padStart(7)).join(' ')} ms${missing ? `  (${missing} never arrived)` : ''}`;
}

async function run(kind: string, serverUrl: string | undefined, customers: number) {
  const scratch = await createScratchDatabase(serverUrl);
  const { jwk, token } = await benchTokens('bench-push');
  const options: ApiOptions = { customers, location: scratch.location, jwk };
  const child: ChildProcess = fork(API_PROCESS, [JSON.stringify(options)], {
    execArgv: [...process.execArgv, '--expose-gc'],
  });
  const [served] = (await once(child, 'message')) as [Served];
  const memory = async () => {
    child.send('memory');
    return ((await once(child, 'message')) as [Memory])[0];
  };

  const before = await memory();
  const streams = [await openStream(served.url, await token('bench-owner'), 'owner')];
  const indexes = Array.from({ length: customers }, (_, i) => i);
  await inBatches(indexes, 50, async (i) => {
    streams.push(await openStream(served.url, await token(`bench-customer-${i}`), 'customer'));
  });
  const after = await memory();

  const owner = {
    authorization: `Bearer ${await token('bench-owner')}`,
    'content-type': 'application/json',
  };
  const customerSide: number[] = [];
  const ownerSide: number[] = [];
  const answered: number[] = [];
  await inBatches(served.paid, CONCURRENCY, async (orderId) => {
    const waits = arrivalsOf([`customer:${orderId}:inProgress`, `owner:${orderId}:inProgress`]);
    const url = `${served.url}/api/my/restaurant/order/${orderId}/status`;
    const body = JSON.stringify({ status: 'inProgress' });
    const sent = performance.now();
    const response = await fetch(url, { method: 'PATCH', headers: owner, body });
    answered.push(performance.now() - sent);
    if (response.status !== 200) throw new Error(`PATCH answered ${response.status}`);
    const [toCustomer, toOwner] = await Promise.all(waits);
    customerSide.push(toCustomer);
    ownerSide.push(toOwner);
  });
  const newPaid: number[] = [];
  for (const orderId of served.unpaid) {
    const [arrival] = arrivalsOf([`owner:${orderId}:paid`]);
    await sendPaidWebhook(served.url, orderId, ORDER_TOTAL);
    newPaid.push(await arrival);
  }

  const perStream = (field: keyof Memory) =>
    ((after[field] - before[field]) / streams.length / 1024).toFixed(1);
  console.log(`\n${kind}, ${customers} customers + 1 owner streaming (p50 / p95 / p99):`);
  console.log(`  PATCH answered                     ${percentiles(answered)}`);
  console.log(`  status change → customer's stream  ${percentiles(customerSide)}`);
  console.log(`  status change → owner's stream     ${percentiles(ownerSide)}`);
  console.log(
    `  new paid order → owner's stream    ${percentiles(newPaid)}  (${newPaid.length} webhooks)`,
  );
  console.log(
    `  server memory per open stream: heap ${perStream('heapUsed')} kB, RSS ${perStream('rss')} kB`,
  );
  streams.forEach((stream) => stream.abort());
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
  await scratch.drop();
}

async function main(): Promise<void> {
  console.log(`bench:push: PATCHes ${CONCURRENCY} at a time; times from the request's send`);
  const kinds: Array<[string, string | undefined]> = [['PGlite', undefined]];
  if (process.env.BENCH_DATABASE_URL) kinds.push(['PostgreSQL', process.env.BENCH_DATABASE_URL]);
  for (const [kind, serverUrl] of kinds) {
    for (const customers of CUSTOMER_COUNTS) await run(kind, serverUrl, customers);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
