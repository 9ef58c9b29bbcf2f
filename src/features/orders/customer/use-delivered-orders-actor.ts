import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { useActorRef, useSelector } from '@xstate/react';
import type { Order } from '@contract/order';
import { deliveredOrdersMachine, selectHiddenIds } from '@machines/orders/delivered-orders.machine';
import { useAuth } from '@/auth/auth-session';
import { readHiddenOrders, writeHiddenOrders } from './hidden-orders';
import { useMachineOptions, useMachineVariant } from '@/lib/machine-inspection';

export const thankYouText = (restaurantName: string) =>
  `Thank you for ordering from ${restaurantName}!`;

/**
 * Runs the customer's delivered-order timers over the polled `orders`: the toast, the memory of
 * hidden orders (localStorage, per user) and the refetch are provided here. Answers the ids of the
 * orders to leave off the page.
 */
export function useDeliveredOrdersActor(
  orders: readonly Order[] | undefined,
  refetch: () => void,
): readonly string[] {
  const userSub = useAuth().user?.sub ?? 'anonymous';
  const [hiddenIds] = useState(() => readHiddenOrders(userSub));
  const machine = deliveredOrdersMachine.provide({
    actions: {
      thankYou: (_, { restaurantName }) => {
        toast.success(thankYouText(restaurantName));
      },
      saveHiddenOrders: (_, params) => writeHiddenOrders(userSub, params.hiddenIds),
      refetch: () => refetch(),
    },
  });
  const actor = useActorRef(useMachineVariant(machine), useMachineOptions({ hiddenIds }));

  useEffect(() => {
    if (orders) actor.send({ type: 'orders.updated', orders });
  }, [actor, orders]);

  return useSelector(actor, selectHiddenIds);
}
