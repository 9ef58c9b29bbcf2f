import { createContext, useContext } from 'react';
import type { Auth0ContextInterface, GetTokenSilentlyOptions } from '@auth0/auth0-react';

/**
 * The part of the Auth0 SDK's session the app uses. The SDK itself loads only when someone may be
 * signed in or starts to sign in (auth-provider.tsx), so components read the session through
 * `useAuth()`, never through the SDK's own `useAuth0()`.
 */
export interface AuthSession extends Pick<
  Auth0ContextInterface,
  'isAuthenticated' | 'isLoading' | 'user' | 'error' | 'loginWithRedirect' | 'logout'
> {
  /** The API access token (the SDK call without its detailed-response form). */
  getAccessTokenSilently: (options?: GetTokenSilentlyOptions) => Promise<string | undefined>;
}

/** Where the identity provider sends the browser back to after sign-in. */
export const AUTH_CALLBACK_PATH = '/auth-callback';

export const AuthContext = createContext<AuthSession | null>(null);

/** The current session: signed out, loading, or the signed-in user. */
export function useAuth(): AuthSession {
  const session = useContext(AuthContext);
  if (!session) throw new Error('useAuth() needs an <AuthProvider> above it.');
  return session;
}
