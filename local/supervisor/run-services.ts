import { FORCE_CLOSE_AFTER_MS, type RunningServer } from '@server/running-server';
import type { Service } from '../services';

/** What a service waits for before it starts: work of its own, or other services (by name). */
export type StartAfter = Record<string, Array<Promise<unknown> | string>>;

/**
 * Starts every service, each once what `after` names for it is done (the others at once); when
 * one fails, stops the others and reports the first failure in the list's order.
 */
export async function startAll(
  list: Service[],
  after: StartAfter = {},
): Promise<Array<Service & RunningServer>> {
  const starts = new Map<string, Promise<RunningServer>>();
  for (const service of list) {
    const waits = (after[service.name] ?? []).map((wait) =>
      typeof wait === 'string' ? starts.get(wait) : wait,
    );
    starts.set(
      service.name,
      Promise.all(waits).then(() => service.start()),
    );
  }
  const results = await Promise.allSettled(list.map((service) => starts.get(service.name)!));
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
