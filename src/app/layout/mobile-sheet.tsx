import { useEffect, useId, useRef } from 'react';
import { useAuth } from '@/auth/auth-session';
import { Button } from '@/components/ui/button';
import { CloseIcon } from '@/components/ui/icons';
import { useLogIn } from '@/auth/use-log-in';
import { useLogOut } from '@/auth/use-log-out';
import { BRAND } from '@contract/brand';
import { IconButton } from './mobile-menu.styles';
import {
  Sheet,
  SheetBody,
  SheetHeader,
  SheetLink,
  SheetNav,
  SheetTitle,
} from './mobile-sheet.styles';
import { ORDER_STATUS_LINK, USER_MENU_LINKS } from './nav-links';

interface MobileSheetProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The mobile menu's modal side sheet on the native <dialog>, which traps focus, closes on Escape
 * and gives focus back to the button. Its own chunk: loaded when someone reaches for the menu.
 */
export default function MobileSheet({ open, onClose }: MobileSheetProps) {
  const sheetRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const sheet = sheetRef.current;
    if (!sheet) return;
    if (open && !sheet.open) sheet.showModal();
    if (!open && sheet.open) sheet.close();
  }, [open]);

  return (
    <Sheet ref={sheetRef} onClose={onClose} aria-labelledby={titleId}>
      {open && <SheetContent titleId={titleId} onClose={onClose} />}
    </Sheet>
  );
}

/** What the sheet shows: a welcome and Log In for visitors, the account links and Log Out. */
function SheetContent({ titleId, onClose }: { titleId: string; onClose: () => void }) {
  const { isAuthenticated, user } = useAuth();
  const logIn = useLogIn();
  const logOut = useLogOut();

  return (
    <SheetBody>
      <SheetHeader>
        <SheetTitle id={titleId}>
          {isAuthenticated ? (user?.email ?? 'Signed in') : `Welcome to ${BRAND}.com!`}
        </SheetTitle>
        <IconButton type="button" aria-label="Close menu" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </SheetHeader>
      {isAuthenticated ? (
        <>
          <SheetNav aria-label="Account">
            {[ORDER_STATUS_LINK, ...USER_MENU_LINKS].map((link) => (
              <SheetLink key={link.to} to={link.to} onClick={onClose}>
                {link.label}
              </SheetLink>
            ))}
          </SheetNav>
          <Button type="button" $block onClick={logOut}>
            Log Out
          </Button>
        </>
      ) : (
        <Button type="button" $block onClick={() => void logIn()}>
          Log In
        </Button>
      )}
    </SheetBody>
  );
}
