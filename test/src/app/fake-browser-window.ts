/**
 * A window whose load, requests, idle time, document head and service worker container a test
 * drives; its timers are Jest's (fake ones when the test says so).
 */
export function fakeBrowserWindow({
  loaded = false,
  serviceWorkers = true,
  idleCallbacks = true,
  resourceTiming = true,
}: {
  loaded?: boolean;
  serviceWorkers?: boolean;
  idleCallbacks?: boolean;
  resourceTiming?: boolean;
} = {}) {
  const register = jest.fn(() => Promise.resolve({}));
  const listeners: Array<() => void> = [];
  const idle: Array<() => void> = [];
  // What each observer observes: a request's end or a long task is an entry of either type.
  const observers = new Set<() => void>();
  class FakePerformanceObserver {
    constructor(private readonly callback: () => void) {}
    observe() {
      observers.add(this.callback);
    }
    disconnect() {
      observers.delete(this.callback);
    }
  }
  const doc = document.implementation.createHTMLDocument();
  Object.defineProperty(doc, 'readyState', { value: loaded ? 'complete' : 'interactive' });
  const win = {
    document: doc,
    navigator: serviceWorkers ? { serviceWorker: { register } } : {},
    addEventListener: jest.fn((type: string, listener: () => void) => {
      if (type === 'load') listeners.push(listener);
    }),
    requestIdleCallback: idleCallbacks
      ? jest.fn((callback: () => void) => idle.push(callback))
      : undefined,
    setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
    clearTimeout: (id: number) => clearTimeout(id),
    PerformanceObserver: resourceTiming ? FakePerformanceObserver : undefined,
  };
  return {
    window: win as unknown as Window & typeof globalThis,
    register,
    load: () => listeners.forEach((listener) => listener()),
    /** A request of the page's ends, or a long task runs. */
    fetched: () => observers.forEach((callback) => callback()),
    /** The browser is idle: what waited for it runs, once. */
    idle: () => idle.splice(0).forEach((callback) => callback()),
    observing: () => observers.size,
  };
}
