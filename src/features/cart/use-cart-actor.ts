import { useActorRef } from '@xstate/react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import type { Restaurant } from '@contract/restaurant';
import { cartMachine } from '@machines/cart/cart.machine';
import { useMachineOptions } from '@/lib/machine-inspection';
import { readStoredCart, writeStoredCart } from './cart-storage';

/** The cart machine with its storage: this tab's sessionStorage, one key per restaurant. */
export const storedCartMachine = cartMachine.provide({
  actors: {
    loadCart: fromPromise<unknown, { restaurantId: string }>(async ({ input }) =>
      readStoredCart(input.restaurantId),
    ),
  },
  actions: {
    saveCart: (_, { restaurantId, items }) => writeStoredCart(restaurantId, items),
  },
});

export type CartActorRef = ActorRefFrom<typeof storedCartMachine>;

/**
 * The running cart of `restaurant`, restored from and saved to sessionStorage. Mount it under a
 * `key` of the restaurant's id: another restaurant needs a cart of its own.
 */
export function useCartActor(restaurant: Restaurant): CartActorRef {
  return useActorRef(
    storedCartMachine,
    useMachineOptions({ restaurantId: restaurant._id, menu: restaurant.menuItems }),
  );
}
