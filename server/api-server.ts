import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { buildApp } from './app';
import type { Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/database';
import type { ImageStore } from './images/image-store';
import { closeGracefully, listen, type CloseOptions, type RunningServer } from './running-server';

/**
 * Work on the opened database before the API listens (the local system loads its demo catalogue
 * there). It reports its own failures: the API starts whatever happens to it.
 */
export type BeforeListening = (
  database: DatabaseHandle,
  logger: FastifyBaseLogger,
) => Promise<void>;

/** Work the API starts once it listens (the local system draws its demo pictures). */
export type AfterListening = (
  database: DatabaseHandle,
  logger: FastifyBaseLogger,
) => { stop(): Promise<void> };

export interface StartApiOptions {
  logger?: FastifyBaseLogger;
  beforeListening?: BeforeListening;
  afterListening?: AfterListening;
  /** The image store over the opened database; the database's (app.ts) by default. */
  imageStore?: (database: DatabaseHandle) => ImageStore;
}

/** Opens the configured database (migrating it), then serves the API until `close()`. */
export async function startApiServer(
  config: Config,
  options: StartApiOptions = {},
): Promise<RunningServer> {
  const logger = options.logger ?? pino({ level: config.logLevel });
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: path.join(config.dataDir, 'db'),
    timeouts: config.databaseTimeouts,
    onPoolError: (error) => logger.error({ err: error }, 'idle database connection failed'),
  });
  await options.beforeListening?.(database, logger);
  const imageStore = options.imageStore?.(database);
  const app = await buildApp({ config, database, logger, imageStore }).catch(
    async (error: unknown) => {
      await database.close();
      throw error;
    },
  );
  let background: { stop(): Promise<void> } | undefined;
  const close = async (closeOptions?: CloseOptions) => {
    // Fastify and the background work (which finishes the step it is on) first: in-flight
    // requests and that step finish before their database goes away.
    await Promise.all([background?.stop(), closeGracefully(app, closeOptions)]);
    await database.close();
  };
  try {
    const url = await listen(app, { port: config.apiPort, host: config.host });
    background = options.afterListening?.(database, logger);
    return { url, close };
  } catch (error) {
    await close();
    throw error;
  }
}
