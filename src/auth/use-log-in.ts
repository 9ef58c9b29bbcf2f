import { useCallback } from 'react';
import { useAuth } from './auth-session';
import { useLocation } from 'react-router-dom';

/** Starts the redirect login; after it the user comes back to the page they are on now. */
export function useLogIn() {
  const { loginWithRedirect } = useAuth();
  const { pathname, search } = useLocation();
  return useCallback(
    () => loginWithRedirect({ appState: { returnTo: pathname + search } }),
    [loginWithRedirect, pathname, search],
  );
}
