import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import type { CartActorRef } from '@machines/cart/cart.machine';
import { Spinner } from '@/components/ui/spinner';
import type { StartButtonState } from './checkout-button';
import { useCheckoutActor } from './use-checkout-actor';

// Only a signed-in user reaches the delivery details: the form (and its form and schema
// libraries) loads once they are signed in, not with every visit of a restaurant.
const CheckoutDialog = lazy(() =>
  import(/* webpackChunkName: "checkout-dialog" */ './checkout-dialog').then((module) => ({
    default: module.CheckoutDialog,
  })),
);

export interface CheckoutFlowProps {
  cart: CartActorRef;
  /** What can be ordered now (use-orderable.ts). */
  itemCount: number;
  /** The button was pressed while the checkout was loading: it starts at once. */
  startAtOnce: boolean;
  /** The checkout button, drawn by the page's part (checkout-button.tsx). */
  renderButton: (state: StartButtonState) => ReactNode;
}

/**
 * The checkout machine behind the button: a login, or a spinner while the user loads and then
 * the delivery details dialog.
 */
export default function CheckoutFlow({
  cart,
  itemCount,
  startAtOnce,
  renderButton,
}: CheckoutFlowProps) {
  const { checkout, prefill } = useCheckoutActor(cart, itemCount);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const canStart = useSelector(checkout, (state) => state.can({ type: 'checkout.start' }));
  const signedIn = useSelector(checkout, (state) => state.context.isAuthenticated);
  const busy = useSelector(checkout, (state) => state.hasTag('busy'));
  const dialogOpen = useSelector(checkout, (state) => state.hasTag('dialogOpen'));

  useEffect(() => {
    if (startAtOnce) checkout.send({ type: 'checkout.start' });
  }, [checkout, startAtOnce]);

  return (
    <>
      {renderButton({
        signedIn,
        canStart,
        onStart: () => checkout.send({ type: 'checkout.start' }),
        buttonRef,
      })}
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
