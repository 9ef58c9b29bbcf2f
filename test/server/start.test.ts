import { loadConfig } from '@server/config';
import { services, startAll, stopAll, type Service } from '@server/start';

function fakeService(name: string, outcome: 'starts' | 'fails', events: string[]): Service {
  return {
    name,
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
