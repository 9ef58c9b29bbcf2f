import type { PushPurpose } from '@contract/push';
import * as pushPaths from '@contract/push.paths';
import type { PushSubscriptionData } from '@/lib/web-push';
import { api } from './api';
import { requestOf } from './route-path';

export interface PushOptIn {
  subscription: PushSubscriptionData;
  purpose: PushPurpose;
}

export interface PushOptOut {
  endpoint: string;
  purpose: PushPurpose;
}

/**
 * Web push (docs/api.md): the API's VAPID public key, which a browser subscribes with, and this
 * device's subscription kept or dropped for one purpose. Nothing cached depends on them.
 */
export const pushApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The same for every visitor and for the life of the API's keys. */
    getPushPublicKey: build.query<{ publicKey: string }, void>({
      query: () => requestOf(pushPaths.getPushPublicKey),
    }),
    putMyPushSubscription: build.mutation<void, PushOptIn>({
      query: (body) => ({ ...requestOf(pushPaths.putMyPushSubscription), body }),
    }),
    deleteMyPushSubscription: build.mutation<void, PushOptOut>({
      query: (body) => ({ ...requestOf(pushPaths.deleteMyPushSubscription), body }),
    }),
  }),
});

export const {
  useLazyGetPushPublicKeyQuery,
  usePutMyPushSubscriptionMutation,
  useDeleteMyPushSubscriptionMutation,
} = pushApi;
