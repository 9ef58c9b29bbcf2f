import { useRef } from 'react';
import { useParams } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query';
import { useSearchRestaurantsQuery } from '@/api/search.api';
import { SearchBar } from '@/components/search-bar/search-bar';
import { CuisineFilter } from './cuisine-filter';
import { DietaryFilter } from './dietary-filter';
import { toSearchRequest } from './search-state';
import { resultsStatus, SearchResults } from './search-results';
import { Columns, Filters, Results } from './search-results-page.styles';
import { useSearchState } from './use-search-state';

/** /search/{city}: restaurants of a city, filtered, sorted and paged from the address. */
export default function SearchResultsPage() {
  const { city = '' } = useParams();
  // Another city is another search: nothing of the last one's results or filters carries over.
  return <CitySearch key={city} city={city} />;
}

function CitySearch({ city }: { city: string }) {
  const { state, change, pageLink } = useSearchState();
  const request = toSearchRequest(city, state);
  // While another page or filter loads, the last results stay in place, marked busy.
  const { data, isFetching, isError } = useSearchRestaurantsQuery(request ?? skipToken);
  const resultsRef = useRef<HTMLElement>(null);

  return (
    <Columns>
      <Filters aria-label="Filters">
        <CuisineFilter
          selected={state.selectedCuisines}
          onChange={(cuisines) => change({ type: 'cuisines', value: cuisines })}
        />
        <DietaryFilter
          selected={state.dietary}
          onChange={(dietary) => change({ type: 'dietary', value: dietary })}
        />
      </Filters>
      <Results ref={resultsRef} aria-label="Search results">
        <SearchBar
          // A new address (Back, a link) brings its own text into the field.
          key={state.searchQuery}
          placeholder="Search by Cuisine or Restaurant Name"
          searchQuery={state.searchQuery}
          onSubmit={(searchQuery) => change({ type: 'searchQuery', value: searchQuery })}
          onReset={() => change({ type: 'searchQuery', value: '' })}
        />
        <SearchResults
          city={request?.city ?? ''}
          response={data}
          status={resultsStatus({ isError, isFetching, hasData: Boolean(data) })}
          busy={isFetching}
          sortOption={state.sortOption}
          onSortChange={(sortOption) => change({ type: 'sortOption', value: sortOption })}
          openNow={state.openNow}
          onOpenNowChange={(openNow) => change({ type: 'openNow', value: openNow })}
          linkToPage={pageLink}
          onPageLinkClick={() => resultsRef.current?.scrollIntoView?.({ block: 'start' })}
        />
      </Results>
    </Columns>
  );
}
