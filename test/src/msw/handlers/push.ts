import { http, type RequestHandlerOptions } from 'msw';
import { answering, type Reply } from '../answer';
import { apiUrl, server } from '../server';

const MY_SUBSCRIPTION = apiUrl('/api/my/push-subscription');

/** A VAPID public key as the API hands it out: base64url, an uncompressed P-256 point. */
export const PUSH_PUBLIC_KEY =
  'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';

/** GET /api/push/public-key: the key a browser subscribes with. */
export const getPushPublicKey = (reply: Reply, options?: RequestHandlerOptions) =>
  http.get(apiUrl('/api/push/public-key'), answering(reply), options);

/** PUT /api/my/push-subscription: this device's subscription kept for one purpose. */
export const putMyPushSubscription = (reply: Reply, options?: RequestHandlerOptions) =>
  http.put(MY_SUBSCRIPTION, answering(reply), options);

/** DELETE /api/my/push-subscription: this device's subscription dropped for one purpose. */
export const deleteMyPushSubscription = (reply: Reply, options?: RequestHandlerOptions) =>
  http.delete(MY_SUBSCRIPTION, answering(reply), options);

/** The three push routes answering as the API does: the key, then 204 to each change. */
export function servePush() {
  server.use(
    getPushPublicKey({ status: 200, body: { publicKey: PUSH_PUBLIC_KEY } }),
    putMyPushSubscription({ status: 204 }),
    deleteMyPushSubscription({ status: 204 }),
  );
}
