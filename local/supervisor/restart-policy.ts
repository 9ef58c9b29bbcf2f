/** How long the supervisor waits before starting a service again after its process ended. */
export interface RestartPolicy {
  /** The wait after a service that had been running a while: back soon, since it may be a fluke. */
  firstDelayMs: number;
  /** The longest wait, however often a service keeps failing. */
  maxDelayMs: number;
  /** A process that ran this long counts as having worked: the next wait is the first again. */
  resetAfterMs: number;
}

/** 0.5 s, doubling on each quick failure up to 10 s; back to 0.5 s after a minute's run. */
export const RESTART_POLICY: RestartPolicy = {
  firstDelayMs: 500,
  maxDelayMs: 10_000,
  resetAfterMs: 60_000,
};

/**
 * The wait before restarting a service whose process ran for `ranForMs`, given the wait before
 * that process was started (undefined for its first start). A process that fails as it starts
 * (a port taken, a broken file) is not restarted in a tight loop.
 */
export function restartDelay(
  previousDelayMs: number | undefined,
  ranForMs: number,
  policy: RestartPolicy = RESTART_POLICY,
): number {
  if (previousDelayMs === undefined || ranForMs >= policy.resetAfterMs) return policy.firstDelayMs;
  return Math.min(previousDelayMs * 2, policy.maxDelayMs);
}
