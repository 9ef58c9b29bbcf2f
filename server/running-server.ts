import type { FastifyInstance } from 'fastify';

/** A started process of the system: where it answers and how to stop it. */
export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

/**
 * How long a client may take to send a whole request, and its headers. Fastify leaves both
 * unbounded by default, so a stalled upload would hold its socket for good: a cheap way to tie
 * the server up. Answers (streams included) are not limited by these.
 */
export const REQUEST_TIMEOUT_MS = 30_000;
export const HEADERS_TIMEOUT_MS = 10_000;

/** Listens and answers the local URL; the port may differ from the one asked for when that was 0. */
export async function listen(
  app: FastifyInstance,
  options: { port: number; host: string },
): Promise<string> {
  app.server.requestTimeout = REQUEST_TIMEOUT_MS;
  app.server.headersTimeout = HEADERS_TIMEOUT_MS;
  await app.listen(options);
  const address = app.server.address();
  if (!address || typeof address === 'string') {
    throw new Error(`Unexpected server address: ${String(address)}`);
  }
  return `http://localhost:${address.port}`;
}
