import { restartDelay, RESTART_POLICY } from '@local/supervisor/restart-policy';

describe('restartDelay', () => {
  const { firstDelayMs, maxDelayMs, resetAfterMs } = RESTART_POLICY;

  it('restarts a service that had been running a while soon: 0.5 s', () => {
    expect(firstDelayMs).toBe(500);
    expect(restartDelay(undefined, 3 * 60_000)).toBe(500);
    expect(restartDelay(8_000, resetAfterMs)).toBe(500);
  });

  it('doubles the wait each time a restarted service fails again soon, up to 10 s', () => {
    const waits: number[] = [];
    let wait: number | undefined;
    for (let failure = 0; failure < 8; failure++) {
      wait = restartDelay(wait, 2_000);
      waits.push(wait);
    }
    expect(waits).toEqual([500, 1_000, 2_000, 4_000, 8_000, 10_000, 10_000, 10_000]);
    expect(maxDelayMs).toBe(10_000);
  });

  it('starts over once a restarted service has run a while', () => {
    expect(restartDelay(10_000, resetAfterMs - 1)).toBe(10_000);
    expect(restartDelay(10_000, resetAfterMs)).toBe(500);
  });
});
