import type { FastifyInstance } from 'fastify';

/**
 * Runs `work` once the app is ready and then every `intervalMs` until it closes, one run at a
 * time (a run still going when the next is due makes that one skip). The timer does not keep the
 * process alive, and closing waits for the run in progress, so that it never outlives the
 * database. A failed run is logged; the next one tries again.
 */
export function runPeriodically(
  app: FastifyInstance,
  name: string,
  intervalMs: number,
  work: () => Promise<unknown>,
): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let closed = false;

  const run = () => {
    if (running || closed) return;
    running = work()
      .then(
        () => undefined,
        (error: unknown) => app.log.warn({ err: error }, `${name} failed; tried again later`),
      )
      .finally(() => {
        running = undefined;
      });
  };

  app.addHook('onReady', async () => {
    // Not awaited: the first run (work left by a stopped process) must not delay listening.
    run();
    timer = setInterval(run, intervalMs).unref();
  });
  app.addHook('onClose', async () => {
    closed = true;
    clearInterval(timer);
    await running;
  });
}
