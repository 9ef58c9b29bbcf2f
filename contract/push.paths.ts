/**
 * Where web push subscriptions are kept: method and URL, each under the name of its route in
 * push.routes.ts, which declares the rest. Free of zod; imported as a namespace.
 */

/** The API's VAPID public key, which a browser subscribes with. */
export const getPushPublicKey = { method: 'GET', url: '/api/push/public-key' } as const;
/** Stores (or renews) this device's subscription for one purpose. */
export const putMyPushSubscription = { method: 'PUT', url: '/api/my/push-subscription' } as const;
/** Removes this device's subscription for one purpose. */
export const deleteMyPushSubscription = {
  method: 'DELETE',
  url: '/api/my/push-subscription',
} as const;
/**
 * The service worker's report of a subscription the browser replaced (`pushsubscriptionchange`):
 * it has no access token, so the old endpoint, known only to that device and the API, proves it.
 */
export const postPushSubscriptionChange = {
  method: 'POST',
  url: '/api/push/subscription-change',
} as const;
