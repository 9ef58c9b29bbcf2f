import type { IncomingMessage, Server, ServerOptions, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** A started process of the system: where it answers and how to stop it. */
export interface RunningServer {
  url: string;
  /**
   * Stops accepting connections, answers every request already received and resolves once the
   * server is closed. Connections still open at `forceAt` (a Date.now() time) are cut.
   */
  close(options?: CloseOptions): Promise<void>;
  /**
   * Optional first step of a shutdown: stop starting new work of one's own (e.g. webhook
   * deliveries) while still answering requests. `close` follows.
   */
  quiesce?(): Promise<void>;
  /**
   * Optional: every service of the system serves now, so work of one's own that would slow the
   * others' start may begin (the local API draws the demo pictures then).
   */
  systemStarted?(): void;
}

export interface CloseOptions {
  /** When to cut the connections still open; FORCE_CLOSE_AFTER_MS from now when absent. */
  forceAt?: number;
}

/**
 * How long a client may take to send a whole request, and its headers. Fastify leaves both
 * unbounded by default, so a stalled upload would hold its socket for good: a cheap way to tie
 * the server up. Answers (streams included) are not limited by these.
 */
export const REQUEST_TIMEOUT_MS = 30_000;
export const HEADERS_TIMEOUT_MS = 10_000;

/**
 * How often a server looks for requests over those limits. Node's default, 30 s, let a client
 * sending its headers a byte a second keep its socket up to 30 s past the 10 s.
 */
export const TIMEOUT_CHECK_EVERY_MS = 1_000;

/**
 * What every server of the system is created with (node:http `createServer`, Fastify's `http`):
 * the limits above, enforced within TIMEOUT_CHECK_EVERY_MS of being passed.
 */
export const HTTP_SERVER_OPTIONS = {
  requestTimeout: REQUEST_TIMEOUT_MS,
  headersTimeout: HEADERS_TIMEOUT_MS,
  connectionsCheckingInterval: TIMEOUT_CHECK_EVERY_MS,
} as const satisfies ServerOptions;

/**
 * The same for a Fastify app, which sets its server's `requestTimeout` from its own option (0,
 * unbounded, by default) after creating it.
 */
export const FASTIFY_SERVER_OPTIONS = {
  http: HTTP_SERVER_OPTIONS,
  requestTimeout: REQUEST_TIMEOUT_MS,
} as const;

/** A closing server cuts the connections still open after this long (docs/decisions.md). */
export const FORCE_CLOSE_AFTER_MS = 8_000;

/** How often a closing server looks for connections that have gone idle. */
const REAP_IDLE_EVERY_MS = 50;

/**
 * How long a closing server leaves an idle keep-alive connection open. A request may already be
 * on its way on it (its client cannot know the server is closing): it is answered, with
 * `Connection: close`. Cutting idle connections at once, as Node's `server.close()` does, resets
 * such requests.
 */
export const IDLE_GRACE_MS = 500;

/** What a closing server needs to know of each open connection. */
interface Connection {
  /** Requests received and not yet answered. */
  busy: number;
  idleSince: number;
}

interface Tracked {
  connections: Map<Socket, Connection>;
  responses: Set<ServerResponse>;
}

const trackedServers = new WeakMap<Server, Tracked>();

/** Listens and answers the local URL; the port may differ from the one asked for when that was 0. */
export async function listen(
  app: FastifyInstance,
  options: { port: number; host: string },
): Promise<string> {
  trackConnections(app.server);
  await app.listen(options);
  const address = app.server.address();
  if (!address || typeof address === 'string') {
    throw new Error(`Unexpected server address: ${String(address)}`);
  }
  return `http://localhost:${address.port}`;
}

/**
 * Keeps count of each connection's requests, so that `closeServerGracefully` can tell busy
 * connections from idle ones. Call it before the server listens.
 */
export function trackConnections(server: Server): void {
  if (trackedServers.has(server)) return;
  const tracked: Tracked = { connections: new Map(), responses: new Set() };
  trackedServers.set(server, tracked);
  server.on('connection', (socket: Socket) => {
    tracked.connections.set(socket, { busy: 0, idleSince: Date.now() });
    socket.once('close', () => tracked.connections.delete(socket));
  });
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const connection = tracked.connections.get(request.socket);
    if (connection) connection.busy += 1;
    tracked.responses.add(response);
    response.once('close', () => {
      tracked.responses.delete(response);
      if (!connection) return;
      connection.busy -= 1;
      connection.idleSince = Date.now();
    });
  });
}

/**
 * Closes a Fastify app that `listen` started, gracefully: no new connection is accepted, every
 * request already received is answered, and so is one arriving on an open keep-alive connection
 * (with `Connection: close`: Fastify does that when built with `return503OnClosing: false`);
 * each answer still to come is the last on its connection, and a connection is closed once it
 * has been idle for IDLE_GRACE_MS rather than when its keep-alive timeout (72 s) ends. Whatever
 * is still open at `forceAt` is cut, so that the process can exit in time.
 */
export function closeGracefully(app: FastifyInstance, options: CloseOptions = {}): Promise<void> {
  return closeServerGracefully(app.server, () => app.close(), options);
}

/**
 * `closeGracefully` for any HTTP server `trackConnections` follows; `close` closes it (and what
 * it serves) and resolves when the server has closed.
 */
export async function closeServerGracefully(
  server: Server,
  close: () => Promise<unknown>,
  options: CloseOptions = {},
): Promise<void> {
  const forceAt = options.forceAt ?? Date.now() + FORCE_CLOSE_AFTER_MS;
  const tracked = trackedServers.get(server);
  if (!tracked) {
    await close();
    return;
  }
  for (const response of tracked.responses) {
    if (!response.headersSent) response.setHeader('connection', 'close');
  }
  // Node's server.close() would cut every idle connection at once; they get their grace instead.
  const closeIdleConnections = server.closeIdleConnections;
  server.closeIdleConnections = () => undefined;
  const reap = setInterval(() => {
    if (server.listening) return;
    const now = Date.now();
    for (const [socket, connection] of tracked.connections) {
      if (connection.busy === 0 && now - connection.idleSince >= IDLE_GRACE_MS) socket.destroy();
    }
  }, REAP_IDLE_EVERY_MS);
  const force = setTimeout(() => server.closeAllConnections(), Math.max(0, forceAt - Date.now()));
  try {
    await close();
  } finally {
    clearInterval(reap);
    clearTimeout(force);
    server.closeIdleConnections = closeIdleConnections;
  }
}
