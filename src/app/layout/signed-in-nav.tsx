import { ORDER_STATUS_LINK } from './nav-links';
import { UserMenu } from './user-menu';
import { NavLinkItem, NavRow } from './user-menu.styles';

/**
 * The header's navigation for a signed-in user, from the medium breakpoint up: a chunk of its own
 * (desktop-nav.tsx), loaded while the session is checked, so visitors do not download it.
 */
export default function SignedInNav({ email }: { email: string }) {
  return (
    <NavRow aria-label="Main">
      <NavLinkItem to={ORDER_STATUS_LINK.to}>{ORDER_STATUS_LINK.label}</NavLinkItem>
      <UserMenu email={email} />
    </NavRow>
  );
}
