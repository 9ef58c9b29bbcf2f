import type { To } from 'react-router-dom';
import type { SearchRestaurantsResponse } from '@/api/search.api';
import type { SortOption } from '@contract/search';
import { Spinner } from '@/components/ui/spinner';
import { StackList } from '@/components/ui/stack-list';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { OpenNowFilter } from './open-now-filter';
import { PaginationSelector } from './pagination-selector';
import { SearchResultCard } from './search-result-card';
import {
  ChangeLocation,
  Controls,
  ErrorMessage,
  Listing,
  Message,
  ResultsHeading,
  Summary,
  SummaryRow,
} from './search-results-page.styles';
import { SortOptionDropdown } from './sort-option-dropdown';

export interface SearchResultsProps {
  city: string;
  /** The answer for the current search; undefined while it loads, failed or was not asked. */
  response: SearchRestaurantsResponse | undefined;
  status: 'loading' | 'failed' | 'done';
  /** Another search is on its way; the results shown are the last ones. */
  busy: boolean;
  sortOption: SortOption;
  onSortChange: (sortOption: SortOption) => void;
  openNow: boolean;
  onOpenNowChange: (openNow: boolean) => void;
  linkToPage: (page: number) => To;
  onPageLinkClick: () => void;
}

/** What the results area shows for the state of its query. */
export function resultsStatus(query: {
  isError: boolean;
  isFetching: boolean;
  hasData: boolean;
}): SearchResultsProps['status'] {
  if (query.isError && !query.isFetching) return 'failed';
  return !query.hasData && query.isFetching ? 'loading' : 'done';
}

/** What shows instead of results, under a main heading kept for screen readers. */
function NoResults({ city, status }: Pick<SearchResultsProps, 'city' | 'status'>) {
  return (
    <>
      <VisuallyHidden as="h1">{city ? `Restaurants in ${city}` : 'Search results'}</VisuallyHidden>
      {status === 'loading' && <Spinner label="Loading restaurants" />}
      {status === 'failed' && <ErrorMessage role="alert">Failed to get restaurant</ErrorMessage>}
      {status === 'done' && <Message>No results found</Message>}
    </>
  );
}

/** The right-hand side of the results page: what was found, how it is sorted, and the pages. */
export function SearchResults(props: SearchResultsProps) {
  const { city, response, status, busy } = props;
  if (status !== 'done' || !response || !city) return <NoResults city={city} status={status} />;

  const { data, pagination } = response;
  return (
    <>
      <SummaryRow>
        <Summary>
          <ResultsHeading>
            {pagination.total} Restaurants found in {city}
          </ResultsHeading>
          <ChangeLocation to="/">Change Location</ChangeLocation>
        </Summary>
        <Controls>
          <OpenNowFilter checked={props.openNow} onChange={props.onOpenNowChange} />
          <SortOptionDropdown value={props.sortOption} onChange={props.onSortChange} />
        </Controls>
      </SummaryRow>
      <Listing aria-busy={busy} $busy={busy}>
        {data.length === 0 ? (
          <Message>No results found</Message>
        ) : (
          <StackList $gap="md" aria-label={`Restaurants in ${city}`}>
            {data.map((restaurant, index) => (
              <li key={restaurant._id}>
                <SearchResultCard restaurant={restaurant} priority={index === 0} />
              </li>
            ))}
          </StackList>
        )}
      </Listing>
      <PaginationSelector
        page={pagination.page}
        pages={pagination.pages}
        linkTo={props.linkToPage}
        onNavigate={props.onPageLinkClick}
      />
    </>
  );
}
