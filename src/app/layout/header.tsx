import { ForkIcon } from '@/components/ui/icons';
import { BRAND } from '@contract/brand';
import { DesktopNav } from './desktop-nav';
import { DesktopOnly, HeaderBar, HeaderInner, MobileOnly, Wordmark } from './header.styles';
import { MobileMenu } from './mobile-menu';

export function Header() {
  return (
    <HeaderBar>
      <HeaderInner>
        <Wordmark to="/">
          <ForkIcon />
          {BRAND}
        </Wordmark>
        <DesktopOnly>
          <DesktopNav />
        </DesktopOnly>
        <MobileOnly>
          <MobileMenu />
        </MobileOnly>
      </HeaderInner>
    </HeaderBar>
  );
}
