import type { Service } from '@local/services';
import { startSystem } from '@local/supervisor/start-system';

/** A service whose start resolves (or fails) when the test says so. */
function controlledService(name: string, events: string[]) {
  let finish: (outcome: 'starts' | 'fails') => void = () => undefined;
  const service: Service = {
    name,
    start: () =>
      new Promise((resolve, reject) => {
        events.push(`${name} starting`);
        finish = (outcome) => {
          if (outcome === 'fails') return reject(new Error(`${name} could not listen`));
          events.push(`${name} started`);
          resolve({
            url: `http://localhost/${name}`,
            close: async () => {
              events.push(`${name} closed`);
            },
          });
        };
      }),
  };
  return { service, finish: (outcome: 'starts' | 'fails') => finish(outcome) };
}

function controlledBuild(events: string[]) {
  let finish: (ok: boolean) => void = () => undefined;
  let signal: AbortSignal | undefined;
  const build = (given: AbortSignal) =>
    new Promise<void>((resolve, reject) => {
      signal = given;
      events.push('build started');
      const stop = () => reject(new Error('The web build was stopped'));
      given.addEventListener('abort', stop, { once: true });
      finish = (ok) => {
        events.push(ok ? 'build done' : 'build failed');
        if (ok) resolve();
        else reject(new Error('The web build failed (exit code 2)'));
      };
    });
  return { build, finish: (ok: boolean) => finish(ok), aborted: () => signal?.aborted };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('startSystem', () => {
  it('builds while the other services start, and starts the web service once both are done', async () => {
    const events: string[] = [];
    const api = controlledService('api', events);
    const web = controlledService('web', events);
    const build = controlledBuild(events);
    const started = startSystem({ services: [api.service, web.service], build: build.build });
    await tick();
    expect(events).toEqual(['build started', 'api starting']);
    build.finish(true);
    await tick();
    // The API is not listening yet: the web service waits for it.
    expect(events).not.toContain('web starting');
    api.finish('starts');
    await tick();
    expect(events.at(-1)).toBe('web starting');
    web.finish('starts');
    const running = await started;
    expect(running.map((service) => service.name)).toEqual(['api', 'web']);
  });

  it('waits for the build when the other services listen first', async () => {
    const events: string[] = [];
    const api = controlledService('api', events);
    const web = controlledService('web', events);
    const build = controlledBuild(events);
    const started = startSystem({ services: [web.service, api.service], build: build.build });
    await tick();
    api.finish('starts');
    await tick();
    expect(events).not.toContain('web starting');
    build.finish(true);
    await tick();
    web.finish('starts');
    // Listed in the order given.
    expect((await started).map((service) => service.name)).toEqual(['web', 'api']);
  });

  it('stops the services that started when the build fails, and reports it', async () => {
    const events: string[] = [];
    const api = controlledService('api', events);
    const web = controlledService('web', events);
    const build = controlledBuild(events);
    const started = startSystem({ services: [api.service, web.service], build: build.build });
    await tick();
    api.finish('starts');
    build.finish(false);
    await expect(started).rejects.toThrow('The web build failed');
    expect(events).toEqual([
      'build started',
      'api starting',
      'api started',
      'build failed',
      'api closed',
    ]);
  });

  it('stops the build when another service fails to start, and reports that failure', async () => {
    const events: string[] = [];
    const api = controlledService('api', events);
    const web = controlledService('web', events);
    const build = controlledBuild(events);
    const started = startSystem({ services: [api.service, web.service], build: build.build });
    await tick();
    api.finish('fails');
    await expect(started).rejects.toThrow('api could not listen');
    expect(build.aborted()).toBe(true);
    expect(events).not.toContain('web starting');
  });

  it('does not build when the web service is not started', async () => {
    const events: string[] = [];
    const api = controlledService('api', events);
    const build = controlledBuild(events);
    const started = startSystem({ services: [api.service], build: build.build });
    await tick();
    api.finish('starts');
    expect((await started).map((service) => service.name)).toEqual(['api']);
    expect(events).not.toContain('build started');
  });
});
