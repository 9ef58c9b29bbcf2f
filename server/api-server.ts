import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { buildApp } from './app';
import type { Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/database';
import { closeGracefully, listen, type CloseOptions, type RunningServer } from './running-server';

/**
 * Work on the opened database before the API listens (the local system loads its demo catalogue
 * there). It reports its own failures: the API starts whatever happens to it.
 */
export type BeforeListening = (
  database: DatabaseHandle,
  logger: FastifyBaseLogger,
) => Promise<void>;

/** Opens the configured database (migrating it), then serves the API until `close()`. */
export async function startApiServer(
  config: Config,
  options: { logger?: FastifyBaseLogger; beforeListening?: BeforeListening } = {},
): Promise<RunningServer> {
  const logger = options.logger ?? pino({ level: config.logLevel });
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: path.join(config.dataDir, 'db'),
    timeouts: config.databaseTimeouts,
    onPoolError: (error) => logger.error({ err: error }, 'idle database connection failed'),
  });
  await options.beforeListening?.(database, logger);
  const app = await buildApp({ config, database, logger }).catch(async (error: unknown) => {
    await database.close();
    throw error;
  });
  const close = async (closeOptions?: CloseOptions) => {
    // Fastify first: in-flight requests finish before their database goes away.
    await closeGracefully(app, closeOptions);
    await database.close();
  };
  try {
    return { url: await listen(app, { port: config.apiPort, host: config.host }), close };
  } catch (error) {
    await close();
    throw error;
  }
}
