import { useCallback } from 'react';
import { forgetLastSeenOrders } from '@/lib/last-seen-orders';
import { forgetEveryPushOptIn } from '@/lib/push-opt-in-marks';
import { unsubscribeFromPush } from '@/lib/web-push';
import { serverCache } from '@/store/server-cache';
import { LOGOUT_CACHE_RESET_DELAY_MS } from '../app/timing';
import { useAuth } from './auth-session';

/** How long signing out waits for the browser to drop the push subscription. */
const LOGOUT_PUSH_WAIT_MS = 1000;

/**
 * Signs out at the identity provider, back to the web origin, then drops all cached server data;
 * the orders kept for reading offline go at once, so a shared device keeps none of them, and
 * the device's push subscription goes with them.
 */
export function useLogOut() {
  const { logout } = useAuth();
  return useCallback(() => {
    forgetLastSeenOrders();
    const signOut = () => {
      void logout({ logoutParams: { returnTo: window.location.origin } });
      setTimeout(() => serverCache.reset(), LOGOUT_CACHE_RESET_DELAY_MS);
    };
    // A device that took the user's pushes stops: its push service then answers 410 to the API,
    // which drops the subscription. Bounded, so that signing out never hangs on the browser.
    if (forgetEveryPushOptIn()) void unsubscribeFromPush(LOGOUT_PUSH_WAIT_MS).finally(signOut);
    else signOut();
  }, [logout]);
}
