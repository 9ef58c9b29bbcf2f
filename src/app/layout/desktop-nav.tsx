import { useAuth } from '@/auth/auth-session';
import { Button } from '@/components/ui/button';
import { useLogIn } from '@/auth/use-log-in';
import { NavLinkItem, NavRow } from './header.styles';
import { ORDER_STATUS_LINK } from './nav-links';
import { UserMenu } from './user-menu';

/** The header's navigation from the medium breakpoint up. */
export function DesktopNav() {
  const { isLoading, isAuthenticated, user } = useAuth();
  const logIn = useLogIn();

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
    <NavRow aria-label="Main">
      <NavLinkItem to={ORDER_STATUS_LINK.to}>{ORDER_STATUS_LINK.label}</NavLinkItem>
      <UserMenu email={user?.email ?? 'Account'} />
    </NavRow>
  );
}
