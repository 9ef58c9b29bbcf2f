import { useContext } from 'react';
import { Provider, ReactReduxContext } from 'react-redux';
import { Outlet } from 'react-router-dom';
import { UserRecordGate } from '../features/auth/user-record-gate';
import { useCheckoutReturn } from '../features/checkout/use-checkout-return';
import { getAppStore } from './app-store';

/**
 * Gives the pages below it the app's store. It is loaded with the first page that talks to the
 * API, which keeps the data layer out of the home page's first load. A store already provided
 * above (tests) is used as it is. A signed-in user's record is created here, before any page
 * below asks for it, whichever page the sign-in returned to. The way back from the payment page
 * is handled here too, whichever page it lands on.
 */
export default function StoreBoundary() {
  const provided = useContext(ReactReduxContext);
  useCheckoutReturn();
  const pages = (
    <UserRecordGate>
      <Outlet />
    </UserRecordGate>
  );
  if (provided) return pages;
  return <Provider store={getAppStore()}>{pages}</Provider>;
}
