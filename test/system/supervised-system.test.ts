import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { localSystem } from '@contract/local-addresses';
import { isProcessRunning } from '@local/shared/process-running';
import { sessionParams, stripeClientFor } from '../local/payments/payments-test-kit';
import { serviceProcessId } from './service-processes';
import { sendHeadersSlowly } from './slow-client';
import { startServices, stopGroup, waitUntilAnswering } from './system-processes';

/**
 * Fixed rather than free ports: the web app is built for the addresses they give, and fixed ones
 * let a second run reuse that build (npm start rebuilds dist/ when they change).
 */
const PORTS = { IDENTITY_PORT: '5330', API_PORT: '5331', PAYMENTS_PORT: '5332', WEB_PORT: '5333' };
const { addresses } = localSystem(PORTS);

/** Whether a request got an answer the server meant (not a refused or cut connection, no 5xx). */
async function answers(url: string, expected = 200): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    await response.arrayBuffer();
    return response.status === expected;
  } catch {
    return false;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Asks each URL every 200 ms until `done`; returns the URLs that ever failed to answer. */
async function keepAsking(urls: string[], done: { value: boolean }): Promise<string[]> {
  const failed = new Set<string>();
  while (!done.value) {
    const results = await Promise.all(urls.map((url) => answers(url)));
    results.forEach((ok, index) => ok || failed.add(urls[index]));
    await sleep(200);
  }
  return [...failed];
}

describe('npm start with every service (identity provider, checkout, API, web)', () => {
  let dataDir: string;
  let supervisor: ChildProcess;
  let cardPage: string;
  const signIn = `${addresses.identity}/.well-known/openid-configuration`;
  const health = `${addresses.api}/api/health`;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'forkful-supervised-'));
    supervisor = startServices('identity,payments,api,web', dataDir, PORTS);
    // Up to minutes when dist/ must be built for these ports first.
    await waitUntilAnswering([signIn, health, `${addresses.web}/`], [supervisor]);
    const session = await stripeClientFor(addresses.payments).checkout.sessions.create(
      sessionParams(),
    );
    cardPage = session.url!;
  }, 300_000);

  afterAll(async () => {
    await stopGroup(supervisor?.pid);
    await rm(dataDir, { recursive: true, force: true });
  });

  it('cuts a client sending its headers a byte a second after 10 s, on every server, while serving others', async () => {
    const servers = [health, signIn, cardPage, `${addresses.web}/`];
    const done = { value: false };
    const asking = keepAsking(servers, done);
    const slow = await Promise.all(
      servers.flatMap((url) => [sendHeadersSlowly(url), sendHeadersSlowly(url)]),
    );
    done.value = true;
    for (const { closedAfterMs, statusLine } of slow) {
      expect(statusLine).toBe('HTTP/1.1 408 Request Timeout');
      expect(closedAfterMs).toBeGreaterThan(9_000);
      expect(closedAfterMs).toBeLessThan(13_000);
    }
    expect(await asking).toEqual([]);
  }, 60_000);

  it('keeps sign-in, the card page and the web app serving while the API process is killed, and restarts the API', async () => {
    const apiPid = serviceProcessId(supervisor.pid!, 'api');
    expect(apiPid).toEqual(expect.any(Number));
    const done = { value: false };
    const others = [signIn, cardPage, `${addresses.web}/`];
    const asking = keepAsking(others, done);
    await sleep(500);
    const killedAt = Date.now();
    process.kill(apiPid!, 'SIGKILL');
    await sleep(100);
    expect(await answers(health)).toBe(false);
    while (!(await answers(health)) && Date.now() - killedAt < 40_000) await sleep(100);
    const backAfterMs = Date.now() - killedAt;
    await sleep(500);
    done.value = true;
    expect(await asking).toEqual([]);
    // Back in 4 s on a quiet machine (docs/performance.md); a generous bound, as a busy test
    // machine takes longer to load the API's code and open its database.
    expect(backAfterMs).toBeLessThan(30_000);
    expect(serviceProcessId(supervisor.pid!, 'api')).not.toBe(apiPid);
  }, 60_000);

  it('stops every process within 10 s on SIGTERM to the supervisor alone', async () => {
    const exited = new Promise<number | null>((resolve) => supervisor.once('exit', resolve));
    const signalledAt = Date.now();
    process.kill(supervisor.pid!, 'SIGTERM');
    expect(await exited).toBe(0);
    while (isProcessRunning(-supervisor.pid!) && Date.now() - signalledAt < 20_000) await sleep(20);
    expect(isProcessRunning(-supervisor.pid!)).toBe(false);
    expect(Date.now() - signalledAt).toBeLessThan(10_000);
  }, 30_000);
});
