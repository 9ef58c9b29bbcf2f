import { lazy, Suspense, useEffect } from 'react';
import { useAuth } from '@/auth/auth-session';
import { Button } from '@/components/ui/button';
import { useLogIn } from '@/auth/use-log-in';

const loadSignedInNav = () => import(/* webpackChunkName: "signed-in-nav" */ './signed-in-nav');
const SignedInNav = lazy(loadSignedInNav);

/** The header's navigation from the medium breakpoint up. */
export function DesktopNav() {
  const { isLoading, isAuthenticated, user } = useAuth();
  const logIn = useLogIn();

  // While the session is checked, the signed-in navigation loads beside the SDK.
  useEffect(() => {
    if (isLoading) void loadSignedInNav();
  }, [isLoading]);

  // Showing Log In before the session check ends would flash it for signed-in users.
  if (isLoading) return null;
  if (!isAuthenticated) {
    return (
      <Button type="button" onClick={() => void logIn()}>
        Log In
      </Button>
    );
  }
  return (
    <Suspense fallback={null}>
      <SignedInNav email={user?.email ?? 'Account'} />
    </Suspense>
  );
}
