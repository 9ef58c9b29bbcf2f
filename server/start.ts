import path from 'node:path';
import pino from 'pino';
import { startApiServer } from './api-server';
import { buildIfStale } from './build-if-stale';
import { loadConfig, type Config } from './config';
import { isDemoSeedingEnabled } from './db/seed/seed-demo-data';
import { paymentsOptionsFromConfig, startPaymentsServer } from './payments/payments-server';
import { FORCE_CLOSE_AFTER_MS, type RunningServer } from './running-server';
import { startWebServer } from './web/web-server';

/** One process of the local system that `npm start` runs. */
export interface Service {
  name: string;
  /**
   * Called by the other services while they answer (the API calls the checkout and reads the
   * identity provider's keys): stopped once those have answered what they received.
   */
  servesOthers?: boolean;
  start(): Promise<RunningServer>;
}

/** A repeated signal within this time of the first is the same stop (see `main`), not 'now'. */
export const REPEATED_SIGNAL_GRACE_MS = 3_000;
/** However a shutdown goes, the process exits by then (FORCE_CLOSE_AFTER_MS cuts sockets before). */
export const SHUTDOWN_DEADLINE_MS = 9_500;

const root = path.resolve(__dirname, '..');

/**
 * What `npm start` runs, started together and listed in this order; one entry per process.
 * SERVICES picks some of them (e.g. 'api' alone, to restart it apart from the others).
 */
export function services(config: Config): Service[] {
  const logger = pino({ level: config.logLevel });
  const all: Service[] = [
    ...(config.localIdentity
      ? [{ name: 'identity', servesOthers: true, start: startLocalIdentity }]
      : []),
    ...(config.localPayments
      ? [{ name: 'payments', servesOthers: true, start: () => startLocalPayments(config, logger) }]
      : []),
    {
      name: 'api',
      start: () =>
        startApiServer(config, {
          logger: logger.child({ name: 'api' }),
          seedDemo: isDemoSeedingEnabled(),
        }),
    },
    {
      name: 'web',
      start: () =>
        startWebServer({
          port: config.webPort,
          host: config.host,
          distDir: path.join(root, 'dist'),
          apiOrigin: new URL(config.apiBaseUrl).origin,
          identityOrigin: new URL(config.auth0Domain).origin,
          logger: logger.child({ name: 'web' }),
        }),
    },
  ];
  const chosen: string[] = config.services;
  return all.filter((service) => chosen.includes(service.name));
}

// Loaded on demand: oidc-provider is ESM-only and not needed when Auth0 is configured.
async function startLocalIdentity(): Promise<RunningServer> {
  const { identityOptionsFromEnv, startIdentityServer } =
    await import('./identity/identity-server');
  return startIdentityServer(identityOptionsFromEnv());
}

function startLocalPayments(config: Config, logger: pino.Logger): Promise<RunningServer> {
  return startPaymentsServer({
    ...paymentsOptionsFromConfig(config),
    logger: logger.child({ name: 'payments' }),
  });
}

/** Starts every service; when one fails, stops the others and reports the first failure. */
export async function startAll(list: Service[]): Promise<Array<Service & RunningServer>> {
  const results = await Promise.allSettled(list.map((service) => service.start()));
  const started = results.flatMap((result, index) =>
    result.status === 'fulfilled' ? [{ ...list[index], ...result.value }] : [],
  );
  const failure = results.find((result) => result.status === 'rejected');
  if (failure) {
    await stopAll(started);
    throw failure.reason;
  }
  return started;
}

/**
 * Stops the services in two rounds (docs/decisions.md, "Graceful shutdown"): first each stops
 * starting work of its own (the checkout's webhook retries) and the services nobody else calls
 * (API, web) stop accepting and answer what they received; then the services those called while
 * answering (checkout, identity provider). Connections still open at `forceAt` are cut.
 */
export async function stopAll(
  running: Array<RunningServer & Partial<Pick<Service, 'servesOthers'>>>,
  options: { forceAt?: number } = {},
): Promise<void> {
  const forceAt = options.forceAt ?? Date.now() + FORCE_CLOSE_AFTER_MS;
  const close = (list: typeof running) =>
    Promise.allSettled([...list].reverse().map((server) => server.close({ forceAt })));
  const quiesced = Promise.allSettled(running.map((server) => server.quiesce?.()));
  await close(running.filter((server) => !server.servesOthers));
  await quiesced;
  await close(running.filter((server) => server.servesOthers));
}

/**
 * What SIGINT and SIGTERM do: the first stops every service gracefully and exits by
 * SHUTDOWN_DEADLINE_MS; a repeated signal within REPEATED_SIGNAL_GRACE_MS is the same stop (a
 * signal to the process group reaches this process from the terminal and again from npm, which
 * relays it to its script); one after that means 'exit now'.
 */
export function onStopSignals(
  stopGracefully: (forceAt: number) => Promise<void>,
  exit: (code: number) => void = (code) => process.exit(code),
): (signal: NodeJS.Signals) => void {
  let stoppingSince: number | undefined;
  return (signal) => {
    const now = Date.now();
    if (stoppingSince !== undefined) {
      if (now - stoppingSince < REPEATED_SIGNAL_GRACE_MS) return;
      console.log(`${signal} again: stopping now`);
      return exit(130);
    }
    stoppingSince = now;
    console.log(`${signal}: stopping…`);
    setTimeout(() => {
      console.error(`not stopped within ${SHUTDOWN_DEADLINE_MS / 1000} s: exiting`);
      exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    stopGracefully(now + FORCE_CLOSE_AFTER_MS).then(
      () => exit(0),
      (error: unknown) => {
        console.error(error);
        exit(1);
      },
    );
  };
}

async function main(): Promise<void> {
  const config = loadConfig();
  // From the start: a signal while the services start stops them once they have started.
  const system: { started?: Promise<Array<Service & RunningServer>> } = {};
  const onSignal = onStopSignals(async (forceAt) => {
    const running = await system.started?.catch(() => []);
    if (running) await stopAll(running, { forceAt });
  });
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  if (config.services.includes('web')) await buildIfStale(root);
  system.started = startAll(services(config));
  const running = await system.started;
  const width = Math.max(...running.map((service) => service.name.length)) + 2;
  for (const service of running) console.log(`${service.name.padEnd(width)}${service.url}`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
