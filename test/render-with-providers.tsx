import { StrictMode, type ReactElement } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import type { User } from '@auth0/auth0-react';
import { AppToaster } from '@/app/app-toaster';
import { AuthContext, type AuthSession } from '@/auth/auth-session';
import { MachineInspectionContext, MachineVariantContext } from '@/lib/machine-inspection';
import { makeStore, type AppStore } from '@/store/store';
import { theme } from '@/theme/theme';
import { activeMachineInspector, activeMachineVariant } from './machine-inspection-recorder';
import { API } from './src/msw/server';

/** Who is using the page: nobody, someone still being checked, or a signed-in user. */
export type AuthState = 'signedOut' | 'loading' | (User & { email: string });

/** The session double: the SDK's calls are Jest mocks that tests can inspect. */
export interface AuthDouble extends AuthSession {
  loginWithRedirect: jest.Mock<Promise<void>, Parameters<AuthSession['loginWithRedirect']>>;
  logout: jest.Mock<Promise<void>, Parameters<AuthSession['logout']>>;
  getAccessTokenSilently: jest.Mock<
    Promise<string | undefined>,
    Parameters<AuthSession['getAccessTokenSilently']>
  >;
}

// The same check Testing Library makes: modern fake timers put a `clock` on setTimeout.
const fakeTimersOn = () => Object.prototype.hasOwnProperty.call(setTimeout, 'clock');

export const TEST_ACCESS_TOKEN = 'test-access-token';

export function makeAuthDouble(state: AuthState = 'signedOut'): AuthDouble {
  const user = typeof state === 'object' ? { sub: 'auth0|test-user', ...state } : undefined;
  return {
    isAuthenticated: Boolean(user),
    isLoading: state === 'loading',
    user,
    error: undefined,
    loginWithRedirect: jest.fn(() => Promise.resolve()),
    logout: jest.fn(() => Promise.resolve()),
    getAccessTokenSilently: jest.fn(() =>
      user ? Promise.resolve(TEST_ACCESS_TOKEN) : Promise.reject(new Error('login_required')),
    ),
  };
}

export interface ProvidersOptions extends Omit<RenderOptions, 'wrapper' | 'queries'> {
  /** The address the page opens at; '/' unless given. */
  route?: string;
  auth?: AuthState;
  store?: AppStore;
}

/**
 * Renders `ui` as the app would: StrictMode, the theme, a router at `route`, the session double,
 * a fresh store (whose requests go to the test network, with the double's token when signed in)
 * and the toaster.
 */
export function renderWithProviders(ui: ReactElement, options: ProvidersOptions = {}) {
  const {
    route = '/',
    auth: authState = 'signedOut',
    store: givenStore,
    ...renderOptions
  } = options;
  const auth = makeAuthDouble(authState);
  const store =
    givenStore ??
    makeStore({
      apiBaseUrl: API,
      getAccessToken: () =>
        auth.isAuthenticated ? auth.getAccessTokenSilently() : Promise.resolve(undefined),
    });
  const user = userEvent.setup({
    // An element's pointer-events, read through ancestors' computed styles, checked at the first
    // pointer action on it, not at every one: no style of the product sets pointer-events.
    pointerEventsCheck: PointerEventsCheckLevel.EachTarget,
    advanceTimers: (ms) => (fakeTimersOn() ? jest.advanceTimersByTime(ms) : undefined),
  });
  const result = render(
    <StrictMode>
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={[route]}>
          <AuthContext.Provider value={auth}>
            <Provider store={store}>
              <MachineVariantContext.Provider value={activeMachineVariant()}>
                <MachineInspectionContext.Provider value={activeMachineInspector()}>
                  {ui}
                </MachineInspectionContext.Provider>
              </MachineVariantContext.Provider>
              <AppToaster />
            </Provider>
          </AuthContext.Provider>
        </MemoryRouter>
      </ThemeProvider>
    </StrictMode>,
    renderOptions,
  );
  return { ...result, auth, store, user };
}
