import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * A page reached by a link or a redirect opens at its top, as a page load would: the router only
 * swaps the content, so a restaurant opened from far down the results would otherwise show its
 * menu half scrolled past. Back and Forward (POP) are left to the browser, which puts the earlier
 * page where it was. A new query on the same page (the results' next page, a filter) keeps the
 * place: those pages move the view themselves where they want it.
 */
export function useNewPageAtTop() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
    // Only a new path moves the view; the navigation type is read as it was for that move.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
}
