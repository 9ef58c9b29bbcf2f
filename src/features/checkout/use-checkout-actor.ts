import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { skipToken } from '@reduxjs/toolkit/query';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { CHECKOUT_MESSAGES } from '@contract/order';
import type { CartActorRef } from '@machines/cart/cart.machine';
import { checkoutMachine } from '@machines/checkout/checkout.machine';
import { useCreateCheckoutSessionMutation } from '@/api/order.api';
import { useGetMyUserQuery } from '@/api/user.api';
import { useAuth } from '@/auth/auth-session';
import { useLogIn } from '@/auth/use-log-in';
import type { ProfileFormUser } from '@/forms/profile-form';
import { toCheckoutPayload } from './checkout-payload';
import { paymentPage, rememberPendingCheckout } from './payment-return';
import { useMachineOptions } from '@/lib/machine-inspection';

export const CHECKOUT_FAILED = CHECKOUT_MESSAGES.sessionFailed;

export type CheckoutActorRef = ActorRefFrom<typeof checkoutMachine>;

/**
 * What the delivery details start from: the user's record; if it cannot be loaded, the signed-in
 * email alone, so a failed fetch leaves an empty form rather than an endless spinner.
 */
function usePrefill(): ProfileFormUser | undefined {
  const { isAuthenticated, user: identity } = useAuth();
  const { data: user, isError } = useGetMyUserQuery(isAuthenticated ? undefined : skipToken);
  if (user) return user;
  return isError && identity?.email ? { email: identity.email } : undefined;
}

interface CheckoutFacts {
  isAuthenticated: boolean;
  hasUser: boolean;
  itemCount: number;
}

/** What the machine is told as it changes: the session, the user, the cart, a Back to the page. */
function useCheckoutEvents(checkout: CheckoutActorRef, facts: CheckoutFacts) {
  const { isAuthenticated, hasUser, itemCount } = facts;
  useEffect(() => {
    checkout.send({ type: 'session.changed', isAuthenticated, hasUser });
  }, [checkout, isAuthenticated, hasUser]);
  useEffect(() => {
    checkout.send({ type: 'cart.changed', itemCount });
  }, [checkout, itemCount]);
  useEffect(() => {
    // A page restored from the back/forward cache still shows the login or payment under way.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) checkout.send({ type: 'page.restored' });
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [checkout]);
}

/**
 * The checkout of `cart` (machines/checkout): signed out it starts a login that comes back here;
 * signed in it asks for the delivery details, creates the payment session and leaves for it.
 */
export function useCheckoutActor(cart: CartActorRef) {
  const { isAuthenticated } = useAuth();
  const logIn = useLogIn();
  const [createCheckoutSession] = useCreateCheckoutSessionMutation();
  const prefill = usePrefill();
  const hasUser = prefill !== undefined;
  const itemCount = useSelector(cart, (state) => state.context.items.length);

  const checkout = useActorRef(
    checkoutMachine.provide({
      actions: {
        logIn: () => void logIn(),
        goToPayment: (_, { url }) => {
          rememberPendingCheckout(cart.getSnapshot().context.restaurantId);
          paymentPage.open(url);
        },
        notifyFailure: () => void toast.error(CHECKOUT_FAILED, { id: CHECKOUT_FAILED }),
      },
      actors: {
        createCheckoutSession: fromPromise(({ input }) => {
          const { restaurantId, items } = cart.getSnapshot().context;
          const payload = toCheckoutPayload(restaurantId, items, input.details);
          return createCheckoutSession(payload).unwrap();
        }),
      },
    }),
    useMachineOptions({ isAuthenticated, hasUser, itemCount }),
  );

  useCheckoutEvents(checkout, { isAuthenticated, hasUser, itemCount });
  return { checkout, prefill };
}
