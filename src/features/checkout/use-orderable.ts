import { useSelector } from '@xstate/react';
import type { CartActorRef } from '@machines/cart/cart.machine';

export const SOLD_OUT_REASON = 'Remove sold-out items to check out';

/**
 * What can be ordered now, and why not. The checkout machine starts only with something to order,
 * so a cart held by a sold-out line, or a restaurant not taking orders, counts as nothing to order.
 */
export function useOrderable(cart: CartActorRef, closedReason: string | undefined) {
  const itemCount = useSelector(cart, (state) =>
    state.hasTag('orderable') && !closedReason ? state.context.items.length : 0,
  );
  const soldOut = useSelector(cart, (state) => state.hasTag('soldOut'));
  const reasons = [closedReason, soldOut ? SOLD_OUT_REASON : undefined].filter(
    (reason): reason is string => reason !== undefined,
  );
  return { itemCount, reasons };
}
