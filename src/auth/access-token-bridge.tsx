import { useLayoutEffect } from 'react';
import { useAuth } from './auth-session';
import type { AccessTokenSource } from './access-token-source';

// The identity provider's answers when the session behind the cached tokens is gone.
const SESSION_ENDED_ERRORS = new Set(['invalid_grant', 'login_required', 'missing_refresh_token']);

function errorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('error' in error)) return undefined;
  return typeof error.error === 'string' ? error.error : undefined;
}

/**
 * Feeds the store the Auth0 token getter while signed in, and nothing while signed out, so
 * visitors send no token and cause no identity-provider calls. A session that can no longer be
 * refreshed signs the user out locally instead of leaving a half-signed-in page.
 */
export function AccessTokenBridge({ source }: { source: AccessTokenSource }) {
  const { isAuthenticated, getAccessTokenSilently, logout } = useAuth();

  // A layout effect runs before any child's passive effect, so the first queries see the getter.
  useLayoutEffect(() => {
    if (!isAuthenticated) {
      source.use(undefined);
      return;
    }
    source.use(async () => {
      try {
        return await getAccessTokenSilently();
      } catch (error) {
        const code = errorCode(error);
        if (code && SESSION_ENDED_ERRORS.has(code)) await logout({ openUrl: false });
        return undefined;
      }
    });
    return () => source.use(undefined);
  }, [isAuthenticated, getAccessTokenSilently, logout, source]);

  return null;
}
