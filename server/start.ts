import path from 'node:path';
import pino from 'pino';
import { startApiServer } from './api-server';
import { buildIfStale } from './build-if-stale';
import { loadConfig, type Config } from './config';
import { isDemoSeedingEnabled } from './db/seed/seed-demo-data';
import { paymentsOptionsFromConfig, startPaymentsServer } from './payments/payments-server';
import type { RunningServer } from './running-server';
import { startWebServer } from './web/web-server';

/** One process of the local system that `npm start` runs. */
export interface Service {
  name: string;
  start(): Promise<RunningServer>;
}

const root = path.resolve(__dirname, '..');

/**
 * What `npm start` runs, started together and listed in this order; one entry per process.
 * SERVICES picks some of them (e.g. 'api' alone, to restart it apart from the others).
 */
export function services(config: Config): Service[] {
  const logger = pino({ level: config.logLevel });
  const all: Service[] = [
    ...(config.localIdentity ? [{ name: 'identity', start: startLocalIdentity }] : []),
    ...(config.localPayments
      ? [{ name: 'payments', start: () => startLocalPayments(config, logger) }]
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

export async function stopAll(running: RunningServer[]): Promise<void> {
  await Promise.allSettled([...running].reverse().map((server) => server.close()));
}

async function main(): Promise<void> {
  const config = loadConfig();
  if (config.services.includes('web')) await buildIfStale(root);
  const running = await startAll(services(config));
  const width = Math.max(...running.map((service) => service.name.length)) + 2;
  for (const service of running) console.log(`${service.name.padEnd(width)}${service.url}`);

  let stopping = false;
  const stop = () => {
    // A second Ctrl-C while shutting down means now.
    if (stopping) process.exit(130);
    stopping = true;
    console.log('stopping…');
    void stopAll(running).then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
