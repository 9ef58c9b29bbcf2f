import { lazy, Suspense, useSyncExternalStore } from 'react';
import { isToasterWanted, onToasterWanted } from '@/lib/toaster-wanted';

const AppToaster = lazy(() =>
  import(/* webpackChunkName: "toaster" */ './app-toaster').then((module) => ({
    default: module.AppToaster,
  })),
);

/**
 * Where the toaster sits in the app's frame. It loads, with its library, once something asks for
 * it (src/lib/toaster-wanted.ts): the first toast, or the store boundary for someone who is or may be
 * signed in, whose pages raise toasts directly. It then stays for the rest of the visit.
 */
export function ToasterSlot() {
  const wanted = useSyncExternalStore(onToasterWanted, isToasterWanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  );
}
