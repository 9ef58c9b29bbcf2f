import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { config } from '../app/config';
import { AuthContext, type AuthSession } from './auth-session';
import { LOADING_SESSION, signedOutSession } from './fallback-sessions';
import { isLoginResponse, mayHaveStoredSession } from './stored-session';

// About half the weight of the first page: worth fetching only for visitors who need it.
const Auth0Session = lazy(() => import(/* webpackChunkName: "auth0-session" */ './auth0-session'));

type LoginRequest = Parameters<AuthSession['loginWithRedirect']>[0];

interface SdkRequest {
  login?: LoginRequest;
}

function sdkNeededAtStart(): SdkRequest | null {
  const needed =
    isLoginResponse(window.location.search) || mayHaveStoredSession(config.auth0ClientId);
  return needed ? {} : null;
}

/**
 * Provides the session to the app. A visitor with no stored session gets a signed-out session
 * at once, and the Auth0 SDK loads when they press Log In; anyone who may be signed in (or is
 * coming back from the identity provider) gets the SDK straight away.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [sdkRequest, setSdkRequest] = useState(sdkNeededAtStart);
  const [sdkSession, setSdkSession] = useState<AuthSession | null>(null);

  const fallback = useMemo(
    () =>
      sdkRequest
        ? LOADING_SESSION
        : signedOutSession((login) => setSdkRequest({ login: login ?? {} })),
    [sdkRequest],
  );

  return (
    <>
      {sdkRequest && (
        <Suspense fallback={null}>
          <Auth0Session pendingLogin={sdkRequest.login} onSessionChange={setSdkSession} />
        </Suspense>
      )}
      <AuthContext.Provider value={sdkSession ?? fallback}>{children}</AuthContext.Provider>
    </>
  );
}
