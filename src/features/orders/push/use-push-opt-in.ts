import { useActorRef } from '@xstate/react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import type { PushPurpose } from '@contract/push';
import {
  pushOptInMachine,
  type PushOptInFound,
  type PushPermissionAnswer,
} from '@machines/push/push-opt-in.machine';
import {
  useDeleteMyPushSubscriptionMutation,
  useLazyGetPushPublicKeyQuery,
  usePutMyPushSubscriptionMutation,
} from '@/api/push.api';
import { useAuth } from '@/auth/auth-session';
import { logFailure } from '@/lib/log-failure';
import { useMachineOptions, useMachineVariant } from '@/lib/machine-inspection';
import {
  askPushPermission,
  canUseWebPush,
  currentPushSubscription,
  pushPermission,
  subscribeToPush,
  unsubscribeFromPush,
} from '@/lib/web-push';
import {
  forgetPushOptIn,
  isPushEndpointInUse,
  readPushOptIn,
  writePushOptIn,
} from '@/lib/push-opt-in-marks';

export type PushOptInActorRef = ActorRefFrom<typeof pushOptInMachine>;

const failing = (message: string) => (error: unknown) => {
  logFailure(message, error);
  throw error;
};

/**
 * This device's web push for `purpose` and the signed-in user: the browser's subscription, the
 * API's copy of it and the page's mark of the purpose are provided here. The permission is asked
 * only when the machine is told to enable; one already decided is not asked again.
 */
export function usePushOptIn(purpose: PushPurpose): PushOptInActorRef {
  const userSub = useAuth().user?.sub ?? 'anonymous';
  const [getPublicKey] = useLazyGetPushPublicKeyQuery();
  const [putSubscription] = usePutMyPushSubscriptionMutation();
  const [deleteSubscription] = useDeleteMyPushSubscriptionMutation();

  const findOptIn = async (): Promise<PushOptInFound> => {
    if (!canUseWebPush()) return 'unsupported';
    const permission = pushPermission();
    if (permission === 'denied') return 'blocked';
    const marked = readPushOptIn(purpose, userSub);
    if (!marked || permission !== 'granted') return 'off';
    const current = await currentPushSubscription();
    if (!current) return 'off';
    // The browser may have replaced the subscription; its service worker told the API then.
    if (current.endpoint !== marked) writePushOptIn(purpose, userSub, current.endpoint);
    return 'on';
  };

  const optIn = async () => {
    const { publicKey } = await getPublicKey(undefined, true).unwrap();
    const result = await subscribeToPush(publicKey);
    if (!result.ok) throw new Error(`The browser did not subscribe: ${result.reason}`);
    await putSubscription({ subscription: result.subscription, purpose }).unwrap();
    writePushOptIn(purpose, userSub, result.subscription.endpoint);
  };

  const optOut = async () => {
    const current = await currentPushSubscription();
    const endpoint = current?.endpoint ?? readPushOptIn(purpose, userSub);
    if (endpoint) await deleteSubscription({ endpoint, purpose }).unwrap();
    forgetPushOptIn(purpose, userSub);
    // The browser's subscription goes too once no purpose here needs it.
    if (current && !isPushEndpointInUse(current.endpoint)) await unsubscribeFromPush();
  };

  const machine = pushOptInMachine.provide({
    actors: {
      findOptIn: fromPromise<PushOptInFound>(findOptIn),
      askPermission: fromPromise<PushPermissionAnswer>(askPushPermission),
      optIn: fromPromise<void>(() => optIn().catch(failing('Failed to turn on push'))),
      optOut: fromPromise<void>(() => optOut().catch(failing('Failed to turn off push'))),
    },
  });
  return useActorRef(useMachineVariant(machine), useMachineOptions(undefined));
}
