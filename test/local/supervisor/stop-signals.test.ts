import {
  onStopSignals,
  REPEATED_SIGNAL_GRACE_MS,
  SHUTDOWN_DEADLINE_MS,
} from '@local/supervisor/stop-signals';

describe('onStopSignals', () => {
  beforeEach(() => jest.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => jest.useRealTimers());

  function harness() {
    const exits: number[] = [];
    let finish = () => undefined as void;
    const stops: number[] = [];
    const onSignal = onStopSignals(
      (forceAt) => {
        stops.push(forceAt);
        return new Promise<void>((resolve) => (finish = resolve));
      },
      (code) => exits.push(code),
    );
    return { onSignal, exits, stops, finish: () => finish() };
  }

  beforeEach(() => jest.spyOn(console, 'log').mockImplementation(() => undefined));
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it('stops gracefully once, however often the signal is relayed at first, then exits 0', async () => {
    const { onSignal, exits, stops, finish } = harness();
    onSignal('SIGTERM');
    jest.advanceTimersByTime(35);
    onSignal('SIGTERM');
    onSignal('SIGINT');
    expect(stops).toHaveLength(1);
    expect(exits).toEqual([]);
    finish();
    await new Promise(jest.requireActual<typeof import('node:timers')>('node:timers').setImmediate);
    expect(exits).toEqual([0]);
  });

  it('exits at once on a signal repeated after the grace, as a second Ctrl-C', () => {
    const { onSignal, exits } = harness();
    onSignal('SIGINT');
    jest.advanceTimersByTime(REPEATED_SIGNAL_GRACE_MS);
    onSignal('SIGINT');
    expect(exits).toEqual([130]);
  });

  it('exits by the deadline when a service does not stop', () => {
    const { onSignal, exits } = harness();
    onSignal('SIGTERM');
    jest.advanceTimersByTime(SHUTDOWN_DEADLINE_MS - 1);
    expect(exits).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(exits).toEqual([1]);
  });
});
