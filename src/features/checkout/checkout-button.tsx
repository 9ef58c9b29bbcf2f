import { lazy, Suspense, useId, useRef } from 'react';
import { useSelector } from '@xstate/react';
import styled from 'styled-components';
import type { CartActorRef } from '@machines/cart/cart.machine';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useCheckoutActor } from './use-checkout-actor';

// Only a signed-in user reaches the delivery details: the form (and its form and schema
// libraries) loads once they are signed in, not with every visit of a restaurant.
const CheckoutDialog = lazy(() =>
  import(/* webpackChunkName: "checkout-dialog" */ './checkout-dialog').then((module) => ({
    default: module.CheckoutDialog,
  })),
);

const Reasons = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.colors.dangerStrong};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  text-align: center;
`;

export interface CheckoutButtonProps {
  cart: CartActorRef;
  /** Why the restaurant takes no orders now; none while it does. */
  closedReason?: string;
}

/**
 * The order card's checkout: 'Log in to check out' or 'Go to checkout', disabled while there is
 * nothing to order, with the reason under it when the restaurant is closed or a line has sold
 * out; a spinner while the user loads, then the delivery details dialog.
 */
export function CheckoutButton({ cart, closedReason }: CheckoutButtonProps) {
  const { checkout, prefill, reasons } = useCheckoutActor(cart, closedReason);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const reasonsId = useId();
  const canStart = useSelector(checkout, (state) => state.can({ type: 'checkout.start' }));
  const signedIn = useSelector(checkout, (state) => state.context.isAuthenticated);
  const busy = useSelector(checkout, (state) => state.hasTag('busy'));
  const dialogOpen = useSelector(checkout, (state) => state.hasTag('dialogOpen'));

  return (
    <>
      <Button
        ref={buttonRef}
        type="button"
        $block
        disabled={!canStart}
        aria-describedby={reasons.length > 0 ? reasonsId : undefined}
        onClick={() => checkout.send({ type: 'checkout.start' })}
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
      {busy && !dialogOpen && <Spinner label="Loading your details" />}
      {signedIn && (
        <Suspense fallback={null}>
          <CheckoutDialog
            open={dialogOpen}
            busy={busy}
            user={prefill}
            onSubmit={(details) => checkout.send({ type: 'details.submit', details })}
            onClose={() => checkout.send({ type: 'dialog.close' })}
            returnFocusTo={buttonRef}
          />
        </Suspense>
      )}
    </>
  );
}
