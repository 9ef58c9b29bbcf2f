import { useCallback, useMemo } from 'react';
import { useNavigate, useSearchParams, type To } from 'react-router-dom';
import {
  changeSearchState,
  parseSearchState,
  serialiseSearchState,
  type SearchChange,
  type SearchState,
} from './search-state';

/**
 * The search state held in the address. Every change is a new history entry, so Back returns
 * to the previous results and a reload shows the same ones.
 */
export function useSearchState() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const state = useMemo(() => parseSearchState(params), [params]);

  const change = useCallback(
    (next: SearchChange) => {
      navigate({ search: serialiseSearchState(changeSearchState(state, next)) });
    },
    [navigate, state],
  );

  /** Where another page of the same results is, for links. */
  const pageLink = useCallback(
    (page: number): To => ({
      search: serialiseSearchState(changeSearchState(state, { type: 'page', value: page })),
    }),
    [state],
  );

  return { state, change, pageLink } satisfies {
    state: SearchState;
    change: (next: SearchChange) => void;
    pageLink: (page: number) => To;
  };
}
