import { closedBeforeAnswer, runSigtermUnderLoad, wasRefused } from './sigterm-under-load';

describe('npm start under SIGTERM to its process group (as Ctrl-C sends it)', () => {
  it('answers every request it received, ends the order streams with a reconnect hint, and every process is gone within 10 s', async () => {
    const report = await runSigtermUnderLoad({
      ports: { API_PORT: '5320', IDENTITY_PORT: '5321', PAYMENTS_PORT: '5322', WEB_PORT: '5323' },
    });
    const { outcomes } = report;
    // Every request the API received was answered, by its own request log…
    expect(report.received).toBeGreaterThan(0);
    expect(report.unanswered).toEqual([]);
    // …and a client saw no other failure than a refused connection (never sent) or one closed
    // before any answer: a request the server never read (see readApiRequestLog).
    const failed = outcomes.filter((outcome) => outcome.error && !wasRefused(outcome));
    expect(failed.filter((outcome) => !closedBeforeAnswer(outcome))).toEqual([]);
    // Every complete answer is one the API meant: no 5xx from the shutdown.
    expect(outcomes.filter((outcome) => outcome.status && outcome.status >= 500)).toEqual([]);
    // The load ran through the signal: some requests were answered after it.
    expect(outcomes.some((outcome) => outcome.afterSignal && outcome.status)).toBe(true);
    for (const kind of ['restaurant save with image', 'checkout', 'search']) {
      expect(outcomes.filter((outcome) => outcome.kind === kind && outcome.status)).not.toEqual([]);
    }
    for (const stream of report.streams) {
      expect(stream.endedCleanly).toBe(true);
      expect(stream.tail).toMatch(/retry: \d+\n\n$/);
    }
    expect(report.exitedAfterMs).toBeLessThan(10_000);
  }, 180_000);
});
