import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { buildApp } from './app';
import type { Config } from './config';
import { openDatabase } from './db/database';
import { listen, type RunningServer } from './running-server';

/** Opens the configured database (migrating it), then serves the API until `close()`. */
export async function startApiServer(
  config: Config,
  options: { logger?: FastifyBaseLogger } = {},
): Promise<RunningServer> {
  const logger = options.logger ?? pino({ level: config.logLevel });
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: path.join(config.dataDir, 'db'),
    onPoolError: (error) => logger.error({ err: error }, 'idle database connection failed'),
  });
  const app = await buildApp({ config, database, logger }).catch(async (error: unknown) => {
    await database.close();
    throw error;
  });
  const close = async () => {
    // Fastify first: in-flight requests finish before their database goes away.
    await app.close();
    await database.close();
  };
  try {
    return { url: await listen(app, { port: config.apiPort, host: config.host }), close };
  } catch (error) {
    await close();
    throw error;
  }
}
