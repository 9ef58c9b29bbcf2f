import type { Service } from '@local/services';
import { startAll, stopAll } from '@local/supervisor/run-services';

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

  it('starts a service once the work and the services it waits for are done', async () => {
    const events: string[] = [];
    let finishBuild: () => void = () => undefined;
    const built = new Promise<void>((resolve) => {
      finishBuild = () => {
        events.push('web built');
        resolve();
      };
    });
    const starting = startAll(
      [fakeService('api', 'starts', events), fakeService('web', 'starts', events)],
      { web: [built, 'api'] },
    );
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(events).toEqual(['api started']);
    finishBuild();
    const running = await starting;
    expect(events).toEqual(['api started', 'web built', 'web started']);
    await stopAll(running);
  });

  it('stops the others and reports the failure when what a service waits for fails', async () => {
    const events: string[] = [];
    const attempt = startAll(
      [fakeService('api', 'starts', events), fakeService('web', 'starts', events)],
      { web: [Promise.reject(new Error('the build failed')), 'api'] },
    );
    await expect(attempt).rejects.toThrow('the build failed');
    expect(events).toEqual(['api started', 'api closed']);
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
