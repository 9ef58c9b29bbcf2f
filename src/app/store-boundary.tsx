import { useContext } from 'react';
import { Provider, ReactReduxContext } from 'react-redux';
import { Outlet } from 'react-router-dom';
import { getAppStore } from './app-store';

/**
 * Gives the pages below it the app's store. It is loaded with the first page that talks to the
 * API, which keeps the data layer out of the home page's first load. A store already provided
 * above (tests) is used as it is.
 */
export default function StoreBoundary() {
  const provided = useContext(ReactReduxContext);
  if (provided) return <Outlet />;
  return (
    <Provider store={getAppStore()}>
      <Outlet />
    </Provider>
  );
}
