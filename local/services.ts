import path from 'node:path';
import pino from 'pino';
import type { Config } from '@server/config';
import type { RunningServer } from '@server/running-server';
import { webDistDir } from './web-dist-dir';

/** One service of the local system that `npm start` runs, each in a process of its own. */
export interface Service {
  name: string;
  /**
   * Called by the other services while they answer (the API calls the checkout and reads the
   * identity provider's keys): stopped once those have answered what they received.
   */
  servesOthers?: boolean;
  start(): Promise<RunningServer>;
}

const root = path.resolve(__dirname, '..');

/**
 * What `npm start` runs, listed in this order; SERVICES picks some of them (e.g. 'api' alone, to
 * restart it apart from the others). Each service loads its code when started, so that the
 * supervisor, which only needs the list, stays small.
 */
export function services(config: Config): Service[] {
  const logger = pino({ level: config.logLevel });
  const all: Service[] = [
    ...(config.localIdentity
      ? [{ name: 'identity', servesOthers: true, start: startIdentity }]
      : []),
    ...(config.localPayments
      ? [{ name: 'payments', servesOthers: true, start: () => startPayments(config, logger) }]
      : []),
    { name: 'api', start: () => startApi(config, logger) },
    { name: 'web', start: () => startWeb(config, logger) },
  ];
  const chosen: string[] = config.services;
  return all.filter((service) => chosen.includes(service.name));
}

// oidc-provider is ESM-only and not needed when Auth0 is configured.
async function startIdentity(): Promise<RunningServer> {
  const { identityOptionsFromEnv, startIdentityServer } =
    await import('./identity/identity-server');
  return startIdentityServer(identityOptionsFromEnv());
}

async function startPayments(config: Config, logger: pino.Logger): Promise<RunningServer> {
  const { paymentsOptionsFromConfig, startPaymentsServer } =
    await import('./payments/payments-server');
  return startPaymentsServer({
    ...paymentsOptionsFromConfig(config),
    logger: logger.child({ name: 'payments' }),
  });
}

async function startApi(config: Config, logger: pino.Logger): Promise<RunningServer> {
  const { startApiServer } = await import('@server/api-server');
  const { seedDemoOnFirstStart } = await import('./demo-seeding');
  return startApiServer(config, {
    logger: logger.child({ name: 'api' }),
    // Seeds only when SEED_DEMO allows; draws the pictures an earlier start left undrawn anyway.
    beforeListening: seedDemoOnFirstStart(config),
  });
}

async function startWeb(config: Config, logger: pino.Logger): Promise<RunningServer> {
  const { startWebServer } = await import('./web/web-server');
  return startWebServer({
    port: config.webPort,
    host: config.host,
    distDir: webDistDir(root),
    apiOrigin: new URL(config.apiBaseUrl).origin,
    identityOrigin: new URL(config.auth0Domain).origin,
    logger: logger.child({ name: 'web' }),
  });
}
