import {
  registerServiceWorkerWhenIdle,
  SERVICE_WORKER_URL,
} from '@/app/service-worker-registration';

/** A window whose load, idle time and service worker container the test drives. */
function fakeWindow({
  loaded = false,
  serviceWorkers = true,
  idleCallbacks = true,
}: { loaded?: boolean; serviceWorkers?: boolean; idleCallbacks?: boolean } = {}) {
  const register = jest.fn(() => Promise.resolve({}));
  const listeners: Array<() => void> = [];
  const idle: Array<() => void> = [];
  const timers: Array<() => void> = [];
  const win = {
    document: { readyState: loaded ? 'complete' : 'interactive' },
    navigator: serviceWorkers ? { serviceWorker: { register } } : {},
    addEventListener: jest.fn((type: string, listener: () => void) => {
      if (type === 'load') listeners.push(listener);
    }),
    requestIdleCallback: idleCallbacks
      ? jest.fn((callback: () => void) => idle.push(callback))
      : undefined,
    setTimeout: jest.fn((callback: () => void) => timers.push(callback)),
  };
  return {
    window: win as unknown as Window,
    register,
    load: () => listeners.forEach((listener) => listener()),
    idle: () => idle.forEach((callback) => callback()),
    nextTask: () => timers.forEach((callback) => callback()),
  };
}

describe('registering the service worker', () => {
  it('waits for the load and then for idle time', () => {
    const page = fakeWindow();
    registerServiceWorkerWhenIdle({ production: true, window: page.window });
    expect(page.register).not.toHaveBeenCalled();
    page.load();
    expect(page.register).not.toHaveBeenCalled();
    page.idle();
    expect(page.register).toHaveBeenCalledWith(SERVICE_WORKER_URL);
  });

  it('waits only for idle time when the page has loaded already', () => {
    const page = fakeWindow({ loaded: true });
    registerServiceWorkerWhenIdle({ production: true, window: page.window });
    page.idle();
    expect(page.register).toHaveBeenCalledWith('/sw.js');
  });

  it('waits for the next task where the browser has no idle callbacks', () => {
    const page = fakeWindow({ idleCallbacks: false });
    registerServiceWorkerWhenIdle({ production: true, window: page.window });
    page.load();
    page.nextTask();
    expect(page.register).toHaveBeenCalledTimes(1);
  });

  it('registers nothing outside a production build', () => {
    const page = fakeWindow({ loaded: true });
    registerServiceWorkerWhenIdle({ production: false, window: page.window });
    page.idle();
    expect(page.register).not.toHaveBeenCalled();
    // The tests' own build is not one.
    registerServiceWorkerWhenIdle({ window: page.window });
    page.idle();
    expect(page.register).not.toHaveBeenCalled();
  });

  it('does nothing where the browser has no service workers', () => {
    const page = fakeWindow({ serviceWorkers: false });
    expect(() =>
      registerServiceWorkerWhenIdle({ production: true, window: page.window }),
    ).not.toThrow();
    expect(page.window.addEventListener).not.toHaveBeenCalled();
  });
});
