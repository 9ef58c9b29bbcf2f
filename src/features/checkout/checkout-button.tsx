import { lazy, Suspense, useId, useState, type RefObject } from 'react';
import styled from 'styled-components';
import type { CartActorRef } from '@machines/cart/cart.machine';
import { useAuth } from '@/auth/auth-session';
import { Button } from '@/components/ui/button';
import { useOrderable } from './use-orderable';

// The checkout machine and its effects load on first need, not with every visit of a restaurant:
// at once for a signed-in user (whose details start loading with the page), else once the cart
// has something to order, before the button can be pressed.
const CheckoutFlow = lazy(() => import(/* webpackChunkName: "checkout" */ './checkout-flow'));

const Reasons = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.colors.dangerStrong};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  text-align: center;
`;

/** What the button shows and does: from the page until the checkout has loaded, then from it. */
export interface StartButtonState {
  signedIn: boolean;
  canStart: boolean;
  onStart: () => void;
  buttonRef?: RefObject<HTMLButtonElement | null>;
}

export interface CheckoutButtonProps {
  cart: CartActorRef;
  /** Why the restaurant takes no orders now; none while it does. */
  closedReason?: string;
}

/**
 * The order card's checkout: 'Log in to check out' or 'Go to checkout', disabled while there is
 * nothing to order, with the reason under it when the restaurant is closed or a line has sold
 * out; a spinner while the user loads, then the delivery details dialog (checkout-flow.tsx).
 */
export function CheckoutButton({ cart, closedReason }: CheckoutButtonProps) {
  const { isAuthenticated } = useAuth();
  const { itemCount, reasons } = useOrderable(cart, closedReason);
  const reasonsId = useId();
  const [needed, setNeeded] = useState(false);
  const [pressed, setPressed] = useState(false);
  // Once loaded the checkout stays, whatever the cart does next.
  if (!needed && (isAuthenticated || itemCount > 0)) setNeeded(true);

  const renderButton = ({ signedIn, canStart, onStart, buttonRef }: StartButtonState) => (
    <>
      <Button
        ref={buttonRef}
        type="button"
        $block
        disabled={!canStart}
        aria-describedby={reasons.length > 0 ? reasonsId : undefined}
        onClick={onStart}
      >
        {signedIn ? 'Go to checkout' : 'Log in to check out'}
      </Button>
      {reasons.length > 0 && (
        <Reasons id={reasonsId}>
          {reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </Reasons>
      )}
    </>
  );
  // The same button while the checkout loads; pressed meanwhile, it starts once loaded.
  const waiting = renderButton({
    signedIn: isAuthenticated,
    canStart: itemCount > 0 && !pressed,
    onStart: () => setPressed(true),
  });
  if (!needed) return waiting;
  return (
    <Suspense fallback={waiting}>
      <CheckoutFlow
        cart={cart}
        itemCount={itemCount}
        startAtOnce={pressed}
        renderButton={renderButton}
      />
    </Suspense>
  );
}
