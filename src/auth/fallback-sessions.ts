import type { AuthSession } from './auth-session';

type LoginRequest = Parameters<AuthSession['loginWithRedirect']>[0];

const notSignedIn = () => Promise.reject(new Error('login_required'));

/** While the SDK starts: nobody is signed in yet and nothing can be asked of it. */
export const LOADING_SESSION: AuthSession = {
  isAuthenticated: false,
  isLoading: true,
  user: undefined,
  error: undefined,
  loginWithRedirect: () => Promise.resolve(),
  logout: () => Promise.resolve(),
  getAccessTokenSilently: notSignedIn,
};

/** A visitor with no session: Log In is the only thing to do, and it loads the SDK first. */
export function signedOutSession(requestLogin: (request: LoginRequest) => void): AuthSession {
  return {
    ...LOADING_SESSION,
    isLoading: false,
    loginWithRedirect: (request) => {
      requestLogin(request);
      return Promise.resolve();
    },
  };
}
