import { FORCE_CLOSE_AFTER_MS, type RunningServer } from '@server/running-server';
import type { Service } from '../services';

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
