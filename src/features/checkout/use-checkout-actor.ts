import { useEffect } from 'react';
import { toastSoon as toast } from '@/lib/toast-soon';
import { skipToken } from '@reduxjs/toolkit/query';
import { useActorRef } from '@xstate/react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { CHECKOUT_MESSAGES } from '@contract/checkout-limits';
import type { CartActorRef } from '@machines/cart/cart.machine';
import { checkoutMachine } from '@machines/checkout/checkout.machine';
import { api } from '@/api/api';
import { useCreateCheckoutSessionMutation } from '@/api/checkout.api';
import { useGetMyUserQuery } from '@/api/user.api';
import { useAuth } from '@/auth/auth-session';
import { useLogIn } from '@/auth/use-log-in';
import type { ProfileFormUser } from '@/forms/profile-form';
import { useMachineOptions, useMachineVariant } from '@/lib/machine-inspection';
import { useAppDispatch } from '@/store/hooks';
import { toCheckoutPayload } from './checkout-payload';
import { refusalOf } from './checkout-refusal';
import { paymentPage, rememberPendingCheckout } from './payment-return';

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
 * `itemCount` is what can be ordered now (use-orderable.ts): none while the restaurant takes no
 * orders or a line has sold out. A checkout refused because that changed meanwhile says why and
 * loads the restaurant again, so the page (and the cart) show it.
 */
export function useCheckoutActor(cart: CartActorRef, itemCount: number) {
  const { isAuthenticated } = useAuth();
  const logIn = useLogIn();
  const dispatch = useAppDispatch();
  const [createCheckoutSession] = useCreateCheckoutSessionMutation();
  const prefill = usePrefill();
  const hasUser = prefill !== undefined;

  const checkout = useActorRef(
    useMachineVariant(
      checkoutMachine.provide({
        actions: {
          logIn: () => void logIn(),
          goToPayment: (_, { url }) => {
            rememberPendingCheckout(cart.getSnapshot().context.restaurantId);
            paymentPage.open(url);
          },
          notifyFailure: ({ event }) => {
            const refusal = refusalOf(event);
            toast.error(refusal ?? CHECKOUT_FAILED, { id: CHECKOUT_FAILED });
            if (!refusal) return;
            const { restaurantId } = cart.getSnapshot().context;
            dispatch(api.util.invalidateTags([{ type: 'Restaurant', id: restaurantId }]));
          },
        },
        actors: {
          createCheckoutSession: fromPromise(({ input }) => {
            const { restaurantId, items } = cart.getSnapshot().context;
            const payload = toCheckoutPayload(restaurantId, items, input.details);
            return createCheckoutSession(payload).unwrap();
          }),
        },
      }),
    ),
    useMachineOptions({ isAuthenticated, hasUser, itemCount }),
  );

  useCheckoutEvents(checkout, { isAuthenticated, hasUser, itemCount });
  return { checkout, prefill };
}
