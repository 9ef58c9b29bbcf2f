import { useEffect } from 'react';
import toast, { Toaster, useToasterStore } from 'react-hot-toast';
import { TOAST_DURATION_MS, TOAST_VISIBLE_LIMIT } from './timing';

/**
 * Toasts at the top right; a new toast replaces the one showing (react-hot-toast has no option
 * for a visible limit, so older visible ones are dismissed here).
 */
export function AppToaster() {
  const { toasts } = useToasterStore();

  useEffect(() => {
    toasts
      .filter((shown) => shown.visible)
      .slice(TOAST_VISIBLE_LIMIT)
      .forEach((older) => toast.dismiss(older.id));
  }, [toasts]);

  return <Toaster position="top-right" toastOptions={{ duration: TOAST_DURATION_MS }} />;
}
