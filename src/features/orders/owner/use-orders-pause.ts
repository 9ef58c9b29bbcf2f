import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { useActorRef } from '@xstate/react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import type { Restaurant } from '@contract/restaurant';
import { ordersPauseMachine, type PauseFacts } from '@machines/orders/orders-pause.machine';
import { usePauseOrdersMutation, useResumeOrdersMutation } from '@/api/my-restaurant.api';
import { logFailure } from '@/lib/log-failure';
import { useMachineOptions, useMachineVariant } from '@/lib/machine-inspection';
import { PAUSE_TEXTS } from './owner-orders.texts';

export type OrdersPauseActorRef = ActorRefFrom<typeof ordersPauseMachine>;

const failing = (message: string) => (error: unknown) => {
  logFailure(message, error);
  throw error;
};

/** The pause of new orders for the owner's restaurant, with the calls and the toasts provided. */
export function useOrdersPause(restaurant: Restaurant): OrdersPauseActorRef {
  const [pauseOrders] = usePauseOrdersMutation();
  const [resumeOrders] = useResumeOrdersMutation();
  const { isPaused, pausedUntil } = restaurant;
  const machine = ordersPauseMachine.provide({
    actors: {
      pauseOrders: fromPromise<PauseFacts, { minutes: number | null }>(({ input }) =>
        pauseOrders(input).unwrap().catch(failing('Failed to pause orders')),
      ),
      resumeOrders: fromPromise<PauseFacts>(() =>
        resumeOrders().unwrap().catch(failing('Failed to resume orders')),
      ),
    },
    actions: {
      notifyPauseFailed: () => toast.error(PAUSE_TEXTS.pauseFailed),
      notifyResumeFailed: () => toast.error(PAUSE_TEXTS.resumeFailed),
    },
  });
  const actor = useActorRef(
    useMachineVariant(machine),
    useMachineOptions({ pause: { isPaused, pausedUntil } }),
  );

  useEffect(() => {
    actor.send({ type: 'restaurant.updated', pause: { isPaused, pausedUntil } });
  }, [actor, isPaused, pausedUntil]);

  return actor;
}
