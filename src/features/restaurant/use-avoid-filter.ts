import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readAvoidFilter, type AvoidFilter } from './avoid-filter';

/** The avoid filter held in the address, so a reload or a way back to the page keeps it. */
export function useAvoidFilter(): AvoidFilter {
  const [params] = useSearchParams();
  return useMemo(() => readAvoidFilter(params), [params]);
}
