import type { RunningServer } from '@server/running-server';
import type { ToSupervisor } from '@local/supervisor/child-messages';
import { serviceControls, SIGNAL_HANDOFF_MS } from '@local/supervisor/service-controls';
import { REPEATED_SIGNAL_GRACE_MS, SHUTDOWN_DEADLINE_MS } from '@local/supervisor/stop-signals';

function harness({ supervised = true, closes = true } = {}) {
  const events: string[] = [];
  const sent: ToSupervisor[] = [];
  const exits: number[] = [];
  const server: RunningServer = {
    url: 'http://localhost:7000',
    quiesce: async () => {
      events.push('quiesced');
    },
    close: (options) => {
      events.push(`closing, cut at ${options?.forceAt}`);
      return closes ? Promise.resolve() : new Promise(() => undefined);
    },
    systemStarted: () => events.push('system started'),
  };
  const controls = serviceControls(Promise.resolve(server), {
    send: (message) => sent.push(message),
    exit: (code) => exits.push(code),
    supervised,
  });
  return { controls, events, sent, exits };
}

describe('serviceControls (a service in its own process)', () => {
  beforeEach(() => jest.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => jest.useRealTimers());

  it("closes when the supervisor says so, cutting at the supervisor's deadline, then exits 0", async () => {
    const { controls, events, exits } = harness();
    controls.onMessage({ type: 'close', forceAt: 1_008_000 });
    await jest.advanceTimersByTimeAsync(0);
    expect(events).toEqual(['closing, cut at 1008000']);
    expect(exits).toEqual([0]);
  });

  it('passes on that the whole system serves, and still stops by itself on its own signal', async () => {
    const { controls, events, exits } = harness();
    controls.onMessage({ type: 'system-started' });
    await jest.advanceTimersByTimeAsync(0);
    expect(events).toEqual(['system started']);
    controls.onSignal('SIGTERM');
    await jest.advanceTimersByTimeAsync(SIGNAL_HANDOFF_MS);
    expect(exits).toEqual([0]);
  });

  it('quiesces when asked and says so', async () => {
    const { controls, events, sent } = harness();
    controls.onMessage({ type: 'quiesce' });
    await jest.advanceTimersByTimeAsync(0);
    expect(events).toEqual(['quiesced']);
    expect(sent).toEqual([{ type: 'quiesced' }]);
  });

  it('leaves a signal the whole group received to the supervisor, which stops the services in order', async () => {
    const { controls, events, exits } = harness();
    controls.onSignal('SIGINT');
    controls.onMessage({ type: 'stopping' });
    await jest.advanceTimersByTimeAsync(SIGNAL_HANDOFF_MS * 5);
    expect([events, exits]).toEqual([[], []]);
  });

  it('stops by itself on a signal meant for it alone', async () => {
    const { controls, events, exits } = harness();
    controls.onSignal('SIGTERM');
    await jest.advanceTimersByTimeAsync(SIGNAL_HANDOFF_MS - 1);
    expect(events).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    expect(events).toEqual([`closing, cut at ${1_000_000 + SIGNAL_HANDOFF_MS + 8_000}`]);
    expect(exits).toEqual([0]);
  });

  it('stops at once on a signal when no supervisor started it', async () => {
    const { controls, exits } = harness({ supervised: false });
    controls.onSignal('SIGTERM');
    await jest.advanceTimersByTimeAsync(0);
    expect(exits).toEqual([0]);
  });

  it('stops gracefully when the supervisor is gone (killed with SIGKILL)', async () => {
    const { controls, events, exits } = harness();
    controls.onDisconnect();
    await jest.advanceTimersByTimeAsync(0);
    expect(events).toEqual(['closing, cut at 1008000']);
    expect(exits).toEqual([0]);
  });

  it('exits at once on a signal repeated after the grace, as a second Ctrl-C', async () => {
    const { controls, exits } = harness({ closes: false });
    controls.onSignal('SIGINT');
    controls.onMessage({ type: 'stopping' });
    await jest.advanceTimersByTimeAsync(REPEATED_SIGNAL_GRACE_MS - 1);
    controls.onSignal('SIGINT');
    expect(exits).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    controls.onSignal('SIGINT');
    expect(exits).toEqual([130]);
  });

  it('exits by the deadline when its service does not close', async () => {
    const { controls, exits } = harness({ closes: false });
    controls.onMessage({ type: 'close', forceAt: 1_008_000 });
    await jest.advanceTimersByTimeAsync(SHUTDOWN_DEADLINE_MS - 1);
    expect(exits).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    expect(exits).toEqual([1]);
  });
});
