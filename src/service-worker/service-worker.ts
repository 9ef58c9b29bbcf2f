/**
 * The app's service worker, built by webpack into /sw.js (InjectManifest, webpack.config.ts) so
 * that its scope is the whole app. It keeps the app shell for offline visits and shows the API's
 * pushed notifications; everything else (the API, pictures) goes to the network as without it.
 */
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  matchPrecache,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { PUSH_OPENS } from '@contract/push';
import { config } from '@/app/config';
import { APP_SHELL, networkFirstNavigation } from './app-shell';
import { notificationPlan, urlOfNotification } from './push-notification';
import { readPushMessage } from './push-message';
import { renewSubscription } from './subscription-change';
import { isOnPage, visibleWindowOn, windowToReuse } from './window-clients';
import type { NotificationEvent, PushEvent, ServiceWorkerScope } from './worker-scope';

declare const self: ServiceWorkerScope & {
  /** Replaced at build time by the list of files to precache (webpack.config.ts). */
  __WB_MANIFEST: Array<PrecacheEntry | string>;
};

/** The icon notifications carry: the app's own (public/icons, scripts/make-app-icons.ts). */
const NOTIFICATION_ICON = '/icons/icon-192.png';

// A new worker takes over at once: the pages it serves are the deployed ones, not the last tab's.
void self.skipWaiting();
clientsClaim();

// Registered before the precache's route, which would otherwise answer '/' from the cache first.
registerRoute(
  new NavigationRoute(({ request }) =>
    networkFirstNavigation(request, () => matchPrecache(APP_SHELL)),
  ),
);
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

self.addEventListener('push', (event) => event.waitUntil(onPush(event)));
self.addEventListener('notificationclick', (event) => event.waitUntil(onNotificationClick(event)));
self.addEventListener('pushsubscriptionchange', (event) =>
  event.waitUntil(
    renewSubscription(
      self.registration,
      event.oldSubscription,
      event.newSubscription,
      config.apiBaseUrl,
    ),
  ),
);

async function onPush(event: PushEvent): Promise<void> {
  const message = readPushMessage(event.data);
  if (!message) return;
  const plan = notificationPlan(message, NOTIFICATION_ICON);
  if ('close' in plan) {
    const shown = await self.registration.getNotifications({ tag: plan.close });
    shown.forEach((notification) => notification.close());
    return;
  }
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const watching = visibleWindowOn(windows, PUSH_OPENS[message.kind]);
  if (watching) {
    // The page shows the change live already; it hears of the push should it want to.
    watching.postMessage(message);
    return;
  }
  await self.registration.showNotification(plan.show.title, plan.show.options);
}

async function onNotificationClick(event: NotificationEvent): Promise<void> {
  event.notification.close();
  const url = urlOfNotification(event.notification.data);
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const reused = windowToReuse(windows);
  if (!reused) {
    await self.clients.openWindow(url);
    return;
  }
  // Focus first, while the click still allows it; a refusal does not stop the navigation.
  const focused = reused.focus().catch(() => reused);
  // navigate() needs a window this worker controls; one opened before it took over gets a new one.
  if (!isOnPage(reused, url)) await reused.navigate(url).catch(() => self.clients.openWindow(url));
  await focused;
}
