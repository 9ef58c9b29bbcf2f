import type { AnchorHTMLAttributes, Ref } from 'react';
import { useHref, useLinkClickHandler, type To } from 'react-router-dom';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A link inside the app: a real `<a href>` that the router follows without a page load. It is
 * built from react-router's own hooks, as its docs show for custom links, because react-router's
 * `Link` carries framework-mode page prefetching (route modules, single-fetch data) that this
 * single-page app never uses and that every page would download: about 2 kB gzip.
 */
export function Link({ to, replace, state, target, onClick, children, ...anchor }: LinkProps) {
  const href = useHref(to);
  const followLink = useLinkClickHandler(to, { replace, state, target });
  return (
    <a
      {...anchor}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) followLink(event);
      }}
    >
      {children}
    </a>
  );
}
