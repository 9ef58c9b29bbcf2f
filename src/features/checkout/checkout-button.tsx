import { useRef } from 'react';
import { useSelector } from '@xstate/react';
import type { CartActorRef } from '@machines/cart/cart.machine';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { CheckoutDialog } from './checkout-dialog';
import { useCheckoutActor } from './use-checkout-actor';

/**
 * The order card's checkout: 'Log in to check out' or 'Go to checkout', disabled while the cart is
 * empty; a spinner while the user loads, then the delivery details dialog.
 */
export function CheckoutButton({ cart }: { cart: CartActorRef }) {
  const { checkout, prefill } = useCheckoutActor(cart);
  const buttonRef = useRef<HTMLButtonElement>(null);
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
        onClick={() => checkout.send({ type: 'checkout.start' })}
      >
        {signedIn ? 'Go to checkout' : 'Log in to check out'}
      </Button>
      {busy && !dialogOpen && <Spinner label="Loading your details" />}
      <CheckoutDialog
        open={dialogOpen}
        busy={busy}
        user={prefill}
        onSubmit={(details) => checkout.send({ type: 'details.submit', details })}
        onClose={() => checkout.send({ type: 'dialog.close' })}
        returnFocusTo={buttonRef}
      />
    </>
  );
}
