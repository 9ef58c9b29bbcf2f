import { useCallback } from 'react';
import { serverCache } from '@/store/server-cache';
import { LOGOUT_CACHE_RESET_DELAY_MS } from '../app/timing';
import { useAuth } from './auth-session';

/** Signs out at the identity provider, back to the web origin, then drops all cached server data. */
export function useLogOut() {
  const { logout } = useAuth();
  return useCallback(() => {
    void logout({ logoutParams: { returnTo: window.location.origin } });
    setTimeout(() => serverCache.reset(), LOGOUT_CACHE_RESET_DELAY_MS);
  }, [logout]);
}
