import { FORCE_CLOSE_AFTER_MS, type RunningServer } from '@server/running-server';
import { isToService, type ToSupervisor } from './child-messages';
import { REPEATED_SIGNAL_GRACE_MS, SHUTDOWN_DEADLINE_MS } from './stop-signals';

/**
 * How long a service's process that received SIGINT or SIGTERM waits for the supervisor to lead
 * the stop. Ctrl-C reaches every process of the group at once, and the supervisor stops the
 * services in order; a signal meant for this process alone (`kill <pid>`) is not followed by
 * word from the supervisor, and the process then stops by itself (and is restarted).
 */
export const SIGNAL_HANDOFF_MS = 1_000;

/** What a service's process does on each event of its own life. */
export interface ServiceControls {
  onMessage(message: unknown): void;
  /** The supervisor is gone (killed with SIGKILL, say): nothing will restart or stop this one. */
  onDisconnect(): void;
  onSignal(signal: NodeJS.Signals): void;
}

export interface ServiceProcessIo {
  send(message: ToSupervisor): void;
  exit(code: number): void;
  /** Whether a supervisor started this process (it has an IPC channel). */
  supervised: boolean;
}

/**
 * The controls of a process running one service that `started` resolves to. The supervisor
 * leads a stop through messages ('stopping', 'quiesce', 'close'); without it, a signal or the
 * loss of the supervisor stops the service gracefully. Either way the process exits once the
 * service has closed, or SHUTDOWN_DEADLINE_MS after its stop began if it hangs.
 */
export function serviceControls(
  started: Promise<RunningServer>,
  io: ServiceProcessIo,
): ServiceControls {
  const stop = stopOnce(started, io);
  let led = false;
  let signalledAt: number | undefined;
  return {
    onMessage(message) {
      if (!isToService(message)) return;
      if (message.type === 'system-started') {
        void started.then(
          (running) => running.systemStarted?.(),
          () => undefined,
        );
        return;
      }
      led = true;
      if (message.type === 'quiesce') quiesce(started, io);
      if (message.type === 'close') stop(message.forceAt);
    },
    onDisconnect: () => stop(),
    onSignal() {
      const now = Date.now();
      if (signalledAt !== undefined) {
        if (now - signalledAt >= REPEATED_SIGNAL_GRACE_MS) io.exit(130);
        return;
      }
      signalledAt = now;
      if (!io.supervised) return stop();
      setTimeout(() => {
        if (!led) stop();
      }, SIGNAL_HANDOFF_MS).unref();
    },
  };
}

/** Closes the service (the first call only) and exits: 0 once closed, 1 by the deadline. */
function stopOnce(started: Promise<RunningServer>, io: ServiceProcessIo) {
  let stopping = false;
  return (forceAt = Date.now() + FORCE_CLOSE_AFTER_MS) => {
    if (stopping) return;
    stopping = true;
    const deadline = forceAt - FORCE_CLOSE_AFTER_MS + SHUTDOWN_DEADLINE_MS;
    setTimeout(() => io.exit(1), Math.max(0, deadline - Date.now())).unref();
    started
      .then((running) => running.close({ forceAt }))
      .then(
        () => io.exit(0),
        (error: unknown) => {
          console.error(error);
          io.exit(1);
        },
      );
  };
}

function quiesce(started: Promise<RunningServer>, io: ServiceProcessIo): void {
  started
    .then((running) => running.quiesce?.())
    .then(
      () => io.send({ type: 'quiesced' }),
      (error: unknown) => console.error(error),
    );
}
