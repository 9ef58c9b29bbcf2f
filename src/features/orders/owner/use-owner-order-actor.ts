import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { useActorRef } from '@xstate/react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import type { Order } from '@contract/order';
import type { OrderStatus } from '@contract/order-status';
import {
  ownerOrderMachine,
  type AcceptInput,
  type CancelInput,
  type LateInput,
  type RejectInput,
} from '@machines/orders/owner-order.machine';
import { apiMessageOf } from '@/api/error-text';
import {
  useAcceptOrderMutation,
  useCancelOrderMutation,
  useLateOrderMutation,
  useRejectOrderMutation,
  useRemoveOrderMutation,
  useUpdateOrderStatusMutation,
} from '@/api/order.api';
import { logFailure } from '@/lib/log-failure';
import { useMachineOptions, useMachineVariant } from '@/lib/machine-inspection';

export const OWNER_ORDER_TOASTS = {
  statusSaved: 'Order updated',
  statusFailed: 'Failed to update order',
  removed: 'Order removed successfully',
  removeFailed: 'Unable to remove order',
  accepted: 'Order accepted',
  acceptFailed: 'Unable to accept order',
  late: 'New time sent to the customer',
  lateFailed: 'Unable to change the time',
  rejected: 'Order rejected and refunded',
  rejectFailed: 'Unable to reject order',
  cancelled: 'Refund sent',
  cancelFailed: 'Unable to cancel order',
} as const;

/**
 * A failed kitchen call's toast: a 409's message says what the order became meanwhile ('Order is
 * Cancelled': the server rejected it first), which the owner needs more than that it failed.
 */
const failedToast = (text: string, error: unknown) => {
  const conflict = isConflict(error) ? apiMessageOf(error) : undefined;
  return toast.error(conflict ? `${text}: ${conflict}` : text);
};

const isConflict = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error && error.status === 409;

/** A call of the API for the machine: its failure is logged, then fails the machine's step. */
const logged =
  <Input, Output>(what: string, call: (input: Input) => Promise<Output>) =>
  ({ input }: { input: Input }) =>
    call(input).catch((error: unknown) => {
      logFailure(what, error);
      throw error;
    });

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
  const [acceptOrder] = useAcceptOrderMutation();
  const [lateOrder] = useLateOrderMutation();
  const [rejectOrder] = useRejectOrderMutation();
  const [cancelOrder] = useCancelOrderMutation();
  const machine = ownerOrderMachine.provide({
    actors: {
      acceptOrder: fromPromise<unknown, AcceptInput>(
        logged('Failed to accept order', (input: AcceptInput) => acceptOrder(input).unwrap()),
      ),
      lateOrder: fromPromise<unknown, LateInput>(
        logged('Failed to move order time', (input: LateInput) => lateOrder(input).unwrap()),
      ),
      rejectOrder: fromPromise<unknown, RejectInput>(
        logged('Failed to reject order', (input: RejectInput) => rejectOrder(input).unwrap()),
      ),
      cancelOrder: fromPromise<unknown, CancelInput>(
        logged('Failed to cancel order', (input: CancelInput) => cancelOrder(input).unwrap()),
      ),
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
      notifyAccepted: () => toast.success(OWNER_ORDER_TOASTS.accepted),
      notifyAcceptFailed: (_, { error }) => failedToast(OWNER_ORDER_TOASTS.acceptFailed, error),
      notifyLate: () => toast.success(OWNER_ORDER_TOASTS.late),
      notifyLateFailed: (_, { error }) => failedToast(OWNER_ORDER_TOASTS.lateFailed, error),
      notifyRejected: () => toast.success(OWNER_ORDER_TOASTS.rejected),
      notifyRejectFailed: (_, { error }) => failedToast(OWNER_ORDER_TOASTS.rejectFailed, error),
      notifyCancelled: () => toast.success(OWNER_ORDER_TOASTS.cancelled),
      notifyCancelFailed: (_, { error }) => failedToast(OWNER_ORDER_TOASTS.cancelFailed, error),
    },
  });
  const actor = useActorRef(useMachineVariant(machine), useMachineOptions({ orderId: order._id }));

  useEffect(() => {
    actor.send({ type: 'order.updated', status: order.status });
  }, [actor, order.status]);

  return actor;
}
