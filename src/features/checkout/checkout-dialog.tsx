import { useEffect, useId, useRef, type RefObject } from 'react';
import type { DeliveryDetails } from '@contract/order';
import { CloseIcon } from '@/components/ui/icons';
import { ProfileForm, type ProfileFormUser } from '@/forms/profile-form';
import { Body, CloseButton, Dialog } from './checkout-dialog.styles';

export const DIALOG_TITLE = 'Confirm Delivery Details';

export interface CheckoutDialogProps {
  open: boolean;
  /** The payment session is being created: nothing can be sent or closed meanwhile. */
  busy: boolean;
  /** What the form starts from; the dialog shows once it is known. */
  user?: ProfileFormUser;
  onSubmit: (details: DeliveryDetails) => void;
  onClose: () => void;
  /** Where focus goes back to when the dialog closes. */
  returnFocusTo: RefObject<HTMLElement | null>;
}

/**
 * The delivery details before payment, in a native modal <dialog>: it traps focus and takes the
 * first field's; Escape and the close button ask to close, and the checkout decides.
 */
export function CheckoutDialog(props: CheckoutDialogProps) {
  const { open, busy, user, onSubmit, onClose, returnFocusTo } = props;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) {
      dialog.close();
      returnFocusTo.current?.focus();
    }
  }, [open, returnFocusTo]);

  return (
    <Dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {open && user && (
        <Body>
          <ProfileForm
            user={user}
            onSave={(profile) => onSubmit({ ...profile, email: user.email })}
            isSaving={busy}
            title={DIALOG_TITLE}
            description="Check where your order goes. You pay on the next page."
            submitLabel="Continue to payment"
            titleId={titleId}
          />
          <CloseButton type="button" aria-label="Close" disabled={busy} onClick={onClose}>
            <CloseIcon />
          </CloseButton>
        </Body>
      )}
    </Dialog>
  );
}
