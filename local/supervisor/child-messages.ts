/**
 * What the supervisor and a service's process say to each other over the IPC channel of
 * `child_process.fork`.
 */

/** From the supervisor to a service's process. */
export type ToService =
  /** A stop is under way: the signal the process may have received too is the supervisor's to act on. */
  | { type: 'stopping' }
  /** The first step of a stop: start no work of one's own any more (RunningServer.quiesce). */
  | { type: 'quiesce' }
  /** Stop serving, cutting what is still open at `forceAt` (a Date.now() time), and exit. */
  | { type: 'close'; forceAt: number }
  /** Every service serves (RunningServer.systemStarted). */
  | { type: 'system-started' };

/** From a service's process to the supervisor. */
export type ToSupervisor =
  /** Started and serving at `url`. */
  | { type: 'ready'; url: string }
  /** Did not start (the process then exits). */
  | { type: 'failed'; message: string }
  /** Done with the 'quiesce' step. */
  | { type: 'quiesced' };

const SERVICE_TYPES = new Set<unknown>(['stopping', 'quiesce', 'close', 'system-started']);
const SUPERVISOR_TYPES = new Set<unknown>(['ready', 'failed', 'quiesced']);

function typeOf(message: unknown): unknown {
  return typeof message === 'object' && message !== null && 'type' in message
    ? message.type
    : undefined;
}

export function isToService(message: unknown): message is ToService {
  return SERVICE_TYPES.has(typeOf(message));
}

export function isToSupervisor(message: unknown): message is ToSupervisor {
  return SUPERVISOR_TYPES.has(typeOf(message));
}
