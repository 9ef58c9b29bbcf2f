import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { localSystem, LOCAL_IDENTITY } from '../../contract/local-addresses';
import {
  authorizeRequest,
  redeemCode,
  submitSignIn,
  openSignIn,
} from '../local/identity/oidc-flow';
import { TestBrowser } from '../local/identity/test-browser';
import { checkoutPayload } from '../server/api/orders/order-test-kit';
import {
  multipartBody,
  solidImage,
  toFormEntries,
  validFields,
} from '../server/api/restaurants/restaurant-test-kit';
import type { Restaurant } from '../../contract/restaurant';
import { stopGroup, waitUntilAnswering, type SystemPorts } from './system-processes';

const ROOT = path.resolve(__dirname, '../..');

/** What happened to one request sent while the system was told to stop. */
export interface Outcome {
  kind: string;
  /** Sent after the signal (or at least not answered before it). */
  afterSignal: boolean;
  /** The status of a complete answer (headers and the whole body read). */
  status?: number;
  /** Why there was no complete answer: the error's code, e.g. ECONNRESET. */
  error?: string;
}

export interface ShutdownReport {
  outcomes: Outcome[];
  /** How many requests the API logged as received (order streams aside). */
  received: number;
  /** Requests the API received and never answered, as `METHOD url` (from its request log). */
  unanswered: string[];
  /** Milliseconds from the signal until no process of the group was left. */
  exitedAfterMs: number;
  /** The last bytes of each order stream open at the signal, and whether it ended cleanly. */
  streams: Array<{ tail: string; endedCleanly: boolean }>;
  /** The exit code of `npm start`. */
  exitCode: number | null;
}

/**
 * A connection the system no longer accepts: the request was never sent, which a stopping
 * server may do. Every other failure cut a request the client had sent.
 */
export function wasRefused(outcome: Outcome): boolean {
  return outcome.error === 'ECONNREFUSED';
}

/**
 * The connection closed before any answer came: either the server cut a request it was
 * answering, or it closed a keep-alive connection while idle just as the request was sent (the
 * server never saw it). The API's request log (`unanswered`) tells the two apart.
 */
export function closedBeforeAnswer(outcome: Outcome): boolean {
  return outcome.error === 'UND_ERR_SOCKET' || outcome.error === 'ECONNRESET';
}

export interface SigtermRunOptions {
  ports: SystemPorts;
  /** How many clients send requests at once, each in a loop. */
  clients?: number;
  /** How long the load runs before the signal. */
  loadMs?: number;
}

/**
 * Starts `npm start` (API, identity provider, checkout) in a process group of its own on a fresh
 * data folder, signs an owner and a customer in through the identity provider, runs a steady
 * mix of requests (restaurant saves with an image, checkouts, profile saves, searches, order
 * lists) with two order streams open, then sends SIGTERM to the whole group, as Ctrl-C or a
 * process manager does, and reports what each request got.
 */
export async function runSigtermUnderLoad(options: SigtermRunOptions): Promise<ShutdownReport> {
  const { ports, clients = 8, loadMs = 1500 } = options;
  const system = localSystem(ports).addresses;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'forkful-sigterm-'));
  const child = spawnNpmStart(ports, dataDir);
  const apiLog = readApiRequestLog(child);
  try {
    await waitUntilAnswering([`${system.api}/api/health`], [child]);
    const world = await prepareWorld(system, ports);

    const signal = { sent: false };
    const outcomes: Outcome[] = [];
    const streams = [openStream(`${system.api}/api/order/events`, world.customer)];
    streams.push(openStream(`${system.api}/api/my/restaurant/order/events`, world.owner));
    const loops = Array.from({ length: clients }, (_, index) =>
      runClient(LOAD_MIX[index % LOAD_MIX.length], world, signal, outcomes),
    );
    await new Promise((resolve) => setTimeout(resolve, loadMs));

    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    const signalledAt = Date.now();
    signal.sent = true;
    process.kill(-child.pid!, 'SIGTERM');
    const exitCode = await exited;
    await waitUntilGroupGone(child.pid!, 20_000);
    const exitedAfterMs = Date.now() - signalledAt;
    await Promise.all(loops);
    // Every process of the group writes to this pipe: what the last of them wrote before it
    // exited may still be unread when the group is gone.
    await apiLog.read;
    return {
      outcomes,
      exitedAfterMs,
      streams: await Promise.all(streams),
      exitCode,
      received: apiLog.received.size,
      unanswered: [...apiLog.received]
        .filter(([id]) => !apiLog.answered.has(id))
        .map(([, request]) => request),
    };
  } finally {
    await stopGroup(child.pid);
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** `npm start` itself, as a person runs it, detached: its own process group. */
function spawnNpmStart(ports: SystemPorts, dataDir: string): ChildProcess {
  const env: Record<string, string | undefined> = {
    ...process.env,
    ...ports,
    SERVICES: 'api,identity,payments',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    // Fastify logs each request it receives and each answer it completes (readApiRequestLog).
    LOG_LEVEL: 'info',
  };
  // The local system's own identity provider and database, whatever this shell points at.
  for (const name of Object.keys(env)) {
    if (/^(AUTH0_|IDENTITY_ISSUER|DATABASE_URL|STRIPE_|REDIS_URL)/.test(name)) delete env[name];
  }
  return spawn('npm', ['start'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
}

/**
 * The API's own account of the requests it received (Fastify's 'incoming request' log line) and
 * answered ('request completed'), by request id; order streams, which end with the process,
 * are left out. This tells a request the server received from one it never saw: a request sent
 * on a keep-alive connection at the moment the stopping server closes it while idle is reset
 * before the server reads it, which HTTP/1.1 allows (RFC 9112 §9.3.1: clients retry).
 */
function readApiRequestLog(child: ChildProcess) {
  const received = new Map<string, string>();
  const answered = new Set<string>();
  const lines = createInterface({ input: child.stdout! });
  const read = new Promise<void>((resolve) => lines.once('close', resolve));
  lines.on('line', (line) => {
    let entry: {
      name?: string;
      reqId?: string;
      msg?: string;
      req?: { method: string; url: string };
    };
    try {
      entry = JSON.parse(line) as typeof entry;
    } catch {
      console.log(line);
      return;
    }
    if (entry.name !== 'api' || !entry.reqId) return;
    if (entry.msg === 'incoming request' && entry.req && !entry.req.url.endsWith('/events')) {
      received.set(entry.reqId, `${entry.req.method} ${entry.req.url}`);
    }
    if (entry.msg === 'request completed') answered.add(entry.reqId);
  });
  return { received, answered, read };
}

async function waitUntilGroupGone(pgid: number, withinMs: number): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    try {
      process.kill(-pgid, 0);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

type Person = Record<'authorization', string>;

interface World {
  api: string;
  owner: Person;
  customer: Person;
  restaurant: Restaurant;
  image: Buffer;
}

async function prepareWorld(
  system: ReturnType<typeof localSystem>['addresses'],
  ports: SystemPorts,
): Promise<World> {
  const audience = localSystem(ports).audience;
  const signInAs = async (email: string): Promise<Person> => {
    const browser = new TestBrowser();
    const issuer = `${system.identity}/`;
    const request = authorizeRequest(issuer, {
      client_id: LOCAL_IDENTITY.clientId,
      audience,
      redirect_uri: `${system.web}/auth-callback`,
    });
    const signedIn = await submitSignIn(
      browser,
      await openSignIn(browser, request),
      email,
      'a long enough password 1',
    );
    if (!signedIn.callback) throw new Error(`sign-in failed:\n${signedIn.html}`);
    const { tokens } = await redeemCode(
      issuer,
      request,
      signedIn.callback.searchParams.get('code')!,
    );
    const person = { authorization: `Bearer ${tokens.access_token}` };
    await expectOk(fetch(`${system.api}/api/my/user`, { method: 'POST', headers: person }));
    return person;
  };
  const owner = await signInAs(`owner-${Date.now()}@example.com`);
  const customer = await signInAs(`customer-${Date.now()}@example.com`);
  const image = await solidImage('png', 640, 360);
  const body = await multipartBody(toFormEntries(validFields), { data: image });
  const created = await expectOk(
    fetch(`${system.api}/api/my/restaurant`, {
      method: 'POST',
      headers: { ...owner, ...body.headers },
      body: body.payload,
    }),
  );
  return {
    api: system.api,
    owner,
    customer,
    restaurant: (await created.json()) as Restaurant,
    image,
  };
}

async function expectOk(pending: Promise<Response>): Promise<Response> {
  const response = await pending;
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  return response;
}

type Send = (world: World) => Promise<Response>;

/** The mix each client repeats: the slow writes the issue saw cut, and quick reads. */
const LOAD_MIX: Array<[string, Send]> = [
  [
    'restaurant save with image',
    async (world) => {
      const body = await multipartBody(toFormEntries(validFields), { data: world.image });
      return fetch(`${world.api}/api/my/restaurant`, {
        method: 'PUT',
        headers: { ...world.owner, ...body.headers },
        body: body.payload,
      });
    },
  ],
  [
    'checkout',
    (world) =>
      fetch(`${world.api}/api/order/checkout/create-checkout-session`, {
        method: 'POST',
        headers: { ...world.customer, 'content-type': 'application/json' },
        body: JSON.stringify(checkoutPayload(world.restaurant)),
      }),
  ],
  ['search', (world) => fetch(`${world.api}/api/restaurant/search/london?searchQuery=pasta`)],
  [
    'profile save',
    (world) =>
      fetch(`${world.api}/api/my/user`, {
        method: 'PUT',
        headers: { ...world.customer, 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Ada Lovelace',
          addressLine1: '12 Analytical Row',
          city: 'London',
          country: 'United Kingdom',
        }),
      }),
  ],
  [
    'owner orders',
    (world) => fetch(`${world.api}/api/my/restaurant/order`, { headers: world.owner }),
  ],
  ['health', (world) => fetch(`${world.api}/api/health`)],
];

/** Sends one kind of request after another until the system refuses a connection. */
async function runClient(
  [kind, send]: [string, Send],
  world: World,
  signal: { sent: boolean },
  outcomes: Outcome[],
): Promise<void> {
  for (;;) {
    const outcome: Outcome = { kind, afterSignal: signal.sent };
    try {
      const response = await send(world);
      await response.arrayBuffer();
      outcome.status = response.status;
    } catch (error) {
      outcome.afterSignal = true;
      outcome.error = errorCode(error);
    }
    if (signal.sent) outcome.afterSignal = true;
    outcomes.push(outcome);
    if (outcome.error) return;
  }
}

/** The error's code or its cause's, e.g. ECONNRESET (fetch's errors may be of another realm). */
function errorCode(error: unknown): string {
  let current: unknown = error;
  while (typeof current === 'object' && current !== null) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string') return code;
    current = cause;
  }
  return String(error);
}

/** Reads an order stream until it ends; reports its last bytes and whether it ended cleanly. */
async function openStream(url: string, person: Person) {
  let text = '';
  try {
    const response = await fetch(url, { headers: { ...person, accept: 'text/event-stream' } });
    if (!response.ok || !response.body) return { tail: `${response.status}`, endedCleanly: false };
    const decoder = new TextDecoder();
    const reader = response.body.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      text += decoder.decode(read.value, { stream: true });
    }
    return { tail: text.slice(-200), endedCleanly: true };
  } catch (error) {
    return { tail: `${text.slice(-200)} [${errorCode(error)}]`, endedCleanly: false };
  }
}
