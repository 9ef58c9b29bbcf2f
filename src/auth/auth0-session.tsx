import { useEffect, useMemo, useRef } from 'react';
import {
  Auth0Provider,
  useAuth0,
  type AppState,
  type Auth0ContextInterface,
} from '@auth0/auth0-react';
import { useNavigate } from 'react-router-dom';
import { config } from '../app/config';
import { AUTH_CALLBACK_PATH, type AuthSession } from './auth-session';

type LoginRequest = Parameters<AuthSession['loginWithRedirect']>[0];

interface Auth0SessionProps {
  /** A Log In pressed before the SDK had loaded: started as soon as the SDK is ready. */
  pendingLogin?: LoginRequest;
  onSessionChange: (session: AuthSession) => void;
}

/**
 * The Auth0 SDK: redirect login with PKCE, refresh tokens, a local-storage cache. The return
 * from the identity provider is a router navigation (to the page the user left, else
 * /auth-callback) that also clears `code` and `state` from the address bar.
 */
export default function Auth0Session({ pendingLogin, onSessionChange }: Auth0SessionProps) {
  const navigate = useNavigate();

  const onRedirectCallback = (appState?: AppState) => {
    navigate(appState?.returnTo ?? AUTH_CALLBACK_PATH, { replace: true });
  };

  return (
    <Auth0Provider
      domain={config.auth0Domain}
      clientId={config.auth0ClientId}
      authorizationParams={{
        redirect_uri: window.location.origin + AUTH_CALLBACK_PATH,
        audience: config.auth0Audience,
        scope: 'openid profile email',
      }}
      useRefreshTokens
      cacheLocation="localstorage"
      onRedirectCallback={onRedirectCallback}
    >
      <SessionForwarder pendingLogin={pendingLogin} onSessionChange={onSessionChange} />
    </Auth0Provider>
  );
}

function toAuthSession(auth0: Auth0ContextInterface): AuthSession {
  const { isAuthenticated, isLoading, user, error, loginWithRedirect, logout } = auth0;
  return {
    isAuthenticated,
    isLoading,
    user,
    error,
    loginWithRedirect,
    logout,
    getAccessTokenSilently: (options) => auth0.getAccessTokenSilently(options),
  };
}

// Hands the SDK's session up to the app's AuthProvider, which sits above the whole app.
function SessionForwarder({ pendingLogin, onSessionChange }: Auth0SessionProps) {
  const auth0 = useAuth0();
  const session = useMemo(() => toAuthSession(auth0), [auth0]);
  const loginStarted = useRef(false);

  useEffect(() => onSessionChange(session), [session, onSessionChange]);

  useEffect(() => {
    if (!pendingLogin || auth0.isLoading || auth0.isAuthenticated || loginStarted.current) return;
    loginStarted.current = true;
    void auth0.loginWithRedirect(pendingLogin);
  }, [auth0, pendingLogin]);

  return null;
}
