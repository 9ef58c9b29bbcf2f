/**
 * Where the build writes what makes the app installable (webpack.config.ts): at the root, the
 * service worker's scope is every page.
 */
export const SERVICE_WORKER_URL = '/sw.js';
export const WEB_APP_MANIFEST_URL = '/manifest.webmanifest';
