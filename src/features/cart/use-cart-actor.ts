import { useEffect } from 'react';
import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { Restaurant } from '@contract/restaurant';
import { cartMachine, type CartActorRef } from '@machines/cart/cart.machine';
import { readStoredCart, writeStoredCart } from '@/lib/cart-storage';
import { useMachineOptions, useMachineVariant } from '@/lib/machine-inspection';

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

/**
 * The running cart of `restaurant`, restored from and saved to sessionStorage. Mount it under a
 * `key` of the restaurant's id: another restaurant needs a cart of its own. When the restaurant
 * is loaded again (say after a checkout refused a sold-out item), the cart learns its new menu.
 */
export function useCartActor(restaurant: Restaurant): CartActorRef {
  const menu = restaurant.menuItems;
  const cart = useActorRef(
    useMachineVariant(storedCartMachine),
    useMachineOptions({ restaurantId: restaurant._id, menu }),
  );
  useEffect(() => {
    if (cart.getSnapshot().context.menu !== menu) cart.send({ type: 'menu.changed', menu });
  }, [cart, menu]);
  return cart;
}
