import type { FastifyInstance } from 'fastify';

/** A started process of the system: where it answers and how to stop it. */
export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

/** Listens and answers the local URL; the port may differ from the one asked for when that was 0. */
export async function listen(
  app: FastifyInstance,
  options: { port: number; host: string },
): Promise<string> {
  await app.listen(options);
  const address = app.server.address();
  if (!address || typeof address === 'string') {
    throw new Error(`Unexpected server address: ${String(address)}`);
  }
  return `http://localhost:${address.port}`;
}
