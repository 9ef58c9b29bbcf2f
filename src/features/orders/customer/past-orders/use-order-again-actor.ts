import toast from 'react-hot-toast';
import { useNavigate } from 'react-router-dom';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { BRAND } from '@contract/brand';
import type { Order } from '@contract/order';
import type { MenuItem } from '@contract/restaurant';
import { orderAgainMachine, selectBusyOrderId } from '@machines/cart/order-again.machine';
import { isNotFound, restaurantApi } from '@/api/restaurant.api';
import { writeStoredCart } from '@/lib/cart-storage';
import { useMachineOptions, useMachineVariant } from '@/lib/machine-inspection';
import { useAppDispatch } from '@/store/hooks';
import { leftOutText, nothingAddedText } from './left-out-text';

export const FETCH_RESTAURANT_FAILED = 'Failed to get restaurant';
export const RESTAURANT_GONE = `This restaurant is no longer on ${BRAND}`;
const TOAST_ID = 'order-again';

/**
 * 'Order again' (machines/cart/order-again.machine.ts) with its effects: the menu read afresh
 * from the API, the cart written where the restaurant page restores it (this tab's
 * sessionStorage), the toasts, and the way to the restaurant.
 */
export function useOrderAgainActor() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const actor = useActorRef(
    useMachineVariant(
      orderAgainMachine.provide({
        actors: {
          loadMenu: fromPromise<MenuItem[], { restaurantId: string }>(async ({ input }) => {
            const { getRestaurant } = restaurantApi.endpoints;
            const read = getRestaurant.initiate(input.restaurantId, {
              subscribe: false,
              forceRefetch: true,
            });
            return (await dispatch(read).unwrap()).menuItems;
          }),
        },
        actions: {
          fillCart: (_, { restaurantId, items }) => writeStoredCart(restaurantId, items),
          tellLeftOut: (_, { leftOut }) => void toast(leftOutText(leftOut), { id: TOAST_ID }),
          tellNothingAdded: (_, { leftOut }) =>
            void toast.error(nothingAddedText(leftOut), { id: TOAST_ID }),
          openRestaurant: (_, { restaurantId }) => {
            void navigate(`/detail/${encodeURIComponent(restaurantId)}`);
            // At its top, where its name and whether it is open are, rather than where this list was.
            document.scrollingElement?.scrollTo({ top: 0 });
          },
          tellFailed: (_, { error }) => {
            const gone = isNotFound(error as FetchBaseQueryError);
            toast.error(gone ? RESTAURANT_GONE : FETCH_RESTAURANT_FAILED, { id: TOAST_ID });
          },
        },
      }),
    ),
    useMachineOptions(undefined),
  );
  const busyOrderId = useSelector(actor, selectBusyOrderId);
  const orderAgain = (order: Order) =>
    actor.send({
      type: 'order.repeat',
      order: { _id: order._id, restaurantId: order.restaurant._id, lines: order.cartItems },
    });
  return { busyOrderId, orderAgain };
}
