import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { buildApp, defaultImageStore } from './app';
import type { Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/database';
import type { ImageStore } from './images/image-store';
import { closeGracefully, listen, type CloseOptions, type RunningServer } from './running-server';

/** What work before listening may add to the API. */
export interface ApiAdditions {
  /** The image store to serve from instead of the one `BeforeListening` was given. */
  imageStore?: ImageStore;
  /**
   * Work started once the whole system serves (RunningServer.systemStarted); stopped before the
   * database closes.
   */
  inBackground?: () => { stop(): Promise<void> };
}

/**
 * Work on the opened database before the API listens (the local system loads its demo catalogue
 * there, and draws its pictures in the background). It reports its own failures: the API starts
 * whatever happens to it.
 */
export type BeforeListening = (
  database: DatabaseHandle,
  logger: FastifyBaseLogger,
  imageStore: ImageStore,
) => Promise<ApiAdditions>;

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
  const defaultStore = defaultImageStore(config, database.db);
  const additions = (await options.beforeListening?.(database, logger, defaultStore)) ?? {};
  const imageStore = additions.imageStore ?? defaultStore;
  const app = await buildApp({ config, database, logger, imageStore }).catch(
    async (error: unknown) => {
      await database.close();
      throw error;
    },
  );
  let background: { stop(): Promise<void> } | undefined;
  const close = async (closeOptions?: CloseOptions) => {
    // Fastify first: in-flight requests finish before their database goes away.
    await closeGracefully(app, closeOptions);
    await background?.stop();
    await database.close();
  };
  try {
    const url = await listen(app, { port: config.apiPort, host: config.host });
    const systemStarted = () => {
      background ??= additions.inBackground?.();
    };
    return { url, close, systemStarted };
  } catch (error) {
    await close();
    throw error;
  }
}
