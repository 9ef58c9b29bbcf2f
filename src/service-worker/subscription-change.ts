import * as pushPaths from '@contract/push.paths';

/** What the API needs to move a device's opt-ins from the old subscription to the new one. */
export interface SubscriptionChange {
  /** Known only to this device and the API: it stands in for the access token the worker lacks. */
  oldEndpoint: string;
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
}

/** The report of a replaced subscription, or undefined when either side is unknown. */
export function subscriptionChange(
  oldSubscription: PushSubscription | null,
  newSubscription: PushSubscription,
): SubscriptionChange | undefined {
  const { endpoint, keys } = newSubscription.toJSON();
  if (!oldSubscription || !endpoint || !keys?.p256dh || !keys.auth) return undefined;
  return {
    oldEndpoint: oldSubscription.endpoint,
    subscription: { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } },
  };
}

/**
 * When the browser replaces a subscription (`pushsubscriptionchange`: expired, or the push service
 * rotated it), subscribes again with the old one's options where the browser did not already,
 * and tells the API, which keeps the device's opt-ins under the new endpoint.
 */
export async function renewSubscription(
  registration: ServiceWorkerRegistration,
  oldSubscription: PushSubscription | null,
  newSubscription: PushSubscription | null,
  apiBaseUrl: string,
  send: typeof fetch = fetch,
): Promise<void> {
  if (!oldSubscription) return;
  const renewed =
    newSubscription ?? (await registration.pushManager.subscribe(oldSubscription.options));
  const change = subscriptionChange(oldSubscription, renewed);
  if (!change) return;
  const { method, url } = pushPaths.postPushSubscriptionChange;
  const response = await send(`${apiBaseUrl}${url}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(change),
  });
  if (!response.ok)
    throw new Error(`The API refused the renewed subscription (${response.status})`);
}
