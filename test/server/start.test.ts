import { loadConfig } from '@server/config';
import {
  onStopSignals,
  REPEATED_SIGNAL_GRACE_MS,
  SHUTDOWN_DEADLINE_MS,
  services,
  startAll,
  stopAll,
  type Service,
} from '@server/start';
import { closedBeforeAnswer, runSigtermUnderLoad, wasRefused } from '../system/sigterm-under-load';

function fakeService(
  name: string,
  outcome: 'starts' | 'fails',
  events: string[],
  servesOthers = false,
): Service {
  return {
    name,
    servesOthers,
    start: async () => {
      if (outcome === 'fails') throw new Error(`${name} could not listen`);
      events.push(`${name} started`);
      return {
        url: `http://localhost/${name}`,
        close: async () => {
          events.push(`${name} closed`);
        },
      };
    },
  };
}

describe('services', () => {
  it('are every process of the local system, or those SERVICES names', () => {
    expect(services(loadConfig({})).map((service) => service.name)).toEqual([
      'identity',
      'payments',
      'api',
      'web',
    ]);
    const apiAlone = services(loadConfig({ SERVICES: 'api' }));
    expect(apiAlone.map((service) => service.name)).toEqual(['api']);
  });
});

describe('startAll', () => {
  it('starts every service and reports its address', async () => {
    const events: string[] = [];
    const running = await startAll([
      fakeService('api', 'starts', events),
      fakeService('web', 'starts', events),
    ]);
    expect(running.map(({ name, url }) => [name, url])).toEqual([
      ['api', 'http://localhost/api'],
      ['web', 'http://localhost/web'],
    ]);
    await stopAll(running);
    expect(events).toEqual(['api started', 'web started', 'web closed', 'api closed']);
  });

  it('closes the services that started when another fails, and reports the failure', async () => {
    const events: string[] = [];
    const attempt = startAll([
      fakeService('api', 'starts', events),
      fakeService('identity', 'fails', events),
      fakeService('web', 'starts', events),
    ]);
    await expect(attempt).rejects.toThrow('identity could not listen');
    expect(events).toEqual(['api started', 'web started', 'web closed', 'api closed']);
  });
});

describe('stopAll', () => {
  it('stops the services others call once the others have answered what they received', async () => {
    const events: string[] = [];
    let finishWebhook = () => undefined as void;
    const payments = {
      name: 'payments',
      servesOthers: true,
      url: 'http://localhost/payments',
      quiesce: async () => {
        events.push('payments stops starting deliveries');
        await new Promise<void>((resolve) => (finishWebhook = resolve));
        events.push('payments delivery answered');
      },
      close: async () => {
        events.push('payments closed');
      },
    };
    const api = {
      name: 'api',
      url: 'http://localhost/api',
      close: async () => {
        events.push('api closing');
        await new Promise((resolve) => setTimeout(resolve, 10));
        finishWebhook();
        events.push('api closed');
      },
    };
    await stopAll([payments, api]);
    expect(events).toEqual([
      'payments stops starting deliveries',
      'api closing',
      'api closed',
      'payments delivery answered',
      'payments closed',
    ]);
  });

  it('tells every service when to cut the connections still open', async () => {
    const forceAts: Array<number | undefined> = [];
    const server = (name: string) => ({
      name,
      url: `http://localhost/${name}`,
      close: async (options?: { forceAt?: number }) => {
        forceAts.push(options?.forceAt);
      },
    });
    await stopAll([server('identity'), server('api')], { forceAt: 1234 });
    expect(forceAts).toEqual([1234, 1234]);
  });
});

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
