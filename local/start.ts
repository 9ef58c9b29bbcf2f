/**
 * `npm start`: the supervisor of the local system. Each service (identity provider, checkout,
 * API, web) runs in a child process of its own (supervisor/service-process.ts), so that a crash
 * of one leaves the others serving; this process restarts it, and stops them all in order on
 * SIGINT or SIGTERM (docs/decisions.md, "Supervisor").
 */
import path from 'node:path';
import pino from 'pino';
import { buildIfStale } from './build-if-stale';
import { loadConfig } from '@server/config';
import type { RunningServer } from '@server/running-server';
import { services, type Service } from './services';
import { startAll, stopAll } from './supervisor/run-services';
import { onStopSignals } from './supervisor/stop-signals';
import { superviseService } from './supervisor/supervised-service';

export { services, type Service } from './services';

const root = path.resolve(__dirname, '..');

async function main(): Promise<void> {
  const config = loadConfig();
  const log = pino({ level: config.logLevel }).child({ name: 'supervisor' });
  const supervised = services(config).map((service) => superviseService(service, { log }));
  // However this process ends (a second Ctrl-C, the deadline), no service outlives it.
  process.on('exit', () => supervised.forEach((service) => service.kill()));

  // From the start: a signal while the services start stops them once they have started.
  const system: { started?: Promise<Array<Service & RunningServer>> } = {};
  const onSignal = onStopSignals(async (forceAt) => {
    supervised.forEach((service) => service.announceStop());
    const running = await system.started?.catch(() => []);
    if (running) await stopAll(running, { forceAt });
  });
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  // The web build runs beside the other services' start (the API loading the demo catalogue uses
  // the other core). The web server starts once it is built and the API serves, so that the first
  // page never asks an API that is not there yet.
  const built = config.services.includes('web') ? buildIfStale(root) : undefined;
  system.started = startAll(supervised, built ? { web: [built, 'api'] } : {});
  const running = await system.started;
  // Work that would slow the others' start waits for this (the API's demo pictures).
  running.forEach((service) => service.systemStarted?.());
  const width = Math.max(...running.map((service) => service.name.length)) + 2;
  for (const service of running) console.log(`${service.name.padEnd(width)}${service.url}`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
