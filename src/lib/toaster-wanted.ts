let toasterWanted = false;
const listeners = new Set<() => void>();

/**
 * Asks the app to put its toaster on the page (src/app/toaster-slot.tsx). Toasts raised before it
 * shows are kept by the toast library and shown as it mounts.
 */
export function wantToaster(): void {
  if (toasterWanted) return;
  toasterWanted = true;
  listeners.forEach((listener) => listener());
}

export function isToasterWanted(): boolean {
  return toasterWanted;
}

export function onToasterWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
