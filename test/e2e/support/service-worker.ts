import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page, type Worker } from 'playwright-core';
import type { ServiceWorkerScope } from '@/service-worker/worker-scope';
import { CHROMIUM_ARGS, type Viewport } from './browser';
import { SYSTEM } from './system';

export interface AppProfile {
  context: BrowserContext;
  page: Page;
  /** Closes the browser and throws its profile away. */
  close: () => Promise<void>;
}

/** Profiles not closed yet: a test that fails midway leaves its own for `closeOpenProfiles`. */
const openProfiles = new Set<AppProfile>();

/**
 * A browser with a profile of its own on disk, as a person's is: Chromium offers to install an
 * app only outside incognito, which every `browser.newContext()` is.
 */
export async function openProfile(viewport: Viewport): Promise<AppProfile> {
  const profileDir = mkdtempSync(path.join(tmpdir(), 'forkful-profile-'));
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    viewport: { width: viewport.width, height: viewport.height },
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const profile: AppProfile = {
    context,
    page,
    close: async () => {
      openProfiles.delete(profile);
      await context.close();
      rmSync(profileDir, { recursive: true, force: true });
    },
  };
  openProfiles.add(profile);
  return profile;
}

/**
 * Closes the profiles a test left open (it failed before closing its own): a browser still
 * running would keep Jest from ending.
 */
export async function closeOpenProfiles(): Promise<void> {
  await Promise.all([...openProfiles].map((profile) => profile.close()));
}

/** A notification as the page reads it back from the registration. */
export interface ShownNotification {
  title: string;
  body: string;
  tag: string;
  data: unknown;
}

/**
 * Waits until the app's service worker controls the page. It is registered once the page has
 * settled (src/app/installability.ts): at least 10 s after load, up to 25 s on a busy machine
 * whose long tasks keep restarting the quiet.
 */
export async function untilControlled(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 40_000,
  });
}

/** The app's service worker as playwright runs code in it. */
export async function appServiceWorker(context: BrowserContext): Promise<Worker> {
  const running = context.serviceWorkers().find((worker) => worker.url() === `${SYSTEM.web}/sw.js`);
  return running ?? context.waitForEvent('serviceworker');
}

/**
 * Delivers `data` to the app's service worker as the push service would (DevTools' own
 * "Push" button): what the worker does with it is what a real push makes it do.
 */
export async function deliverPush(context: BrowserContext, page: Page, data: string) {
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const app = registrations.find(
        (each) => each.scopeURL === `${SYSTEM.web}/` && !each.isDeleted,
      );
      if (app) resolve(app.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: SYSTEM.web,
    registrationId: await registrationId,
    data,
  });
  await cdp.detach();
}

/** The notifications the app's service worker shows now. */
export function shownNotifications(page: Page): Promise<ShownNotification[]> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const shown = await registration.getNotifications();
    return shown.map(({ title, body, tag, data }) => ({ title, body, tag, data: data as unknown }));
  });
}

/**
 * Waits until the app's service worker shows a notification, and answers the first. Generous: a
 * worker the browser had stopped is started for the push first, slowly on a busy machine.
 */
export async function firstNotification(
  page: Page,
  timeoutMs = 30_000,
): Promise<ShownNotification> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [first] = await shownNotifications(page);
    if (first) return first;
    if (Date.now() > deadline) {
      throw new Error(`The service worker showed no notification; ${await pageState(page)}`);
    }
    await page.waitForTimeout(100);
  }
}

/** What decides whether a push shows a notification, said when none came. */
function pageState(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return [
      `page ${location.pathname} ${document.visibilityState}`,
      `permission ${Notification.permission}`,
      `worker ${registration?.active?.state ?? 'none'}`,
      `controlled ${navigator.serviceWorker.controller !== null}`,
    ].join(', ');
  });
}

/**
 * Clicks the notification with `tag` as a person would: DevTools has no call for it, so the
 * worker is handed a `notificationclick` for the real notification. The page's own way in (its
 * navigation, focus) is what a click brings.
 */
export async function clickNotification(context: BrowserContext, tag: string): Promise<void> {
  const worker = await appServiceWorker(context);
  await worker.evaluate(async (wanted) => {
    const scope = self as unknown as ServiceWorkerScope & typeof globalThis;
    const [notification] = await scope.registration.getNotifications({ tag: wanted });
    if (!notification) throw new Error(`No notification tagged ${wanted} to click`);
    const { NotificationEvent } = scope as unknown as {
      NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
    };
    scope.dispatchEvent(new NotificationEvent('notificationclick', { notification }));
  }, tag);
}

/**
 * Starts listening for what the service worker posts to the page (a push the page shows itself):
 * answers a wait for the next message.
 */
export async function nextMessageFromWorker(page: Page): Promise<() => Promise<unknown>> {
  await page.evaluate(() => {
    const waiting = window as unknown as { nextWorkerMessage?: Promise<unknown> };
    waiting.nextWorkerMessage = new Promise((resolve) =>
      navigator.serviceWorker.addEventListener('message', (event) => resolve(event.data), {
        once: true,
      }),
    );
  });
  return () =>
    page.evaluate(
      () => (window as unknown as { nextWorkerMessage: Promise<unknown> }).nextWorkerMessage,
    );
}
