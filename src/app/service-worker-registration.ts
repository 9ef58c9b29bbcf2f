import { logFailure } from '@/lib/log-failure';

/** Where the build writes the service worker (webpack.config.ts): at the root, it serves every page. */
export const SERVICE_WORKER_URL = '/sw.js';

/** How long registration waits for idle time before going ahead anyway. */
const IDLE_TIMEOUT_MS = 5000;

interface RegistrationEnvironment {
  production: boolean;
  window: Window;
}

/**
 * Registers the service worker (src/service-worker/) once the page is loaded and the browser is
 * idle, so that installing it and precaching the app shell never compete with the first visit's
 * own requests or paint. Only in a production build (a development server's rebuilds would
 * install a worker each time) and only where the browser has service workers.
 */
export function registerServiceWorkerWhenIdle({
  production = process.env.NODE_ENV === 'production',
  window: win = window,
}: Partial<RegistrationEnvironment> = {}): void {
  if (!production || !('serviceWorker' in win.navigator)) return;
  const register = () => {
    void win.navigator.serviceWorker
      .register(SERVICE_WORKER_URL)
      .catch((error: unknown) => logFailure('The service worker was not registered', error));
  };
  const whenIdle = () => {
    // Safari has no requestIdleCallback: the next task after load is late enough there.
    if (typeof win.requestIdleCallback === 'function') {
      win.requestIdleCallback(register, { timeout: IDLE_TIMEOUT_MS });
    } else {
      win.setTimeout(register, 0);
    }
  };
  if (win.document.readyState === 'complete') whenIdle();
  else win.addEventListener('load', whenIdle, { once: true });
}

// src/index.tsx imports this module once the page has loaded, in a chunk of its own.
registerServiceWorkerWhenIdle();
