import { FORCE_CLOSE_AFTER_MS } from '@server/running-server';

/** A repeated signal within this time of the first is the same stop (see `onStopSignals`), not 'now'. */
export const REPEATED_SIGNAL_GRACE_MS = 3_000;
/** However a shutdown goes, the process exits by then (FORCE_CLOSE_AFTER_MS cuts sockets before). */
export const SHUTDOWN_DEADLINE_MS = 9_500;

/**
 * What SIGINT and SIGTERM do to `npm start`: the first stops every service gracefully and exits
 * by SHUTDOWN_DEADLINE_MS; a repeated signal within REPEATED_SIGNAL_GRACE_MS is the same stop (a
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
