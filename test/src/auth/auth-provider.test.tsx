import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuthProvider } from '@/auth/auth-provider';
import { useAuth, type AuthSession } from '@/auth/auth-session';
import { makeAuthDouble } from '../../render-with-providers';

interface FakeSdkProps {
  pendingLogin?: Parameters<AuthSession['loginWithRedirect']>[0];
  onSessionChange: (session: AuthSession) => void;
}

const sdkMounts: FakeSdkProps[] = [];

// Stands in for the lazily loaded SDK wrapper: records how it was started.
jest.mock('@/auth/auth0-session', () => ({
  __esModule: true,
  default: (props: FakeSdkProps) => {
    sdkMounts.push(props);
    return <span>SDK loaded</span>;
  },
}));

function SessionProbe() {
  const { isLoading, isAuthenticated, user, loginWithRedirect } = useAuth();
  return (
    <>
      <p>
        {isLoading ? 'loading' : isAuthenticated ? `signed in as ${user?.email}` : 'signed out'}
      </p>
      <button
        type="button"
        onClick={() => void loginWithRedirect({ appState: { returnTo: '/x' } })}
      >
        Log In
      </button>
    </>
  );
}

const renderProvider = () =>
  render(
    <AuthProvider>
      <SessionProbe />
    </AuthProvider>,
  );

describe('AuthProvider', () => {
  beforeEach(() => {
    sdkMounts.length = 0;
    window.history.replaceState({}, '', '/');
  });

  it('treats a browser with no stored session as signed out without loading the SDK', async () => {
    renderProvider();
    expect(screen.getByText('signed out')).toBeInTheDocument();
    await act(() => Promise.resolve());
    expect(screen.queryByText('SDK loaded')).not.toBeInTheDocument();
  });

  it('loads the SDK on Log In and hands it the login to start', async () => {
    renderProvider();
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('SDK loaded')).toBeInTheDocument();
    expect(sdkMounts.at(-1)?.pendingLogin).toEqual({ appState: { returnTo: '/x' } });
  });

  it('loads the SDK at once when a session may be stored, and shows its session', async () => {
    window.localStorage.setItem('@@auth0spajs@@::forkful-web::@@user@@', '{}');
    renderProvider();
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('SDK loaded')).toBeInTheDocument();
    expect(sdkMounts.at(-1)?.pendingLogin).toBeUndefined();

    act(() => sdkMounts.at(-1)?.onSessionChange(makeAuthDouble({ email: 'ada@example.com' })));
    expect(screen.getByText('signed in as ada@example.com')).toBeInTheDocument();
  });

  it('loads the SDK at once on the way back from the identity provider', async () => {
    window.history.replaceState({}, '', '/auth-callback?code=abc&state=xyz');
    renderProvider();
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('SDK loaded')).toBeInTheDocument();
  });
});
