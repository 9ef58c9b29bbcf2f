import { lazy, Suspense, useContext, useEffect, useState } from 'react';
import { Provider, ReactReduxContext } from 'react-redux';
import { Outlet } from 'react-router-dom';
import { useAuth } from '@/auth/auth-session';
import { Spinner } from '@/components/ui/spinner';
import { wantToaster } from '@/lib/toaster-wanted';
import { useCheckoutReturn } from '../features/checkout/use-checkout-return';
import { getAppStore } from './app-store';

export { storePages } from './store-pages';

// Only a signed-in user has a record to create: the gate loads once someone may be signed in.
const UserRecordGate = lazy(() =>
  import(/* webpackChunkName: "user-record-gate" */ '../features/auth/user-record-gate').then(
    (module) => ({ default: module.UserRecordGate }),
  ),
);

/**
 * Whether someone is or may be signed in on this visit (the session is loading, or there is a
 * user). Once true it stays true, so the pages below keep their place in the tree at Log Out.
 */
function useMaybeSignedIn(): boolean {
  const { isLoading, isAuthenticated } = useAuth();
  const [maybeSignedIn, setMaybeSignedIn] = useState(isLoading || isAuthenticated);
  if (!maybeSignedIn && (isLoading || isAuthenticated)) setMaybeSignedIn(true);
  return maybeSignedIn;
}

/**
 * Gives the pages below it the app's store. It is loaded with the first page that talks to the
 * API, which keeps the data layer out of the home page's first load. A store already provided
 * above (tests) is used as it is. A signed-in user's record is created here, before any page
 * below asks for it, whichever page the sign-in returned to; visitors pass at once. The way back
 * from the payment page is handled here too, whichever page it lands on. The pages signed-in
 * users reach raise toasts, so the toaster loads for them here.
 */
export default function StoreBoundary() {
  const provided = useContext(ReactReduxContext);
  const maybeSignedIn = useMaybeSignedIn();
  useCheckoutReturn();

  useEffect(() => {
    if (maybeSignedIn) wantToaster();
  }, [maybeSignedIn]);

  const pages = maybeSignedIn ? (
    <Suspense fallback={<Spinner label="Loading..." showLabel />}>
      <UserRecordGate>
        <Outlet />
      </UserRecordGate>
    </Suspense>
  ) : (
    <Outlet />
  );
  if (provided) return pages;
  return <Provider store={getAppStore()}>{pages}</Provider>;
}
