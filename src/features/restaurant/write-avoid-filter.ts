import { ALLERGENS, DIETARY_TAGS } from '@contract/dietary';
import { AVOID_PARAM, DIET_PARAM, type AvoidFilter } from './avoid-filter';

/**
 * The query string (without '?') with the filter in place of any before it and every other
 * parameter kept; an empty part is left out, and the names stay in the list's order,
 * comma-joined and readable. Apart from the reading: only the filter's panel writes.
 */
export function writeAvoidFilter(params: URLSearchParams, filter: AvoidFilter): string {
  const next = new URLSearchParams(params);
  next.delete(AVOID_PARAM);
  next.delete(DIET_PARAM);
  const avoid = ALLERGENS.filter((allergen) => filter.avoid.includes(allergen));
  const diet = DIETARY_TAGS.filter((tag) => filter.diet.includes(tag));
  if (avoid.length > 0) next.set(AVOID_PARAM, avoid.join(','));
  if (diet.length > 0) next.set(DIET_PARAM, diet.join(','));
  return next.toString().replace(/%2C/g, ',');
}
