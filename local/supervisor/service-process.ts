/**
 * A process running one service of `npm start` (its name the first argument), forked by the
 * supervisor (local/start.ts). Crashing here takes only this service down; the supervisor
 * starts it again.
 */
import { loadConfig } from '@server/config';
import { services } from '../services';
import type { ToSupervisor } from './child-messages';
import { serviceControls } from './service-controls';

/** Sends when the supervisor is there (its loss is handled on 'disconnect'), then `after`. */
function send(message: ToSupervisor, after: () => void = () => undefined): void {
  if (process.connected && process.send) process.send(message, undefined, {}, after);
  else after();
}

function main(): void {
  const name = process.argv[2];
  const config = loadConfig();
  const service = services(config).find((candidate) => candidate.name === name);
  if (!service) throw new Error(`There is no service '${name}' to run`);
  const started = service.start();
  const controls = serviceControls(started, {
    send: (message) => send(message),
    exit: (code) => process.exit(code),
    supervised: process.connected,
  });
  // Listening from the start: the supervisor may lead a stop while the service is starting.
  process.on('message', controls.onMessage);
  process.on('disconnect', controls.onDisconnect);
  process.on('SIGINT', controls.onSignal);
  process.on('SIGTERM', controls.onSignal);
  started.then(
    ({ url }) => send({ type: 'ready', url }),
    (error: unknown) => {
      // Supervised, the supervisor says why in one line (a database it cannot reach, say); the
      // stack is for whoever runs the service alone, or asks for debug logs.
      const debugging = config.logLevel === 'debug' || config.logLevel === 'trace';
      if (!process.connected || debugging) console.error(`${name} could not start:`, error);
      const message = error instanceof Error ? error.message : String(error);
      send({ type: 'failed', message }, () => process.exit(1));
    },
  );
}

main();
