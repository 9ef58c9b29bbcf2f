import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { useActorRef } from '@xstate/react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { BUSY_FOR_MINUTES } from '@contract/kitchen-limits';
import type { Restaurant } from '@contract/restaurant';
import { busyModeMachine, type BusyFacts } from '@machines/orders/busy-mode.machine';
import { useEndBusyMutation, useStartBusyMutation } from '@/api/my-restaurant.api';
import { logFailure } from '@/lib/log-failure';
import { useMachineOptions, useMachineVariant } from '@/lib/machine-inspection';
import { BUSY_TEXTS } from './busy-mode.texts';

export type BusyModeActorRef = ActorRefFrom<typeof busyModeMachine>;

const failing = (message: string) => (error: unknown) => {
  logFailure(message, error);
  throw error;
};

/** Busy mode of the owner's restaurant, with the calls and the toasts provided. */
export function useBusyMode(restaurant: Restaurant): BusyModeActorRef {
  const [startBusy] = useStartBusyMutation();
  const [endBusy] = useEndBusyMutation();
  const { busyMinutes, busyUntil } = restaurant;
  const machine = busyModeMachine.provide({
    actors: {
      startBusy: fromPromise<BusyFacts, { minutes: number }>(({ input }) =>
        startBusy({ minutes: input.minutes, forMinutes: BUSY_FOR_MINUTES })
          .unwrap()
          .catch(failing('Failed to start busy mode')),
      ),
      endBusy: fromPromise<BusyFacts>(() =>
        endBusy().unwrap().catch(failing('Failed to end busy mode')),
      ),
    },
    actions: {
      notifyStartFailed: () => toast.error(BUSY_TEXTS.startFailed),
      notifyEndFailed: () => toast.error(BUSY_TEXTS.endFailed),
    },
  });
  const actor = useActorRef(
    useMachineVariant(machine),
    useMachineOptions({ busy: { busyMinutes, busyUntil } }),
  );

  useEffect(() => {
    actor.send({ type: 'restaurant.updated', busy: { busyMinutes, busyUntil } });
  }, [actor, busyMinutes, busyUntil]);

  return actor;
}
