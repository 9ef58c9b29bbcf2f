import { SERVICE_WORKER_URL } from './installable-app-files';

/**
 * The browser's side of web push: whether this browser can do it, this device's subscription,
 * subscribing and unsubscribing. Every failure comes back as a result, never as a throw: a page
 * that cannot push still works without it.
 */

/** A subscription as the API keeps it: `PushSubscription.toJSON()`, the keys base64url. */
export interface PushSubscriptionData {
  endpoint: string;
  expirationTime: number | null;
  keys: { p256dh: string; auth: string };
}

/** Why this device is not subscribed. */
export type PushFailure = 'unsupported' | 'no-service-worker' | 'not-allowed' | 'failed';

export type PushResult =
  { ok: true; subscription: PushSubscriptionData } | { ok: false; reason: PushFailure };

/** What the browser says about notifications from this site. */
export type PushPermission = 'default' | 'granted' | 'denied';

/**
 * How long to wait for the service worker. `ready` never settles while none is registered (a
 * first visit before it installs, a development build without one).
 */
export const SERVICE_WORKER_WAIT_MS = 10_000;

/** Whether this browser can receive web push: a service worker, its push manager, notifications. */
export function canUseWebPush(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    typeof window !== 'undefined' &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** What the browser allows now; 'denied' where there are no notifications at all. */
export function pushPermission(): PushPermission {
  return canUseWebPush() ? Notification.permission : 'denied';
}

/** Asks the browser only while nothing was decided, so a decided answer never prompts again. */
export async function askPushPermission(): Promise<PushPermission> {
  const now = pushPermission();
  if (now !== 'default') return now;
  try {
    return await Notification.requestPermission();
  } catch {
    return Notification.permission;
  }
}

/**
 * The user asked for pushes: the worker is registered now, not once the page has settled
 * (src/app/installability.ts). Registering a registered worker again changes nothing.
 * Only a production build has one.
 */
function registerServiceWorkerNow(): void {
  if (process.env.NODE_ENV !== 'production') return;
  navigator.serviceWorker.register(SERVICE_WORKER_URL).catch(() => undefined);
}

function pushManager(waitMs: number): Promise<PushManager | undefined> {
  if (!canUseWebPush()) return Promise.resolve(undefined);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(undefined), waitMs);
    navigator.serviceWorker.ready.then(
      (registration) => {
        clearTimeout(timer);
        resolve(registration.pushManager);
      },
      () => {
        clearTimeout(timer);
        resolve(undefined);
      },
    );
  });
}

/** The subscription's data, or undefined when the browser gave an incomplete one. */
function dataOf(subscription: PushSubscription): PushSubscriptionData | undefined {
  const { endpoint, expirationTime, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) return undefined;
  return {
    endpoint,
    expirationTime: expirationTime ?? null,
    keys: { p256dh: keys.p256dh, auth: keys.auth },
  };
}

/** This device's subscription, if it has one (whichever purpose it serves). */
export async function currentPushSubscription(
  waitMs = SERVICE_WORKER_WAIT_MS,
): Promise<PushSubscriptionData | undefined> {
  try {
    const manager = await pushManager(waitMs);
    const subscription = await manager?.getSubscription();
    return subscription ? dataOf(subscription) : undefined;
  } catch {
    return undefined;
  }
}

/** A base64url text (the VAPID public key) as the bytes `applicationServerKey` takes. */
export function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

const isNamed = (error: unknown, name: string) => error instanceof Error && error.name === name;

/**
 * Subscribes this device with the API's public key; a subscription it already has for that key is
 * the one answered. One made with another key (the API's keys were replaced) is dropped for a new
 * one: the browser refuses a second key.
 */
export async function subscribeToPush(
  publicKey: string,
  waitMs = SERVICE_WORKER_WAIT_MS,
): Promise<PushResult> {
  if (!canUseWebPush()) return { ok: false, reason: 'unsupported' };
  registerServiceWorkerNow();
  const manager = await pushManager(waitMs);
  if (!manager) return { ok: false, reason: 'no-service-worker' };
  const options = { userVisibleOnly: true, applicationServerKey: base64UrlToBytes(publicKey) };
  try {
    return resultOf(await manager.subscribe(options));
  } catch (error) {
    if (isNamed(error, 'NotAllowedError')) return { ok: false, reason: 'not-allowed' };
    if (!isNamed(error, 'InvalidStateError')) return { ok: false, reason: 'failed' };
  }
  try {
    await (await manager.getSubscription())?.unsubscribe();
    return resultOf(await manager.subscribe(options));
  } catch {
    return { ok: false, reason: 'failed' };
  }
}

function resultOf(subscription: PushSubscription): PushResult {
  const data = dataOf(subscription);
  return data ? { ok: true, subscription: data } : { ok: false, reason: 'failed' };
}

/** Drops this device's subscription in the browser; whether it is gone. */
export async function unsubscribeFromPush(waitMs = SERVICE_WORKER_WAIT_MS): Promise<boolean> {
  try {
    const manager = await pushManager(waitMs);
    const subscription = await manager?.getSubscription();
    return subscription ? await subscription.unsubscribe() : true;
  } catch {
    return false;
  }
}
