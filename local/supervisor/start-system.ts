import type { RunningServer } from '@server/running-server';
import type { Service } from '../services';
import { startAll, stopAll } from './run-services';

export interface StartSystemOptions {
  /** Every service to start, in the order they are listed. */
  services: Service[];
  /** The service that serves the web build (started once `build` is done); 'web'. */
  webName?: string;
  /**
   * Brings dist/ up to date; runs while the other services start and the demo loads. `signal`
   * aborts it when another service failed to start (nothing would serve the build).
   */
  build: (signal: AbortSignal) => Promise<unknown>;
}

/**
 * Starts the services while the web app builds: the build (about half of a first start) and the
 * API's start with its demo load run at the same time. The web service starts last, once the build
 * is done and every other service listens, so that the first page it serves finds the API ready
 * (docs/decisions.md, "Supervisor"). When the build or a service fails, the services that started
 * are stopped and the first failure is reported; the build is awaited before that answer, so that
 * none outlives it.
 */
export async function startSystem({
  services,
  webName = 'web',
  build,
}: StartSystemOptions): Promise<Array<Service & RunningServer>> {
  const web = services.find((service) => service.name === webName);
  const others = services.filter((service) => service !== web);
  const abort = new AbortController();
  const building = web ? build(abort.signal) : Promise.resolve();
  const starting = startAll(others).catch((error: unknown) => {
    abort.abort();
    throw error;
  });
  const [othersResult, buildResult] = await Promise.allSettled([starting, building]);
  if (othersResult.status === 'rejected') throw othersResult.reason;
  const started = othersResult.value;
  if (buildResult.status === 'rejected') {
    await stopAll(started);
    throw buildResult.reason;
  }
  if (!web) return started;
  let webRunning: Array<Service & RunningServer>;
  try {
    webRunning = await startAll([web]);
  } catch (error) {
    await stopAll(started);
    throw error;
  }
  // In the order the services are listed.
  const running = [...started, ...webRunning];
  return services.flatMap((service) => running.filter((each) => each.name === service.name));
}
