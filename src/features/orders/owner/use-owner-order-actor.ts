import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { useActorRef } from '@xstate/react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import type { Order } from '@contract/order';
import type { OrderStatus } from '@contract/order-status';
import { ownerOrderMachine } from '@machines/orders/owner-order.machine';
import { useRemoveOrderMutation, useUpdateOrderStatusMutation } from '@/api/order.api';
import { logFailure } from '@/lib/log-failure';
import { useMachineOptions } from '@/lib/machine-inspection';

export const OWNER_ORDER_TOASTS = {
  statusSaved: 'Order updated',
  statusFailed: 'Failed to update order',
  removed: 'Order removed successfully',
  removeFailed: 'Unable to remove order',
} as const;

export type OwnerOrderActorRef = ActorRefFrom<typeof ownerOrderMachine>;

/**
 * The owner's machine for one order card, with the API calls and the toasts provided. The order
 * itself stays in the cache; the machine hears of each status the card shows, from here only
 * (the owner's own change too: the cache shows it at once), so that the countdown of a delivered
 * order starts and stops with it.
 */
export function useOwnerOrderActor(order: Order): OwnerOrderActorRef {
  const [updateOrderStatus] = useUpdateOrderStatusMutation();
  const [removeOrder] = useRemoveOrderMutation();
  const machine = ownerOrderMachine.provide({
    actors: {
      updateOrderStatus: fromPromise<unknown, { orderId: string; status: OrderStatus }>(
        ({ input }) =>
          updateOrderStatus(input)
            .unwrap()
            .catch((error: unknown) => {
              logFailure('Failed to update status', error);
              throw error;
            }),
      ),
      removeOrder: fromPromise<unknown, { orderId: string }>(({ input }) =>
        removeOrder(input.orderId)
          .unwrap()
          .catch((error: unknown) => {
            logFailure('Failed to delete order', error);
            throw error;
          }),
      ),
    },
    actions: {
      notifyStatusSaved: () => toast.success(OWNER_ORDER_TOASTS.statusSaved),
      notifyStatusFailed: () => toast.error(OWNER_ORDER_TOASTS.statusFailed),
      notifyRemoved: () => toast.success(OWNER_ORDER_TOASTS.removed),
      notifyRemoveFailed: () => toast.error(OWNER_ORDER_TOASTS.removeFailed),
    },
  });
  const actor = useActorRef(machine, useMachineOptions({ orderId: order._id }));

  useEffect(() => {
    actor.send({ type: 'order.updated', status: order.status });
  }, [actor, order.status]);

  return actor;
}
