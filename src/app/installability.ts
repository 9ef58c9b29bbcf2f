import { SERVICE_WORKER_URL, WEB_APP_MANIFEST_URL } from '@/lib/installable-app-files';
import { logFailure } from '@/lib/log-failure';
import { type BrowserWindow, whenPageSettled } from './when-page-settled';

interface InstallabilityEnvironment {
  production: boolean;
  window: BrowserWindow;
}

/** Links the web app manifest, unless the page links one already. */
function linkManifest(doc: Document): void {
  if (doc.querySelector('link[rel="manifest"]')) return;
  const link = doc.createElement('link');
  link.rel = 'manifest';
  link.href = WEB_APP_MANIFEST_URL;
  doc.head.append(link);
}

/**
 * Makes the app installable once the first visit has settled: links the web app manifest and
 * registers the service worker (src/service-worker/). Both set the browser working at once: a
 * linked manifest is fetched with its icon and checked for installing; a new worker fetches and
 * stores the whole app shell. Beside the page's own requests and rendering, that made the first
 * visit do more work on a phone's few cores (docs/performance.md). Only in a production build (a
 * development server's rebuilds would install a worker each time) and only where the browser has
 * service workers. A user who turns on alerts before then registers the worker at once
 * (@/lib/web-push).
 */
export function makeInstallableWhenSettled({
  production = process.env.NODE_ENV === 'production',
  window: win = window,
}: Partial<InstallabilityEnvironment> = {}): void {
  if (!production || !('serviceWorker' in win.navigator)) return;
  whenPageSettled(win, () => {
    linkManifest(win.document);
    void win.navigator.serviceWorker
      .register(SERVICE_WORKER_URL)
      .catch((error: unknown) => logFailure('The service worker was not registered', error));
  });
}

// src/index.tsx imports this module 5 s after the page has loaded, in a chunk of its own.
makeInstallableWhenSettled();
