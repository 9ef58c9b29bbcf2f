import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { buildApp } from './app';
import type { Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/database';
import { localSeedDependencies, seedOnFirstStart } from './db/seed/seed-on-first-start';
import { closeGracefully, listen, type CloseOptions, type RunningServer } from './running-server';

/** Opens the configured database (migrating it), then serves the API until `close()`. */
export async function startApiServer(
  config: Config,
  options: { logger?: FastifyBaseLogger; seedDemo?: boolean } = {},
): Promise<RunningServer> {
  const logger = options.logger ?? pino({ level: config.logLevel });
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: path.join(config.dataDir, 'db'),
    timeouts: config.databaseTimeouts,
    onPoolError: (error) => logger.error({ err: error }, 'idle database connection failed'),
  });
  if (options.seedDemo) await seedDemoOnFirstStart(config, database, logger);
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

/** Before listening, so that the first answers already see the demo catalogue. */
async function seedDemoOnFirstStart(
  config: Config,
  database: DatabaseHandle,
  logger: FastifyBaseLogger,
): Promise<void> {
  const dependencies = localSeedDependencies(config, database);
  try {
    const log = (message: string) => logger.info(message);
    await seedOnFirstStart({ ...dependencies, log }, { kind: database.kind });
  } catch (error) {
    // Nothing was committed, so the next start tries again; the API itself still works.
    logger.error({ err: error }, 'demo data could not be loaded');
  }
}
