import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ChevronDownIcon, UserIcon } from '@/components/ui/icons';
import { useLogOut } from '@/auth/use-log-out';
import { USER_MENU_LINKS } from './nav-links';
import { Divider, Email, MenuRoot, Panel, PanelLink, Trigger } from './user-menu.styles';

/**
 * The signed-in user's menu: a disclosure (button + panel of links), which is the navigation
 * pattern screen readers expect; it closes on Escape, on a click outside and after a choice.
 */
export function UserMenu({ email }: { email: string }) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const logOut = useLogOut();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      triggerRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const close = () => setOpen(false);

  return (
    <MenuRoot ref={rootRef}>
      <Trigger
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        <UserIcon />
        <Email>{email}</Email>
        <ChevronDownIcon />
      </Trigger>
      {open && (
        <Panel id={panelId}>
          {USER_MENU_LINKS.map((link) => (
            <PanelLink key={link.to} to={link.to} onClick={close}>
              {link.label}
            </PanelLink>
          ))}
          <Divider />
          <Button type="button" $block onClick={logOut}>
            Log Out
          </Button>
        </Panel>
      )}
    </MenuRoot>
  );
}
