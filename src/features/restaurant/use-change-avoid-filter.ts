import { startTransition, useOptimistic } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { AvoidFilter } from './avoid-filter';
import { writeAvoidFilter } from './write-avoid-filter';

/**
 * The avoid filter as its panel shows it, and a change that puts it in the address. The change
 * replaces the address rather than adding to history (Back leaves the page, not a checkbox). The
 * router applies it in a transition, so the checkboxes show the new filter at once meanwhile.
 */
export function useChangeAvoidFilter(
  filter: AvoidFilter,
): [AvoidFilter, (next: AvoidFilter) => void] {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [shown, setShown] = useOptimistic(filter);
  const change = (next: AvoidFilter) =>
    startTransition(() => {
      setShown(next);
      void navigate({ search: writeAvoidFilter(params, next) }, { replace: true });
    });
  return [shown, change];
}
