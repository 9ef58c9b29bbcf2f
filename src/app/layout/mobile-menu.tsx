import { lazy, Suspense, useState } from 'react';
import { MenuIcon } from '@/components/ui/icons';
import { IconButton } from './mobile-menu.styles';

// The sheet loads when someone reaches for the menu button (pointer or keyboard focus), so it is
// there by the time the click lands; it stays once loaded.
const loadMobileSheet = () => import(/* webpackChunkName: "mobile-sheet" */ './mobile-sheet');
const MobileSheet = lazy(loadMobileSheet);
const preloadMobileSheet = () => void loadMobileSheet();

/** The header's menu below the medium breakpoint: a button that opens a modal side sheet. */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);

  return (
    <>
      <IconButton
        type="button"
        aria-label="Open menu"
        onPointerEnter={preloadMobileSheet}
        onPointerDown={preloadMobileSheet}
        onFocus={preloadMobileSheet}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <MenuIcon />
      </IconButton>
      {used && (
        <Suspense fallback={null}>
          <MobileSheet open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
