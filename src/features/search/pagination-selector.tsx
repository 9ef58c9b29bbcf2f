import type { To } from 'react-router-dom';
import { pageItems } from './page-items';
import { Gap, Nav, NextLink, Numbers, PageLink } from './pagination-selector.styles';

export interface PaginationSelectorProps {
  page: number;
  pages: number;
  /** Where page `n` of the same results is. */
  linkTo: (page: number) => To;
  /** Called when a page link is followed, e.g. to bring the new results into view. */
  onNavigate?: () => void;
}

/**
 * Numbered pages with Previous (not on the first page) and Next (not on the last). Pages are
 * links, so each can be opened, shared or bookmarked.
 */
export function PaginationSelector({ page, pages, linkTo, onNavigate }: PaginationSelectorProps) {
  if (pages <= 1) return null;
  return (
    <Nav aria-label="Pagination">
      {page > 1 && (
        <PageLink to={linkTo(page - 1)} rel="prev" onClick={onNavigate}>
          <span aria-hidden="true">‹</span> Previous
        </PageLink>
      )}
      <Numbers>
        {pageItems(page, pages).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true">
              <Gap>…</Gap>
            </li>
          ) : (
            <li key={item}>
              <PageLink
                to={linkTo(item)}
                onClick={onNavigate}
                aria-current={item === page ? 'page' : undefined}
                aria-label={`Page ${item}`}
              >
                {item}
              </PageLink>
            </li>
          ),
        )}
      </Numbers>
      {page < pages && (
        <NextLink to={linkTo(page + 1)} rel="next" onClick={onNavigate}>
          Next <span aria-hidden="true">›</span>
        </NextLink>
      )}
    </Nav>
  );
}
