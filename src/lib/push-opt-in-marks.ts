import type { PushPurpose } from '@contract/push';

/**
 * Which purposes this device opted in to, per user: the browser keeps one subscription for the
 * whole site, so only the page can tell that it serves the owner's alerts, the customer's order
 * updates, or both, and for whom. Each mark holds the subscription's endpoint.
 */
const PREFIX = 'pushOptIn:';

export const pushOptInKey = (purpose: PushPurpose, userSub: string) =>
  `${PREFIX}${purpose}:${userSub}`;

/** The endpoint this user opted in to `purpose` with here; undefined when not, or unreadable. */
export function readPushOptIn(purpose: PushPurpose, userSub: string): string | undefined {
  try {
    return window.localStorage.getItem(pushOptInKey(purpose, userSub)) ?? undefined;
  } catch {
    return undefined;
  }
}

export function writePushOptIn(purpose: PushPurpose, userSub: string, endpoint: string): void {
  try {
    window.localStorage.setItem(pushOptInKey(purpose, userSub), endpoint);
  } catch {
    // Blocked or full storage: the API has the subscription; the page shows it off next time.
  }
}

export function forgetPushOptIn(purpose: PushPurpose, userSub: string): void {
  try {
    window.localStorage.removeItem(pushOptInKey(purpose, userSub));
  } catch {
    // Nothing could be kept either.
  }
}

/** Whether any purpose of any user here still uses `endpoint`: then the browser keeps it. */
export function isPushEndpointInUse(endpoint: string): boolean {
  try {
    for (let i = 0; i < window.localStorage.length; i += 1) {
      const key = window.localStorage.key(i);
      if (key?.startsWith(PREFIX) && window.localStorage.getItem(key) === endpoint) return true;
    }
    return false;
  } catch {
    return true;
  }
}

/**
 * Forgets every purpose of every user on this device (signing out); whether there was any, that
 * is, whether this device holds a subscription the app made.
 */
export function forgetEveryPushOptIn(): boolean {
  try {
    const keys = Array.from({ length: window.localStorage.length }, (_, i) =>
      window.localStorage.key(i),
    ).filter((key): key is string => key?.startsWith(PREFIX) === true);
    for (const key of keys) window.localStorage.removeItem(key);
    return keys.length > 0;
  } catch {
    return false;
  }
}
